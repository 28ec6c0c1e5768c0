// The words for a record's operation and outcome, in the desk's two languages: one small table
// that the merchant's catalogues (src/i18n) spread into theirs and the day book's export
// (bridge/day-book/export-cells.ts) reads, so the screen and the file say the same word and the
// bridge never loads the app's catalogues. Each language's halves are separate constants, so the
// first load takes only the English operations.

export const OPERATION_WORDS_EN = {
  'op.balance-enquiry': 'Balance enquiry',
  'op.mini-statement': 'Mini statement',
  'op.merchant-authentication': 'Merchant authentication',
  'op.operator-handover': 'Counter handed over',
} as const

export const OUTCOME_WORDS_EN = {
  'outcome.success': 'Success',
  'outcome.failure': 'Refused',
  'outcome.pending': 'Pending (not confirmed)',
  'outcome.reversed': 'Reversed',
  'outcome.timeout': 'Timed out (not confirmed)',
  'outcome.unauthorized': 'Credentials refused',
  'outcome.missing-parameter': 'Detail missing',
  'outcome.error': 'Error (not confirmed)',
  'outcome.redirect': 'Redirect',
  'outcome.merchant-auth-required': 'Merchant authentication due',
  'outcome.unknown': 'Unknown (not confirmed)',
  'outcome.unconfirmed': 'Not confirmed',
} as const

export const OPERATION_WORDS_HI = {
  'op.balance-enquiry': 'बैलेंस पूछताछ',
  'op.mini-statement': 'मिनी स्टेटमेंट',
  'op.merchant-authentication': 'मर्चेंट की पहचान की जाँच',
  'op.operator-handover': 'काउंटर सौंपा गया',
} as const satisfies Record<keyof typeof OPERATION_WORDS_EN, string>

export const OUTCOME_WORDS_HI = {
  'outcome.success': 'सफल',
  'outcome.failure': 'अस्वीकृत',
  'outcome.pending': 'लंबित (पुष्टि नहीं हुई)',
  'outcome.reversed': 'रिवर्स',
  'outcome.timeout': 'समय समाप्त (पुष्टि नहीं हुई)',
  'outcome.unauthorized': 'क्रेडेंशियल अस्वीकृत',
  'outcome.missing-parameter': 'विवरण छूटा',
  'outcome.error': 'त्रुटि (पुष्टि नहीं हुई)',
  'outcome.redirect': 'रीडायरेक्ट',
  'outcome.merchant-auth-required': 'मर्चेंट की पहचान की जाँच बाकी',
  'outcome.unknown': 'अज्ञात (पुष्टि नहीं हुई)',
  'outcome.unconfirmed': 'पुष्टि नहीं हुई',
} as const satisfies Record<keyof typeof OUTCOME_WORDS_EN, string>
