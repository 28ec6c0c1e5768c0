// English texts of the first page (the balance enquiry form and the app's frame). Texts of the
// other pages and of results are in en-later.ts, loaded with them. Every key of both must exist in
// hi.ts (the Messages type and a unit test check it). Placeholders are {name}; t() fills them.
// A text with a count has a `.one` and an `.other` key, chosen by tn() with Intl.PluralRules. A
// sentence that names an operation is written once per operation, never built around {operation}:
// in Hindi बैलेंस पूछताछ is feminine and मिनी स्टेटमेंट masculine, and the verb agrees with it.

import { OPERATION_WORDS_EN } from '../shared/record-words.ts'

export const enFirstLoad = {
  'app.name': 'Aadhaar enquiry desk',
  'app.skip': 'Skip to main content',
  'app.loading': 'Loading…',
  'app.footer': 'Bridge {version} · merchant {merchant}',
  'app.notFound': 'There is no page at this address.',
  'app.home': 'Go to balance enquiry',
  'app.loadFailed':
    'This part of the page could not be loaded: the bridge or the page’s server may have stopped. Check that it is running, then reload the page. An enquiry already sent is kept in Transactions.',
  'app.reload': 'Reload the page',

  'nav.label': 'Pages',
  'nav.balance': 'Balance enquiry',
  'nav.statement': 'Mini statement',
  'nav.transactions': 'Transactions',
  'nav.settings': 'Device and settings',
  'lang.switchTo': 'हिन्दी',
  'lang.switchLabel': 'हिन्दी: show this desk in Hindi',

  'sandbox.banner':
    'SANDBOX MODE: a simulated bank and fingerprint reader. No real account is used.',
  'sandbox.numbersLink': 'Test Aadhaar numbers',

  'balance.heading': 'Balance enquiry',
  'balance.intro':
    'Check the balance of a customer’s bank account with their Aadhaar number and fingerprint.',
  'statement.heading': 'Mini statement',
  'statement.intro':
    'See the last transactions of a customer’s bank account with their Aadhaar number and fingerprint.',
  ...OPERATION_WORDS_EN,

  'step.customer': '1. Customer details',
  'step.consent': '2. Customer consent',
  'step.capture': '3. Fingerprint',
  'step.submit': '4. Send to the bank',

  'field.aadhaar': 'Aadhaar number',
  'field.aadhaarHint':
    '12 digits, from the customer’s Aadhaar card or letter. Shown masked once it is complete.',
  'field.showAadhaar': 'Show Aadhaar number',
  'field.hideAadhaar': 'Hide Aadhaar number',
  'field.show': 'Show',
  'field.hide': 'Hide',
  'field.mobile': 'Customer’s mobile number',
  'field.mobileHint': '10 digits, without +91.',
  'field.bank': 'Customer’s bank',
  'field.bankHint': 'Type part of the bank’s name or its IIN, then choose it from the list.',

  'bank.recent': 'Recent banks',
  'bank.all': 'Banks',
  'bank.none': 'No bank matches “{query}”.',
  'bank.useIin': 'Use IIN {iin}',
  'bank.unlisted': 'IIN {iin}',
  'bank.loading': 'The bank list is loading. You can type the bank’s IIN meanwhile.',
  'bank.loadFailed': 'The bank list could not be loaded. You can type the bank’s IIN.',
  'bank.count.one': '{count} bank in the list.',
  'bank.count.other': '{count} banks in the list.',
  'bank.chosen': 'Chosen: {bank}',

  'err.aadhaar.required': 'Enter the customer’s 12-digit Aadhaar number.',
  'err.aadhaar.digits': 'The Aadhaar number has digits only (0-9).',
  'err.aadhaar.length':
    'The Aadhaar number has 12 digits; this one has {count}. Check it with the customer.',
  'err.aadhaar.format': 'An Aadhaar number never starts with 0 or 1. Check it with the customer.',
  'err.aadhaar.checksum':
    'This is not a valid Aadhaar number: a digit is wrong or two are swapped. Check it with the customer.',
  'err.mobile.required': 'Enter the customer’s 10-digit mobile number.',
  'err.mobile.digits': 'The mobile number has digits only, without +91 or spaces.',
  'err.mobile.length': 'The mobile number has 10 digits; this one has {count}.',
  'err.bankiin.required': 'Choose the customer’s bank.',
  'err.bankiin.digits': 'Choose the bank from the list, or type its IIN (digits only).',
  'err.bankiin.too-long': 'A bank IIN has at most 10 digits. Choose the bank from the list.',
  'err.fixFields': 'Correct the customer details first.',

  'consent.intro': 'Read this to the customer, or let them read it, in the language they prefer:',
  // docs/merchant-guide.md, "Around the spoken text": the merchant's own words, under the notice.
  'consent.checkbox': 'I read this to the customer, and the customer said yes.',
  'consent.guardianHint': 'For a child, the parent or guardian hears this and agrees.',
  'consent.required': 'Tick the consent box before capturing the fingerprint.',
  'consent.readToEnd':
    'Scroll the notice to its end first: the customer hears all of it before saying yes.',
  // Beside the box when a yes went because the notice on screen changed.
  'consent.changed':
    'The tick went because the notice changed: read the new notice to the customer, then tick again.',

  'device.checking': 'Looking for the fingerprint reader…',
  'device.ready': 'Fingerprint reader ready: {name}',
  'device.notReady':
    'The fingerprint reader is not ready: {name}. Reconnect it and press Check again.',
  'device.used': 'The fingerprint reader is busy with another program: {name}.',
  'device.none':
    'No fingerprint reader found. Check the USB cable and the reader’s RD service, then press Check again.',
  'device.error': 'The reader could not be checked.',
  'device.rescan': 'Check again',
  'device.choose': 'Reader to use',
  'device.firstReady': 'The reader chosen last, or the first ready one',
  'device.unnamed': 'Fingerprint reader',
  'device.port': 'port {port}',

  'capture.button': 'Capture fingerprint',
  'capture.again': 'Capture again',
  'capture.inProgress': 'Ask the customer to place a finger flat on the reader and keep it still…',
  'capture.done': 'Fingerprint captured. Quality {score} out of 100.',
  'capture.good': 'Good quality.',
  'capture.poor': 'The quality is low. Capture again for a better chance of a match.',
  'capture.singleUse': 'A fingerprint capture is good for one enquiry, within a few minutes.',
  'capture.wrongFinger': 'Wrong finger, or a poor capture? Use Capture again.',
  'capture.failed': 'The fingerprint was not captured.',
  'submit.balance-enquiry': 'Get the balance',
  'submit.mini-statement': 'Get the mini statement',
  'submit.needCapture': 'Capture the fingerprint first: every enquiry needs a new capture.',
  'submit.needTick':
    'Tick the consent box: the fingerprint already captured is used for this enquiry.',
  'submit.waiting.one': 'Waiting for the bank… {count} second',
  'submit.waiting.other': 'Waiting for the bank… {count} seconds',
  'submit.waitingHint':
    'The bank can take up to 3 minutes. Do not close this page and do not send again.',
  'submit.sent.balance-enquiry': 'Balance enquiry sent to the bank.',
  'submit.sent.mini-statement': 'Mini statement request sent to the bank.',
  'submit.otherInProgress.balance-enquiry':
    'A balance enquiry is waiting for the bank. Wait for its result.',
  'submit.otherInProgress.mini-statement':
    'A mini statement is waiting for the bank. Wait for its result.',
  'submit.refused': 'The enquiry was not sent.',
  'submit.refusedDetails': 'Why, and what to tell the customer',

  'location.browser': 'Location sent: this laptop (within {metres} m).',
  'location.shop': 'Location: the shop location set in the bridge.',
  'location.none':
    'Location: none set. Use this laptop’s location, or set the shop location in the bridge.',
  'location.use': 'Use this laptop’s location',
  'location.asking': 'Asking the browser for the location…',
  'location.denied': 'The browser did not allow the location.',
  'location.unavailable': 'This laptop’s location is not available now.',
  'location.stop': 'Use the shop location instead',

  'settings.deviceStatus.READY': 'Ready',
  'settings.deviceStatus.NOTREADY': 'Not ready',
  'settings.deviceStatus.USED': 'In use',

  'code.RD_OTHER': 'The fingerprint reader reported a problem ({code}).',
  'code.OTHER': 'The bridge reported a problem ({code}).',

  'code.original': 'Message from the bridge (English)',

  // (v1.1) The merchant's daily authentication on the first page: the header's state, the
  // enquiry form's notices (a chunk of their own, fetched before the first render when it is due,
  // with no wait for en-later.ts); the bank list's fallback.
  'mauth.badge.done': 'Merchant authenticated today, {time} IST',
  'mauth.badge.due': 'Merchant authentication due',
  'mauth.badge.not-yet': 'Merchant authentication: not done today',
  'mauth.dueNotice':
    'Your daily merchant authentication is due: the bank refuses every enquiry until then; what is typed here is kept.',
  'mauthFirst.button': 'Authenticate now',
  'mauth.capturing': 'Place your finger on the reader now…',
  'mauthFirst.sending': 'Checking your fingerprint with the bank…',
  'mauth.freshCapture':
    'You are authenticated. The customer’s details are kept, but their first fingerprint was used by the refused enquiry: take the customer’s fingerprint again, then send.',
  'bank.bundled':
    'This is the desk’s built-in list of banks: the provider’s own list could not be loaded. A bank that is not listed can be entered by its IIN.',

  // The customer's language and Read aloud: in the consent step, on the first page.
  'customerLanguage.label': 'Customer’s language',
  'customerLanguage.loading': 'Loading the text in {language}…',
  'customerLanguage.loadFailed': 'The text in {language} could not be loaded from the bridge.',
  // What to do, and why the box is off: consent is recorded only for a notice shown.
  'customerLanguage.loadFailedNext':
    'Press Try again, or choose another language the customer understands. The consent box stays off until a notice in the chosen language is shown.',
  'customerLanguage.retry': 'Try again',
  'customerLanguage.showIn': 'Show in {language}',
  'readAloud.start': 'Read aloud',
  'readAloud.stop': 'Stop reading',
  'readAloud.noVoice': 'This computer has no {language} voice, so it cannot read aloud.',
  'readAloud.howToAddSummary': 'How to add a voice',
  'readAloud.howToAdd':
    'In Windows: Settings > Time & language > Speech (or Language & region): add {language} with its speech pack, then restart Chrome. Chrome lists its online voices only while the computer is online.',

  // (v1.5) The person at the counter, in the header once a hand-over named one; the warnings before
  // the bank blocks the operator, wherever the merchant's own finger is taken.
  'operator.atCounter': 'At the counter: {name}',
  'mauthFirst.headingHandover': 'New at the counter, {name}: their own authentication first',
  'mauthWarn.heading': '{count} failed authentications in a row: a third may block you at the bank',
  'mauthWarn.text':
    'The bank may block the person at the counter after three failed authentications of their own finger. Before you try again:',
  'mauthWarn.tryFinger': 'Use another finger: the thumb or the index finger of the other hand.',
  'mauthWarn.tryDry': 'Clean and dry the finger: no oil, dust, water or cream.',
  'mauthWarn.tryGlass': 'Wipe the reader’s glass with a dry soft cloth.',
  'mauthWarn.blockedHeading': 'The bank has blocked the person at the counter',
  'mauthWarn.blocked':
    'The bank answered that this merchant is blocked. Trying again will not help and may make it worse.',
  'mauthWarn.blockedSince':
    'At {time} IST the bank answered that this merchant is blocked. Trying again will not help and may make it worse.',
  'mauthWarn.blockedCall':
    'Call your service provider’s or your bank’s helpdesk and ask them to lift the block. Authenticate again only once they say it is lifted.',
  'mauth.badgeNamed.done': '{name}: authenticated today, {time} IST',
  'mauth.badgeNamed.due': '{name}: authentication due',
  'mauth.badgeNamed.not-yet': '{name}: not authenticated today',
} as const
