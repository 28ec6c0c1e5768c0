// Plausible mini statement entries for the sandbox: padded, sometimes URL-escaped narrations,
// MM/DD dates newest first, amounts as text (docs/provider-api.md).

import type { RawStatementEntry } from '../../../src/shared/contract.ts'

const NARRATIONS: readonly [string, 'Cr' | 'Dr'][] = [
  [' Int.Pd:361390822 ', 'Cr'],
  [' CC%20PAYMENT     ', 'Dr'],
  [' UPI/412345678901/PAYTM      ', 'Dr'],
  [' ATM WDL 0453 MUMBAI    ', 'Dr'],
  [' NEFT-SALARY-ACME%20TRADERS ', 'Cr'],
  [' AEPS WDL 6070941234 ', 'Dr'],
  [' BY CASH DEP        ', 'Cr'],
  [' PMJDY DBT PM-KISAN   ', 'Cr'],
  [' 10% CASHBACK+OFFER ', 'Cr'],
  [' IMPS/P2A/612345/RAVI%20K ', 'Dr'],
  [' CHQ DEP 000123         ', 'Cr'],
  [' SMS CHRGS QTR   ', 'Dr'],
  [' LPG SUBSIDY%2FDBTL ', 'Cr'],
  [' POS 4321XXXX KIRANA STORE    ', 'Dr'],
]

/** A deterministic pseudo-random source, so one customer sees one story within a run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}

const mmdd = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}`

export function statementEntries(random: () => number, today: Date): RawStatementEntry[] {
  const count = 8 + Math.floor(random() * 3)
  const entries: RawStatementEntry[] = []
  let day = new Date(today)
  for (let i = 0; i < count; i++) {
    // Quiet accounts have long gaps: a statement can span more than a year (docs/provider-api.md).
    day = new Date(
      day.getTime() - Math.floor(1 + random() * (random() < 0.15 ? 120 : 20)) * 86_400_000,
    )
    const [narration, txnType] = NARRATIONS[Math.floor(random() * NARRATIONS.length)]!
    const rupees = txnType === 'Cr' ? 50 + random() * 9000 : 10 + random() * 4000
    const amount = (Math.round(rupees * 100) / 100).toFixed(random() < 0.5 ? 1 : 2)
    entries.push({
      date: mmdd(day),
      txnType,
      amount: random() < 0.2 ? `  ${amount}` : amount,
      narration,
    })
  }
  return entries
}
