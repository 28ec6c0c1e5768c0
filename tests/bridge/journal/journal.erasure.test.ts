// Erasing one record at the customer's request (src/shared/erasure.ts): the record keeps its time,
// operation, outcome, cause and the erasure's own time and reason; everything about the customer
// leaves it and every file of DATA_DIR (secure_delete and a truncating checkpoint, tested as the
// reprint window's purge is: the raw bytes of the database and its log); a later snapshot cannot
// bring anything back. The clock is the test's.

import { describe, expect, it } from 'vitest'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import { erasureOf } from '../../../src/shared/erasure.ts'
import {
  ENTRIES,
  HOUR,
  clockedJournalRoot,
  logged,
  summaryOf,
} from '../../fixtures/journal-fixtures.ts'

const { h, clock } = clockedJournalRoot()

/** A customer whose every detail is a string found nowhere else in the journal. */
const customer = (overrides: Partial<TransactionRecord> = {}) =>
  clock.record({
    operation: 'mini-statement',
    aadhaarMasked: 'XXXXXXXX7391',
    mobileMasked: 'XXXXXX8462',
    outcome: 'failure',
    code: '0x0202',
    message: '330: Biometrics locked by Aadhaar holder RAMESH-KUMAR',
    displayMessage: 'Locked for RAMESH-KUMAR',
    bankMessage: 'BANK-SAYS-RAMESH',
    bankCode: '05',
    rrn: '539911112222',
    stanNo: '777333',
    clientRefNo: 'CR-ERASE-ME',
    availableBalance: '98765.43',
    statementBalance: 98765.43,
    entries: ENTRIES,
    consentNotice: 'ms-3-ta',
    ...overrides,
  })

const CUSTOMER_STRINGS = [
  '7391',
  '8462',
  'RAMESH',
  '539911112222',
  '777333',
  'CR-ERASE-ME',
  '98765.43',
  'Int.Pd',
]

describe('erasing one record', () => {
  it('keeps time, operation, outcome, cause and the erasure’s time and reason, and nothing of the customer', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const tx = customer()
    await journal.write(tx)
    clock.pass(HOUR)
    const shown = journal.erase(tx.id, 'customer-asked')!
    expect(shown).toMatchObject({
      id: tx.id,
      operation: 'mini-statement',
      startedAt: tx.startedAt,
      finishedAt: tx.finishedAt,
      outcome: 'failure',
      code: '0x0202',
      cause: 'biometric-locked',
      modality: 'finger',
      consentNotice: 'ms-3-ta',
      aadhaarMasked: '',
      mobileMasked: '',
      message: null,
      displayMessage: null,
      rrn: null,
      stanNo: null,
      clientRefNo: null,
      availableBalance: null,
    })
    expect(erasureOf(shown)).toEqual({
      at: new Date(clock.wall).toISOString(),
      reason: 'customer-asked',
    })
    expect(shown).not.toHaveProperty('entries')
    expect(shown).not.toHaveProperty('bankMessage')
    expect(shown).not.toHaveProperty('statementBalance')
    expect(JSON.stringify(journal.list(5))).not.toMatch(/7391|RAMESH|98765/)
    expect(logged(h.logs, /journal record erased/)).toEqual([
      expect.objectContaining({ id: tx.id, reason: 'customer-asked' }),
    ])
    expect(h.logs.join('\n')).not.toMatch(/7391|RAMESH/)
  })

  it('leaves none of the customer’s strings in journal.db or its write-ahead log, and keeps the other records whole', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 0 })
    const other = clock.record({
      availableBalance: '555.55',
    })
    const tx = customer()
    await journal.write(other)
    await journal.write(tx)
    // The customer's strings are on disk before the erasure: the test can see them.
    const before = h.rawFiles()
    for (const text of CUSTOMER_STRINGS) expect(before).toContain(text)
    journal.erase(tx.id, 'consent-withdrawn')
    const after = h.rawFiles()
    const left = CUSTOMER_STRINGS.filter((text) => after.includes(text))
    expect(left).toEqual([])
    expect(after).toContain('555.55')
    expect(journal.get(other.id)).toMatchObject({ availableBalance: '555.55' })
    // And after a restart, from the file alone.
    const again = await h.reopen(journal, { ...clock.options(), reprintHours: 0 })
    expect(erasureOf(again.get(tx.id)!)?.reason).toBe('consent-withdrawn')
    expect(again.get(tx.id)).toMatchObject({ aadhaarMasked: '', availableBalance: null })
  })

  it('erases a later snapshot of the same record too, and keeps the first erasure', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 0 })
    const tx = customer({ outcome: 'unknown', finishedAt: null })
    await journal.write(tx)
    journal.erase(tx.id, 'wrong-customer')
    const firstAt = erasureOf(journal.get(tx.id)!)!.at
    // The bank's answer arrives after the erasure (an answer kept through a disk fault, say).
    clock.pass(HOUR)
    await journal.write({
      ...tx,
      outcome: 'success',
      finishedAt: new Date(clock.wall).toISOString(),
    })
    journal.erase(tx.id, 'customer-asked')
    const shown = journal.get(tx.id)!
    expect(erasureOf(shown)).toEqual({ at: firstAt, reason: 'wrong-customer' })
    expect(shown).toMatchObject({ outcome: 'success', aadhaarMasked: '', availableBalance: null })
    expect(h.rawFiles()).not.toContain('98765.43')
  })

  it('keeps the day’s counts: the erased record is still counted under its operation and outcome', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 0 })
    const tx = customer()
    await journal.write(tx)
    const day = tx.startedAt.slice(0, 10)
    const counts = () => summaryOf(journal, { from: day, to: day }, day).totals
    const before = counts()
    journal.erase(tx.id, 'customer-asked')
    expect(counts()).toEqual(before)
  })

  it('answers undefined for an id it does not hold', async () => {
    const journal = await h.open(clock.options())
    expect(journal.erase('no-such-record', 'customer-asked')).toBeUndefined()
  })
})
