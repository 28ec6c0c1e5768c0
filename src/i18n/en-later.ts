// English texts of results, receipts and the pages after the first (see en-first-load.ts). Loaded with the
// components that use them, so the first page stays within its size budget.

import type { AppErrorCode } from '../api/api-error.ts'
import type { enFirstLoad } from './en-first-load.ts'
import { OUTCOME_WORDS_EN } from '../shared/record-words.ts'

/** messages.ts's ErrorTextKey, spelt here so that this catalogue imports nothing that imports it. */
type ErrorTextKey = `code.${AppErrorCode}`

export const enLater = {
  'conn.heading': 'This page cannot reach the bridge',
  'conn.checking': 'Connecting to the bridge…',
  'conn.retry': 'Try again',
  'conn.notRunning': 'The bridge on this laptop is not answering. It is probably not running.',
  'conn.notRunningFix':
    'Start the bridge on this laptop: run the aeps-bridge program IT installed (aeps-bridge service status tells whether it starts at log-on; in a project folder, npm start). This page notices by itself when the bridge answers.',
  'conn.insecurePage':
    'This page comes over plain http from another computer. Chrome does not let such a page reach the bridge on this laptop at all.',
  'conn.insecurePageFix':
    'Open the desk from the bridge itself at {url}, or ask your IT team to serve this page over https.',
  'conn.lnaDenied':
    'Chrome is blocking this page from reaching the bridge on this laptop (local network access is not allowed).',
  'conn.lnaDeniedFix':
    'Click the site icon left of the address bar, set “Local network access” to Allow, then press Try again. Your IT team can also allow this page with the LoopbackNetworkAllowedForUrls policy.',
  'conn.lnaPrompt':
    'Chrome needs your permission before this page can reach the bridge on this laptop.',
  'conn.lnaPromptFix':
    'Press Try again and choose Allow when Chrome asks about local network access.',
  'conn.originRefused': 'The bridge does not accept requests from this page ({origin}).',
  'conn.originRefusedFix':
    'Ask your administrator to add {origin} to ALLOWED_ORIGINS in the bridge settings, or open the desk at {url}.',
  'conn.hostRefused': 'The bridge answers only on its loopback address.',
  'conn.hostRefusedFix': 'Open the desk at {url}.',
  'conn.otherError': 'The bridge answered with an error: {message}',
  'conn.bridgeTooOld':
    'The bridge on this laptop is too old for this page: it keeps contract {bridgeContract}, and this page needs {pageContract}. Nothing is sent to it.',
  'conn.bridgeTooOldFix':
    'Ask your IT team to update the bridge on this laptop, or open the desk from the bridge itself at {url}.',
  'conn.bridgeTooNew':
    'The bridge on this laptop is newer than this page: it keeps contract {bridgeContract}, and this page was built for {pageContract}. Nothing is sent to it.',
  'conn.bridgeTooNewFix':
    'Ask your IT team to build and publish this page again for the new bridge, or open the desk from the bridge itself at {url}.',
  'conn.lookingAgain': 'The page looks again by itself in {seconds} s.',
  'conn.lookingNow': 'Looking for the bridge now…',

  'result.heading.success.balance-enquiry': 'Balance received',
  'result.heading.success.mini-statement': 'Mini statement received',
  'result.heading.failure': 'The bank refused the enquiry',
  'result.heading.pending': 'Result NOT confirmed: pending at the bank',
  'result.heading.reversed': 'The enquiry was reversed',
  'result.heading.timeout': 'Result NOT confirmed: the bank did not answer in time',
  'result.heading.unauthorized': 'The merchant’s credentials were refused',
  'result.heading.missing-parameter': 'The bank service says a detail is missing',
  'result.heading.error': 'Result NOT confirmed: the bank service had a problem',
  'result.heading.redirect': 'The bank service asked for a redirect',
  'result.heading.merchant-auth-required': 'The merchant’s daily authentication is due',
  'result.heading.unknown': 'Result NOT confirmed',
  'result.heading.unconfirmed': 'Result NOT confirmed',
  'result.heading.settled.success': 'The bank confirms: this enquiry succeeded',
  'result.heading.settled.failure': 'The bank confirms: this enquiry failed',
  'result.heading.settled.reversed': 'The bank confirms: this enquiry was reversed',
  'result.guidance.success': 'Show the customer the result and print a receipt if they want one.',
  'result.guidance.failure':
    'Tell the customer what the bank said. If the fingerprint did not match, capture another finger and try again (banks allow a few attempts). If the customer locked their fingerprint (biometric lock) in the Aadhaar app, every try fails until they unlock it; otherwise their passbook at the branch, or an ATM, gives the same answer.',
  'result.guidance.pending':
    'A balance enquiry or a mini statement is not a withdrawal. The bank has not given its final answer, and its reply carried no reference to look up. The customer may ask again with a fresh fingerprint in a few minutes; if the bank is still not answering, asking again will not help: their passbook at the branch, or an ATM, gives the answer.',
  'result.guidance.reversed':
    'The bank reversed this enquiry. An enquiry is not a withdrawal. You may start a new enquiry.',
  'result.guidance.timeout':
    'A balance enquiry or a mini statement is not a withdrawal. The bank did not answer in time, and there is no reference to look up. The customer may ask again with a fresh fingerprint in a few minutes; if the bank is still not answering, asking again will not help: their passbook at the branch, or an ATM, gives the answer.',
  'result.guidance.unauthorized':
    'This is not the customer’s fault: the bank service refused this desk’s merchant credentials. Ask your administrator to check the bridge settings.',
  'result.guidance.missing-parameter':
    'Check the customer’s details and try again with a new fingerprint capture.',
  'result.guidance.error':
    'A balance enquiry or a mini statement is not a withdrawal. The bank service had a problem, and its reply carried no reference to look up. The customer may ask again with a fresh fingerprint in a few minutes; if the problem stays, asking again will not help: their passbook at the branch, or an ATM, gives the answer.',
  'result.guidance.redirect':
    'This desk cannot follow a redirect. Contact your service provider’s support.',
  'result.guidance.merchant-auth-required':
    'The customer’s enquiry was not carried out and nothing happened on their account. Authenticate with your own fingerprint first (Authenticate now), then take the customer’s fingerprint again and repeat the enquiry. Their details are kept.',
  'result.guidance.unknown':
    'A balance enquiry or a mini statement is not a withdrawal. The answer could not be understood, and it carried no reference to look up. The customer may ask again with a fresh fingerprint in a few minutes; if that fails the same way, asking again will not help: their passbook at the branch, or an ATM, gives the answer.',
  'result.guidance.unconfirmed':
    'A balance enquiry or a mini statement is not a withdrawal. The bank may or may not have received the enquiry, and there is no reference to look up. The customer may ask again with a fresh fingerprint in a few minutes; if the bank service is still not answering, asking again will not help: their passbook at the branch, or an ATM, gives the answer.',
  'result.unconfirmedWarning': 'NOT CONFIRMED. An enquiry is not a withdrawal.',
  'result.bankSaid': 'The bank said',
  'result.bridgeSaid': 'The bridge said',
  'result.whatNext': 'What to do next',
  'result.balance': 'Available balance',
  'result.balanceUnreadable': 'The bank sent a balance that could not be read: “{value}”.',
  'result.details': 'Details',
  'result.newCustomer': 'New customer',
  'result.again': 'New enquiry for this customer',
  'result.print': 'Print receipt',
  'result.other.balance-enquiry': 'Mini statement for this customer',
  'result.other.mini-statement': 'Balance for this customer',
  'result.otherBank': 'Try another bank',
  'result.announce': 'Result: {heading}',

  ...OUTCOME_WORDS_EN,

  'label.merchant': 'Merchant id',
  'label.time': 'Date and time',
  'label.bankTime': 'Bank’s date and time',
  'label.operation': 'Operation',
  'label.bank': 'Bank',
  'label.aadhaar': 'Aadhaar',
  'label.mobile': 'Mobile',
  'label.rrn': 'RRN',
  'label.stan': 'STAN',
  'label.reference': 'Reference',
  'label.status': 'Status',
  'label.message': 'Message',
  'label.balance': 'Balance',
  'label.record': 'Record id',
  'label.notGiven': '—',

  'statement.caption': 'Last transactions, newest first',
  'statement.date': 'Date',
  'statement.description': 'Description',
  'statement.type': 'Credit or debit',
  'statement.amount': 'Amount',
  'statement.credit': 'Credit',
  'statement.debit': 'Debit',
  'statement.unknownType': 'Not stated',
  'statement.empty': 'The bank returned no transactions for this account.',

  'receipt.shopCopy': 'Shop’s copy',
  'receipt.title': 'Aadhaar banking enquiry receipt',
  // docs/merchant-guide.md, "The receipt's lines": what was not kept, what is kept, and where to
  // ask.
  'receipt.fingerprintNotKept': 'The customer’s fingerprint was not saved.',
  'receipt.maskedRecord':
    'This desk keeps a record with only the last four digits of the Aadhaar number.',
  'receipt.maskedRecordDays.one':
    'This desk keeps a record with only the last four digits of the Aadhaar number, for {count} day.',
  'receipt.maskedRecordDays.other':
    'This desk keeps a record with only the last four digits of the Aadhaar number, for {count} days.',
  'receipt.helpline': 'For questions about Aadhaar, call UIDAI on 1947.',
  'receipt.footer': 'Keep this receipt for your records.',
  'receipt.unconfirmed': 'Result NOT confirmed',

  'tx.heading': 'Transactions',
  'tx.intro':
    'Every enquiry made at this desk, with the totals to check against your provider’s report. Choose a day or several, filter, then download or print what is shown. Open a record to print its receipt again.',
  'tx.loading': 'Loading the transactions…',
  'tx.empty': 'No transactions are recorded.',
  'tx.loadFailed': 'The transactions could not be loaded.',
  'tx.refresh': 'Refresh',
  'tx.caption': 'Recorded enquiries',
  'tx.time': 'Time',
  'tx.operation': 'Operation',
  'tx.outcome': 'Result',
  'tx.aadhaar': 'Aadhaar',
  'tx.bank': 'Bank',
  'tx.amount': 'Balance',
  'tx.entries.one': '{count} entry',
  'tx.entries.other': '{count} entries',
  'tx.openLabel': 'Open the record of {time}',

  'purge.heading': 'Delete records',
  'purge.intro.one': 'The bridge keeps records for {count} day. You can delete them sooner.',
  'purge.intro.other': 'The bridge keeps records for {count} days. You can delete them sooner.',
  'purge.olderThan': 'Delete',
  'purge.days.one': 'Records older than {count} day',
  'purge.days.other': 'Records older than {count} days',
  'purge.all': 'All records',
  'purge.button': 'Delete records…',
  'purge.confirmDays.one': 'Delete every record older than {count} day? This cannot be undone.',
  'purge.confirmDays.other': 'Delete every record older than {count} days? This cannot be undone.',
  'purge.confirmAll': 'Delete ALL records? This cannot be undone.',
  'purge.yes': 'Yes, delete',
  'purge.cancel': 'Cancel',
  'purge.removed.one': 'Deleted {count} record.',
  'purge.removed.other': 'Deleted {count} records.',
  'purge.remaining.one': '{count} record remains.',
  'purge.remaining.other': '{count} records remain.',
  'purge.failed': 'The records could not be deleted.',

  'daybook.filters': 'What to show',
  'daybook.period': 'Period',
  'daybook.oneDay': 'One day',
  'daybook.range': 'Several days',
  'daybook.date': 'Date',
  'daybook.from': 'First date',
  'daybook.to': 'Last date',
  'daybook.previousDay': 'Previous day',
  'daybook.nextDay': 'Next day',
  'daybook.today': 'Today',
  'daybook.operation': 'Operation',
  'daybook.allOperations': 'All customers’ enquiries',
  'daybook.outcome': 'Result',
  'daybook.allOutcomes': 'All results',
  'daybook.notConfirmed': 'Not confirmed (pending, timed out, error, unknown)',
  'daybook.bank': 'Bank',
  'daybook.allBanks': 'All banks',
  'daybook.search': 'Search',
  'daybook.searchHint': 'The last four digits of the Aadhaar number, or an RRN, STAN or reference.',
  'daybook.searchInvalid':
    'Type four digits, or an RRN, STAN or reference: letters and digits only.',
  'daybook.rangeInvalid': 'The last date must be the same as the first date or later.',
  'daybook.dateMissing': 'Choose a date.',
  'daybook.show': 'Show',
  'daybook.totalsFor': 'Totals for {period}',
  'daybook.periodRange': '{from} to {to}',
  'daybook.counting': 'Counting…',
  'daybook.totalsFailed': 'The totals could not be loaded.',
  'daybook.merchantAuths.one': '{count} merchant authentication, not counted among them.',
  'daybook.merchantAuths.other': '{count} merchant authentications, not counted among them.',
  'daybook.overview.one': '{count} record, {success} successful.',
  'daybook.overview.other': '{count} records, {success} successful.',
  'daybook.firstLast': 'First at {first}, last at {last}.',
  // The customer's script draws as boxes on this computer (CustomerScriptRefusal).
  'consent.noFont':
    'This computer has no font for {language}: the notice would show as empty boxes, so it cannot be read or agreed to. Show it in a language that draws, and ask IT to install the fonts (docs/install.md, “The customer’s fonts on Linux”).',
  'consent.noFontOffer': 'Show the notice in {language}',
  'daybook.byOperation': 'By operation and result',
  'daybook.total': 'Total',
  'daybook.byBank': 'By bank',
  'daybook.records': 'Records',
  'daybook.emptyPeriod': 'Nothing was recorded in this period.',
  'daybook.noMatch': 'No record in this period matches the filters.',
  'daybook.shown.one': 'Showing the latest {count} record; “Older records” shows more.',
  'daybook.shown.other':
    'Showing the latest {count} records, newest first; “Older records” shows more.',
  'daybook.shownAll.one': 'Showing {count} record.',
  'daybook.shownAll.other': 'Showing all {count} records, newest first.',
  'daybook.older': 'Older records',
  'daybook.olderLoading': 'Loading older records…',
  'daybook.olderFailed': 'The older records could not be loaded.',
  'daybook.download': 'Download CSV',
  // Loaded with DeviceSeveralReadersNotice, only when two readers answer.
  'device.problem.READER_L0':
    'This is an L0 reader: the bank may refuse its fingerprints. Use the reader vendor’s L1 reader with its L1 RD service.',
  'device.problem.RD_KEY_EXPIRED':
    'The reader’s RD service uses an expired UIDAI key: no fingerprint can be taken. Update the RD service from the reader vendor’s website, restart it, then press Check again.',
  'device.problem.DEVICE_CERTIFICATE_EXPIRED':
    'The reader’s certificate has expired: no fingerprint can be taken. Connect the laptop to the internet and restart the reader’s RD service (update it if that does not help), then press Check again.',
  'device.several':
    '{count} fingerprint readers answer. The finger will be taken on {name}. If that is not the reader on your desk, choose yours in “Reader to use” and tell IT: another program may be posing as a reader.',
  'daybook.downloadXlsx': 'Download for Excel (XLSX)',
  'daybook.downloadHint':
    'A spreadsheet file of every record the filters match. It holds no balance and no statement entry.',
  'daybook.waitImport':
    'Downloads and printing wait while the history is brought over from the older version; they come back here by themselves when it is done.',
  'daybook.downloading': 'Preparing the file…',
  'daybook.downloadFailed': 'The CSV file could not be downloaded.',
  'daybook.printDay': 'Print the day’s summary',
  'daybook.printRange': 'Print the summary',
  'daybook.printTitle': 'Day book summary',
  'daybook.printedAt': 'Printed {time}.',
  'daybook.printFiltered': 'Only the records that match the filters chosen on screen are counted.',
  'daybook.chartHeading': 'Last 14 days',
  'daybook.chartCaption': 'Records per day in the 14 days to {date}: successful and the rest',
  'daybook.chartFailed': 'The last 14 days could not be loaded.',
  'daybook.successful': 'Successful',
  'daybook.otherResults': 'Other results',

  'txd.heading': 'Transaction record',
  'txd.back': 'Back to transactions',
  'txd.loading': 'Loading the record…',
  'txd.loadFailed': 'The record could not be loaded.',
  'txd.print': 'Print the receipt again',
  'txd.attempt': 'Started {started}; finished {finished}.',
  'txd.unfinished': 'Started {started}; no answer was recorded.',
  'txd.location.browser': 'Location: from the laptop',
  'txd.location.shop': 'Location: the shop location',
  'txd.location.none': 'Location: none',
  'txd.detailsRemoved':
    'The customer’s balance and statement entries were removed from this record on {time}, {hours} h after the enquiry: the desk keeps them only to print a receipt again. The details for reconciliation remain.',
  // Which text was read (docs/merchant-guide.md, "The record"); the language is named by Intl.
  'txd.consentNotice.balance-enquiry':
    'Consent notice: balance enquiry, version {version}, {language}',
  'txd.consentNotice.mini-statement':
    'Consent notice: mini statement, version {version}, {language}',
  'txd.consentNoticeId': 'Consent notice: {id}',
  'txd.consentNoticeMissing': 'Consent given; which notice was read was not recorded.',
  'tx.erased': 'Erased',
  'txd.erase.open': 'Erase this record…',
  'txd.erase.heading': 'Erase this record at the customer’s request',
  'txd.erase.explain':
    'The customer’s masked Aadhaar and mobile numbers, the bank’s words and references, the balance and the statement leave this laptop. The time, the enquiry, its result and why it was erased stay. This cannot be undone.',
  'txd.erase.reason': 'Why',
  'txd.erase.reason.customer-asked': 'The customer asked the shop to erase it',
  'txd.erase.reason.consent-withdrawn': 'The customer withdrew their consent',
  'txd.erase.reason.wrong-customer': 'The enquiry was made for the wrong person',
  'txd.erase.confirm': 'Erase the record',
  'txd.erase.cancel': 'Keep the record',
  'txd.erase.working': 'Erasing…',
  'txd.erased':
    'This record was erased on {time}: {reason}. Only the time, the enquiry and its result are kept.',
  'txd.erasedNoReprint': 'An erased record cannot be printed again.',

  'settings.heading': 'Device and settings',
  'settings.bridge': 'Bridge',
  'settings.mode': 'Mode',
  'settings.mode.sandbox': 'Sandbox (simulated bank and reader)',
  'settings.mode.live': 'Live',
  'settings.version': 'Version',
  'settings.upstream': 'Bank service',
  'settings.merchant': 'Merchant id',
  'settings.retention': 'Records kept for',
  'settings.days.one': '{count} day',
  'settings.days.other': '{count} days',
  'settings.wait': 'Longest wait for the bank',
  'settings.seconds.one': '{count} second',
  'settings.seconds.other': '{count} seconds',
  'settings.shopLocation': 'Shop location',
  'settings.notSet': 'Not set',
  'settings.statusLoading': 'Asking the bridge…',
  'settings.devices': 'Fingerprint readers',
  'settings.rescan': 'Scan again',
  'settings.scanning': 'Scanning…',
  'settings.scannedAt': 'Last scan: {time}.',
  'settings.noDevices':
    'No fingerprint reader answered. Check the USB cable and that the reader’s RD service is installed and running.',
  'settings.devicesCaption': 'Readers found',
  'settings.port': 'Port',
  'settings.deviceStatus': 'State',
  'settings.device': 'Device',
  'settings.rdService': 'RD service',
  'settings.language': 'Language',
  'settings.languageEn': 'English',
  'settings.languageHi': 'हिन्दी (Hindi)',
  'settings.paper': 'Receipt paper',
  'settings.paper.a4': 'A4 sheet',
  'settings.paper.thermal': '80 mm thermal roll',
  'settings.location': 'Location sent with enquiries',
  'settings.sandbox': 'Sandbox test Aadhaar numbers',
  'settings.sandboxIntro':
    'In sandbox mode each number below makes the simulated bank answer in one way. Use any valid 10-digit mobile number and any bank.',
  'settings.sandboxAadhaar': 'Aadhaar number',
  'settings.sandboxScenario': 'What happens',

  'scenario.success': 'Success (as with any other valid number)',
  'scenario.unauthorized': 'Merchant credentials refused',
  'scenario.failure': 'Refused: fingerprint did not match',
  'scenario.missing-parameter': 'A detail is missing',
  'scenario.connection-timeout': 'The bank’s connection timed out',
  'scenario.something-went-wrong': 'The bank service had a problem',
  'scenario.pending': 'Pending',
  'scenario.reversed': 'Reversed',
  'scenario.redirect': 'Redirect',
  'scenario.slow': 'Success after a slow reply',
  'scenario.hang': 'No answer: the bridge gives up waiting',
  'scenario.unknown-status': 'An answer outside the result table',
  'scenario.not-json': 'An unreadable answer (error page)',
  'scenario.daily-limit': 'Refused: the bank’s daily enquiry limit',
  'scenario.empty-statement': 'Success with no statement entries',
  'scenario.merchant-auth-required':
    'Asks for the merchant’s daily authentication until it is done',
  'scenario.bank-words': 'Refused, with the bank’s own words (daily limit)',
  'scenario.statement-lines': 'Mini statement as fixed-width lines',
  'scenario.statement-unrecognised': 'Mini statement with some entries in an unknown form',
  'scenario.merchant-blocked': 'Refused: the merchant is blocked (the provider’s code 23)',
  'scenario.uidai': 'Refused by UIDAI, code {code}',

  // Error texts the first page seldom needs: in English the bridge's own message is shown, so these
  // stand in only when it is missing; every code has one (the satisfies below checks it).
  'code.CAPTURE_CANCELLED':
    'The fingerprint capture was cancelled. Capture the fingerprint again when the customer is ready.',
  'code.HOST_NOT_ALLOWED':
    'The bridge refused the address this page was opened at. Open the desk at the address the bridge shows.',
  'code.ORIGIN_NOT_ALLOWED':
    'The bridge does not accept requests from this page’s site. Ask your administrator to allow it in the bridge.',
  'code.UNSUPPORTED_MEDIA_TYPE':
    'The bridge could not read the request this page sent. Reload the page and try again.',
  'code.BODY_TOO_LARGE': 'The request was too large for the bridge. Reload the page and try again.',
  'code.MALFORMED_JSON':
    'The request reached the bridge incomplete or garbled. Reload the page and try again.',
  'code.NOT_FOUND':
    'The bridge does not know this request: the page and the bridge may be different versions. Reload the page.',
  'code.METHOD_NOT_ALLOWED':
    'The bridge does not accept this kind of request here. Reload the page; if it happens again, update the bridge.',
  'code.MERCHANT_AUTH_DISABLED':
    'The merchant authentication is turned off in this bridge. Ask your administrator about AEPS_2FA_PATH.',
  'code.STATUS_CHECK_NOT_APPLICABLE':
    'This record cannot be checked: it already has the bank’s final answer, or the bank’s reply carried no reference. An enquiry is not a withdrawal: the customer may simply ask again with a fresh fingerprint.',
  'code.STATUS_CHECK_DISABLED':
    'Status checks are turned off in this bridge (AEPS_STATUS_PATH=off). An enquiry is not a withdrawal: the customer may simply ask again with a fresh fingerprint.',
  'code.JOURNAL_UNAVAILABLE':
    'The history on this laptop cannot be written (the disk may be full, or its folder removed or locked). Nothing was sent. Free disk space or ask IT, then try again.',
  // (v1.5) Why Capture takes no finger now, by the fact read (CaptureHoldLine.vue).
  'hold.credentials':
    'No fingerprint is taken: the bank service refused this desk’s credentials when the bridge last checked them ({time}). Call your network’s support. Capture comes back by itself once the bridge finds them accepted.',
  'hold.clock.laptop.ahead':
    'No fingerprint is taken: this laptop’s clock is ahead of the bank service’s clock by {minutes} min (read {time}). Set the laptop’s date, time and time zone (India, UTC+05:30). Capture comes back by itself once the clock is right.',
  'hold.clock.laptop.behind':
    'No fingerprint is taken: this laptop’s clock is behind the bank service’s clock by {minutes} min (read {time}). Set the laptop’s date, time and time zone (India, UTC+05:30). Capture comes back by itself once the clock is right.',
  'hold.clock.reader.ahead':
    'No fingerprint is taken: the reader’s last fingerprint carried a time ahead of the right time by {minutes} min ({time}). Set the laptop’s date, time and time zone (India, UTC+05:30). Capture comes back by itself once the clock is changed, or when another reader answers.',
  'hold.clock.reader.behind':
    'No fingerprint is taken: the reader’s last fingerprint carried a time behind the right time by {minutes} min ({time}). Set the laptop’s date, time and time zone (India, UTC+05:30). Capture comes back by itself once the clock is changed, or when another reader answers.',
  'hold.certificate':
    'No fingerprint is taken: the reader’s last fingerprint carried an expired certificate ({time}). Connect the laptop to the internet and restart the reader’s RD service (update it if that does not help), then press Look again. Capture comes back once the reader shows a new certificate, or another reader answers.',
  'hold.lookAgain': 'Look again',
  'code.CREDENTIALS_REFUSED':
    'The bank service refused this desk’s credentials, so any enquiry would be refused: no fingerprint was taken. This is not the customer’s fault. Call your network’s support and say “the bridge’s credentials were refused”.',
  'code.CLOCK_SKEW':
    'This laptop’s clock is wrong, and UIDAI refuses a fingerprint with a wrong time: nothing was sent. Set the laptop’s date, time and time zone (India, UTC+05:30), then capture again.',
  'code.RD_KEY_EXPIRED':
    'The reader’s RD service seals fingerprints with an expired UIDAI key, which UIDAI cannot open: nothing was sent. Update the RD service from the reader vendor’s website and restart it, then capture again.',
  'code.DEVICE_CERTIFICATE_EXPIRED':
    'The reader’s certificate has expired, and UIDAI refuses its fingerprints: nothing was sent. Connect the laptop to the internet and restart the reader’s RD service so that it renews its certificate (update it if that does not help), then capture again.',
  'code.JOURNAL_IMPORTING':
    'The bridge is bringing over the history of its older version on this laptop. Nothing was sent. Try again in a few minutes.',
  'code.EXPORTS_BUSY':
    'The bridge is already making other exports of the day book. Nothing was lost. Wait a few seconds, then download again.',
  'code.INTERNAL_ERROR':
    'The bridge had an unexpected problem. Try again; if it keeps happening, restart the bridge.',
  'code.BAD_REPLY':
    'The bridge gave a reply this page could not read. Reload the page and try again.',
  'code.STOPPING':
    'The bridge is shutting down, so nothing was sent. Start the bridge again, then try again.',

  // (v1.1) The merchant's daily authentication page, and the bank's own words.
  'mauth.heading': 'Merchant’s daily authentication',
  'mauth.intro':
    'Banks ask each merchant to authenticate with their own fingerprint once a day, before the first customer’s enquiry, and sometimes again. Do it when you open the desk or when the bank asks.',
  'mauth.today': 'Today',
  'mauth.state.done': 'Done today at {time} IST.',
  'mauth.state.due': 'Due: the bank will refuse every enquiry until you authenticate.',
  'mauth.state.dueSince':
    'Due since {time} IST: the bank will refuse every enquiry until you authenticate.',
  'mauth.state.not-yet': 'Not done yet today.',
  'mauth.state.off':
    'This bridge is set up without the merchant authentication: there is nothing to do here.',
  'mauth.waitingCustomer.balance-enquiry':
    'A customer’s balance enquiry is waiting for this authentication. Their details are kept; you go back to it afterwards.',
  'mauth.waitingCustomer.mini-statement':
    'A customer’s mini statement is waiting for this authentication. Their details are kept; you go back to it afterwards.',
  'mauth.shared.heading': 'What is shared',
  'mauth.shared.text':
    'Your fingerprint is sealed by the reader and goes to UIDAI (the Aadhaar authority) to be checked. This desk and the service provider never see it: they learn only whether it matched.',
  'mauth.ownFinger': 'Use your own finger, not the customer’s.',
  'mauth.button': 'Place your finger and authenticate',
  'mauth.buttonAgain': 'Authenticate again',
  'mauth.sending': 'Checking your fingerprint… {seconds} s',
  'mauth.success': 'You are authenticated for today',
  'mauth.failed': 'The authentication did not succeed',
  'mauth.failedHint':
    'Clean your finger and the reader, place the finger flat and firmly, and try again. If it keeps failing, contact your service provider.',
  'mauth.unconfirmed': 'The authentication is not confirmed',
  'mauth.unconfirmedHint':
    'The bank’s answer is not known. An authentication moves no money: try again in a minute.',
  'mauth.captureFailed': 'Your fingerprint could not be taken',
  'mauth.back.balance-enquiry': 'Back to the customer’s balance enquiry',
  'mauth.back.mini-statement': 'Back to the customer’s mini statement',
  'mauth.backHint':
    'The customer’s details are kept. Take their fingerprint again: the first one was used by the refused enquiry.',
  'mauth.home': 'Go to balance enquiry',
  'result.authNow': 'Authenticate now',
  'result.bankSays': 'The bank says:',
  'result.bankCode': 'code {code}',
  'label.bankSays': 'The bank says',
  'statement.unrecognised': 'Not recognised: as the bank sent it',
  'statement.unrecognisedNote':
    'Some entries came in a form this desk does not know. They are shown as the bank sent them.',
  'code.BRIDGE_INCOMPATIBLE':
    'The bridge on this laptop does not match this page, so nothing was sent. Ask your IT team to update the bridge or the page.',
  // The customer's lines under a result and on the receipt (the menu is in en-first-load).
  'customerLines.title': 'For the customer, in {language}',
  'customerLines.onReceipt': 'Print these lines on the receipt too',
  // (v1.2) The journal cannot be written (docs/contract.md, "honest journal failures").
  'journal.notSaved.heading': 'NOT SAVED in the history on this laptop',
  'journal.notSaved.answerStands':
    'The bank answered, and its answer is shown here as usual, but this desk could not save it.',
  'journal.cause.disk-full': 'The laptop’s disk is full.',
  'journal.cause.folder-gone':
    'The folder that holds the history is missing: it was moved or deleted.',
  'journal.cause.read-only':
    'The folder that holds the history cannot be written to: it is read-only.',
  'journal.cause.io-error': 'The laptop could not write to its disk.',
  'journal.notSaved.doNow.enquiry':
    'Print the receipt or write down the RRN now: Transactions and a reprint will not have this answer.',
  'journal.notSaved.doNow.merchant-auth':
    'Note the time of this authentication now: Transactions will not have it.',
  'journal.notSaved.fix':
    'Then free disk space or ask IT. New enquiries are refused until the history can be written again.',
  'journal.failing.heading': 'The history on this laptop cannot be written',
  'journal.failing.refused':
    'New fingerprint captures and enquiries are refused until it can, so nothing goes to the bank. Free disk space or ask IT, then check again.',
  'journal.failing.bridgeSays': 'The bridge says:',
  'journal.failing.check': 'Check again',
  'journal.importing.heading': 'The history is being brought over from the older version',
  'journal.importing.text':
    'The bridge was just upgraded and is moving its saved history into the new format. Enquiries can start when this is done; this page will know by itself.',
  'journal.importing.progress': 'Records brought over: {done} of about {total}',
  'credentials.refused.heading': 'The bank service refused this desk’s credentials',
  'credentials.refused.text':
    'Enquiries will be refused until they are fixed. This is not the customer’s fault, and nothing here can fix it: call your network’s support and say “the bridge’s credentials were refused”.',
  'result.guidance.checkable':
    'A balance enquiry or a mini statement is not a withdrawal. The bank has not given its final answer yet: press Check status in a minute or two and tell the customer what it says. A customer who needs the answer now may ask again with a fresh fingerprint (it counts against the bank’s daily enquiry limit).',
  'cause.daily-limit':
    'The customer’s bank allows only a few enquiries a day, and today’s are used up. Another finger or another try will not help today: ask again tomorrow, or use the passbook at the branch, or an ATM.',
  'cause.account-blocked':
    'The bank says the account is blocked, frozen or inactive. No fingerprint can change that: the customer must visit their branch.',
  'cause.aadhaar-not-linked':
    'This Aadhaar number is not linked to an account at the bank chosen. Check that the right bank was chosen; otherwise the customer links Aadhaar to the account at their branch.',
  'cause.biometric-locked':
    'The customer has locked their fingerprint (biometric lock) in the mAadhaar app or on UIDAI’s website. Every try fails until they unlock it there; then try again with a fresh fingerprint.',
  'cause.finger-mismatch':
    'The fingerprint did not match. Clean the finger and the reader glass, capture another finger and try again (banks allow a few attempts).',
  'cause.aadhaar-invalid':
    'UIDAI does not accept this Aadhaar number (not found, suspended or cancelled). Check the digits against the customer’s card; otherwise the customer contacts UIDAI on 1947.',
  'cause.bank-unavailable':
    'The bank service says the customer’s bank is not answering right now. An enquiry is not a withdrawal. Try again with a fresh fingerprint in a few minutes, or later in the day.',
  'cause.finger-mismatch.again':
    'The fingerprint did not match again: attempt {count} of {max} for this customer in 30 minutes. Use another finger, clean and dry, and wipe the reader glass. If it still does not match, the customer can ask at their branch.',
  'cause.finger-mismatch.stop':
    'The fingerprint did not match: attempt {count} of {max} for this customer in 30 minutes, the most UIDAI allows in banking. Do not try again now: the customer can ask at their branch, or come back later.',
  'cause.duplicate-fingers':
    'UIDAI says the same finger was sent more than once. Capture one finger only, then send again with that fresh fingerprint.',
  'cause.rd-key-expired':
    'UIDAI could not open the fingerprint: the reader’s RD service sealed it with an expired UIDAI key. This is not the customer’s fault. Update the RD service from the reader vendor’s website, restart it, then capture again.',
  'cause.device-not-allowed':
    'UIDAI does not accept this kind of reader for this service. Another finger will not help: call your network’s support and tell them the reader’s model.',
  'cause.device-not-certified':
    'UIDAI says this reader or its RD service is not certified (any more): an old L0 reader gets this answer. This is not the customer’s fault. Install the vendor’s L1 RD service, or use an L1 reader, then capture again.',
  'cause.device-integrity':
    'UIDAI found the reader’s RD service data damaged. Reinstall the RD service from the vendor’s website, restart the laptop, then capture again.',
  'cause.device-certificate-expired':
    'UIDAI says the reader’s certificate has expired. Connect the laptop to the internet and restart the reader’s RD service so that it renews its certificate (update it if that does not help), then capture again.',
  'cause.pid-expired':
    'UIDAI says the fingerprint was too old when it arrived: the laptop’s clock is probably behind. Set the laptop’s date, time and time zone (India), then capture again.',
  'cause.clock-ahead':
    'UIDAI says the fingerprint’s time is in the future: the laptop’s clock is ahead. Set the laptop’s date, time and time zone (India), then capture again.',
  'cause.biometric-update-needed':
    'UIDAI has no usable fingerprints for this Aadhaar number. Another finger will not help: the customer updates their biometrics at an Aadhaar centre.',
  'cause.merchant-blocked':
    'The bank or NPCI has blocked this merchant’s operator for AePS. No customer’s finger can change that: call your network’s support or the bank before the next customer.',
  'check.heading': 'The bank’s final answer',
  'check.button': 'Check status',
  'check.asking': 'Asking the bank for the final status…',
  'check.settled.success':
    'Status check: the bank confirms that this enquiry succeeded. A status check does not send the balance or the statement again: a customer who wants it asks again with a fresh fingerprint.',
  'check.settled.failure':
    'Status check: the bank confirms that this enquiry failed. An enquiry is not a withdrawal. The customer may ask again with a fresh fingerprint.',
  'check.settled.reversed':
    'Status check: the bank reversed this enquiry. An enquiry is not a withdrawal.',
  'check.notSettled':
    'Status check at {time}: the bank has no final answer yet ({status}). Check again in a few minutes. An enquiry is not a withdrawal.',
  'check.failed':
    'The status check got no answer. It is kept in the record; try again in a few minutes.',
  'check.rrn': 'RRN from the status check: {rrn}',
  'receipt.settled': 'Final status',
  'receipt.shop': 'Shop',
  'receipt.address': 'Address',
  'receipt.terminal': 'Terminal',
  'receipt.statementBalance': 'Balance with the statement',
  'settings.paper.thermal58': '58 mm thermal roll',
  'statement.unrecognisedEntry': 'As the bank sent it',
  'receipt.notSaved': 'Not saved in this desk’s history',
  // The desk's last answer above an empty form after a reload (EnquiryLastAnswer.vue).
  'result.printSent': 'Sent to the printer at {time}.',
  'lastAnswer.heading': 'Last answer at this desk',
  'lastAnswer.text': '{time}: {outcome}.',
  'lastAnswer.open': 'Open and print',
  'lastAnswer.dismiss': 'Hide',
  'lastAnswer.inFlightHeading': 'Still with the bank',
  'lastAnswer.inFlight': '{aadhaar}, sent at {time}; its answer shows here when it comes.',
  'lastAnswer.success': 'answered by the bank',
  'lastAnswer.unconfirmed': 'not confirmed',
  'lastAnswer.refused': 'refused or not carried out',
  // What to try after a failed or poor capture (EnquiryCaptureAdvice.vue).
  'capture.adviceHeading':
    'If the quality is low, the wrong finger was used, or the bank says the fingerprint did not match:',
  'capture.advice1': 'Try another finger.',
  'capture.advice2': 'Clean the finger and the reader glass with a soft dry cloth.',
  'capture.advice3': 'If the finger is dry, rub the fingertip lightly, then try again.',
  'capture.advice4':
    'Place the finger flat, press gently and keep it still until the reader is done.',
  // docs/merchant-guide.md, "Failure advice": UIDAI's biometric lock fails every try until it is
  // undone.
  'capture.advice5':
    'If the customer locked their fingerprint (biometric lock) in the Aadhaar app, every try fails until they unlock it there.',
  'capture.advice6':
    'If nothing works, the customer can use their passbook at the branch, or an ATM.',
  'reader.cableAdvice':
    'This is the reader or its cable, not the finger: check that the reader is plugged in and its light is on, then press Check again.',
  // The bridge's own codes: its English message is shown as sent, so these are the fallback
  // for a reply without one (use-i18n.ts); until this catalogue is there, RD_OTHER or OTHER stands in.
  'code.NO_DEVICE': 'No fingerprint reader was found.',
  'code.DEVICE_BUSY': 'The fingerprint reader is busy.',
  'code.RD_700':
    'No finger was placed in time. Ask the customer to place the finger firmly and try again.',
  'code.RD_710':
    'The fingerprint reader is busy: another program, or a capture just cancelled, is still using it. Wait a few seconds and try again.',
  'code.RD_720': 'The fingerprint reader is not ready. Reconnect it and try again.',
  'code.RD_730': 'The capture failed. Try again.',
  'code.RD_BAD_REPLY': 'The fingerprint reader gave a reply that could not be read.',
  'code.RD_TIMEOUT': 'The fingerprint reader did not answer in time.',
  'code.CAPTURE_USED': 'This fingerprint was already used. Capture the fingerprint again.',
  'code.CAPTURE_EXPIRED': 'This fingerprint capture has expired. Capture the fingerprint again.',
  'code.VALIDATION_FAILED': 'A detail was refused. Check it and try again.',
  'code.UPSTREAM_UNREACHABLE': 'The bank service could not be reached.',
  'code.UPSTREAM_TIMEOUT': 'The bank service did not answer in time.',

  // (v1.5) Hand over the counter (components/counter/OperatorHandover.vue).
  'operator.heading': 'The person at the counter',
  'operator.now': 'At the counter since {time} IST: {name}.',
  'operator.nobody':
    'No name is set. When another person takes the counter, hand it over here: the bank asks for their own authentication.',
  'operator.open': 'Hand over the counter',
  'operator.name': 'Name of the person taking the counter',
  'operator.nameHint':
    'A name as the shop calls them, up to 40 letters. No digits: never an Aadhaar or a phone number.',
  'operator.picks': 'Names used on this desk',
  'operator.thenAuth':
    'After the hand-over, the bank needs this person’s own fingerprint before the next customer.',
  'operator.submit': 'Hand over',
  'operator.sending': 'Handing over…',
  'operator.cancel': 'Cancel',
  'operator.handedOver': 'At the counter now: {name}. Authenticate below with their own finger.',
  'operator.failed': 'The counter was not handed over',
  'operator.rule.missing': 'Type the name of the person taking the counter.',
  'operator.rule.digits': 'A name has no digits: never an Aadhaar or a phone number.',
  'operator.rule.length': 'The name is too long: 40 characters at most.',
  'operator.rule.signs': 'Only letters, spaces, dots, apostrophes and hyphens.',
  'mauth.state.blocked': 'Blocked by the bank: see below whom to call.',
  'mauth.ownFingerNamed': 'Use {name}’s own finger, not the customer’s.',
  // (v1.5) A browser position far from the shop (components/counter/EnquiryLocationQuestion.vue).
  'locationFar.heading': 'This laptop’s position is {km} km from the shop',
  'locationFar.text':
    'The bank checks where each enquiry comes from. The browser’s position (within {metres} m) is far from the shop location set in the bridge: a VPN or a guess from the internet connection can do that. Which position goes to the bank?',
  'locationFar.useShop': 'Use the shop’s position',
  'locationFar.send': 'Send this laptop’s position',
  // (v1.5) The day book by the person at the counter.
  'daybook.operator': 'Person at the counter',
  'daybook.allOperators': 'Everyone',
  'daybook.cause': 'Bank’s reason',
  'daybook.allCauses': 'Any reason',
  'causeName.daily-limit': 'Daily limit reached',
  'causeName.account-blocked': 'Account blocked',
  'causeName.aadhaar-not-linked': 'Aadhaar not linked to the account',
  'causeName.biometric-locked': 'Fingerprint locked by the customer',
  'causeName.finger-mismatch': 'Fingerprint did not match',
  'causeName.aadhaar-invalid': 'Aadhaar number not accepted',
  'causeName.bank-unavailable': 'Bank not answering',
  'causeName.duplicate-fingers': 'Same finger sent twice',
  'causeName.rd-key-expired': 'RD service: expired UIDAI key',
  'causeName.device-not-allowed': 'Reader not allowed',
  'causeName.device-not-certified': 'Reader not certified (L0)',
  'causeName.device-integrity': 'RD service data damaged',
  'causeName.device-certificate-expired': 'Reader certificate expired',
  'causeName.pid-expired': 'Fingerprint too old (clock behind)',
  'causeName.clock-ahead': 'Laptop clock ahead',
  'causeName.biometric-update-needed': 'Biometric update needed',
  'causeName.merchant-blocked': 'Merchant’s operator blocked',
  'daybook.byOperator': 'By person at the counter',
  'daybook.operatorNone': 'Not named',
  // (v1.5) The receipt's "served by", off unless the shop turns it on.
  'receipt.operator': 'Served by',
  'settings.receiptOperator': 'Print the name of the person at the counter on receipts',
  'settings.receiptOperatorHint':
    'Off by default: the name stays in this desk’s day book and exports.',
  'code.UPSTREAM_BAD_REPLY': 'The bank service sent an answer that could not be read.',
  'code.BRIDGE_UNREACHABLE': 'The page cannot reach the bridge.',
  'code.CLIENT_TIMEOUT': 'The page stopped waiting for the bridge.',
} as const satisfies Record<Exclude<ErrorTextKey, keyof typeof enFirstLoad>, string> &
  Record<string, string>
