// What the benches' generated journals are made of: five banks (one with a Hindi name), the
// outcomes in a busy shop's proportions, and a mini statement's ten entries. Shared by
// journal-generate.ts (SQLite) and day-book.ts (the JSON-lines journal of issue 15).

export const BANKS = [
  ['607094', 'State Bank of India'],
  ['608001', 'पंजाब नैशनल बैंक'],
  ['607153', 'Bank of Baroda'],
  ['508534', 'ICICI Bank'],
  ['607027', 'Canara Bank'],
] as const
export const OUTCOMES = [
  'success',
  'success',
  'success',
  'success',
  'failure',
  'pending',
  'unknown',
]

export function entries(i: number) {
  return Array.from({ length: 10 }, (_, k) => ({
    date: '11/' + String((k % 28) + 1).padStart(2, '0'),
    isoDate: '2026-11-' + String((k % 28) + 1).padStart(2, '0'),
    txnType: k % 3 ? 'Dr' : 'Cr',
    direction: k % 3 ? 'debit' : 'credit',
    amount: String(100 + ((i * 7 + k) % 900)) + '.00',
    amountValue: 100 + ((i * 7 + k) % 900),
    narration: 'UPI/P2M/' + (400000000 + i * 10 + k) + '/KIRANA STORE',
    rawNarration: 'UPI%2FP2M%2F' + (400000000 + i * 10 + k) + '%2FKIRANA%20STORE',
  }))
}
