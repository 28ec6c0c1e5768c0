// RD errCode -> what the merchant should do (docs/rd-service.md §4). The codes are kept verbatim in
// the error code (RD_700, RD_-1509); only the codes backed by a public implementation get their
// own sentence, and an unknown one gets a generic sentence naming it (§4: "do not invent meanings").

const SETTINGS_REFUSED = (code: string, what: string) =>
  `The fingerprint reader did not accept the bridge's ${what} (RD error ${code}). ` +
  'Update the reader’s RD service from the device vendor’s website, or contact support.'

const MESSAGES: Readonly<Record<string, string>> = {
  // 100-210: the reader refused our PidOptions. Nothing the customer does changes these.
  '100': SETTINGS_REFUSED('100', 'capture settings'),
  '110':
    'The reader’s RD service does not support the fingerprint format Aadhaar banking needs ' +
    '(RD error 110). Update the RD service from the device vendor’s website.',
  '120': SETTINGS_REFUSED('120', 'finger count'),
  '130': SETTINGS_REFUSED('130', 'iris type'),
  '140': SETTINGS_REFUSED('140', 'iris count'),
  '150':
    'The reader’s RD service does not support PID version 2.0 (RD error 150). ' +
    'Update the RD service from the device vendor’s website.',
  '160': SETTINGS_REFUSED('160', 'capture time limit'),
  '170': SETTINGS_REFUSED('170', 'finger position'),
  '180':
    'This RD service does not do face capture (RD error 180). Choose the fingerprint reader and try again.',
  '190': SETTINGS_REFUSED('190', 'PID format'),
  '200': SETTINGS_REFUSED('200', 'demographic settings'),
  '210':
    'The reader’s RD service does not support the PID format the bridge asked for (RD error 210). ' +
    'Update the RD service from the device vendor’s website.',
  // 700-770, 999: the reader or the finger.
  '700':
    'No finger was placed within the time limit. Ask the customer to place the finger firmly and try again.',
  '710':
    'The fingerprint reader is busy: another application, or a capture just cancelled, is still using it. ' +
    'Wait a few seconds (or close the other application) and try again.',
  '720':
    'The fingerprint reader is not ready. Check that it is plugged in firmly (or try another USB port) and ' +
    'try again.',
  '730':
    'The fingerprint could not be captured. Ask the customer to clean and dry the finger, place it flat on ' +
    'the reader and try again.',
  '740':
    'The fingerprint reader needs to be restarted. Unplug it, wait five seconds, plug it back in and try again.',
  '750':
    'This RD service does not capture fingerprints (RD error 750). Choose the fingerprint reader in the ' +
    'device list and try again.',
  '760':
    'This RD service reported that it does not support iris capture (RD error 760). Choose the fingerprint ' +
    'reader in the device list and try again.',
  '770':
    'The RD service did not recognise the capture address (RD error 770). Rescan the devices and try again; ' +
    'if it repeats, reinstall the RD service.',
  '999':
    'The reader’s RD service had an internal error (RD error 999). Restart the RD service (or the computer) ' +
    'and try again.',
  // Mantra-style services right after start-up (§4, §6 pitfall 12).
  '-1509': 'The fingerprint reader is still starting. Wait a few seconds and try again.',
}

/** Codes that have their own sentence; the rest get the generic one. */
export const DOCUMENTED_RD_CODES: readonly string[] = Object.keys(MESSAGES)

/** A merchant-facing sentence for an RD errCode; errInfo (already cleaned) helps for unknown codes. */
export function rdErrorMessage(errCode: string, errInfo = ''): string {
  const known = MESSAGES[errCode]
  if (known !== undefined) return known
  const said = errInfo === '' ? '' : ` ("${errInfo}")`
  return (
    `The fingerprint reader reported error ${errCode}${said}. Check that the reader is plugged in and ` +
    'try again; if it repeats, restart the RD service.'
  )
}
