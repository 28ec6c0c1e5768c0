// The CSV cells the journal keeps beside a record (bridge/day-book/kept-cells.ts): read back in
// either language they are csv.ts's row of the record, byte for byte, over hostile texts; they do
// not change when the reprint window takes the balance and entries out; no secret the CSV hides
// enters them; and they carry the fingerprint of the code that made them, so that cells of other
// code are never read as this code's.

import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { csvRow } from '../../../bridge/day-book/csv.ts'
import { KEPT_CELLS_CODE } from '../../../bridge/day-book/kept-cells-code.ts'
import { KEPT_CELLS_TAG, keptCells, keptRows } from '../../../bridge/day-book/kept-cells.ts'
import { withoutDetails } from '../../../bridge/journal/record-row.ts'
import type { StoredRecord } from '../../../bridge/journal/journal-types.ts'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import {
  aadhaarNumber,
  hostileCase,
  mobileNumber,
  random,
  rrnOf,
  type HostileCase,
} from '../../fixtures/hostile-texts.ts'
import { keptCellsFingerprint } from '../../fixtures/kept-cells-fingerprint.ts'
import { PROPERTY_SEED } from '../../fixtures/property-seed.ts'
import { NOW, record } from '../../fixtures/records.ts'

/** Records of every shape the CSV has, each text field hostile, and the secrets planted. */
function hostileRecords(
  seed: number,
  n: number,
): { record: TransactionRecord; cases: HostileCase[] }[] {
  const rnd = random(seed)
  const out: { record: TransactionRecord; cases: HostileCase[] }[] = []
  const outcomes = ['success', 'failure', 'pending', 'unknown', 'reversed'] as const
  for (let i = 0; i < n; i++) {
    const cases = [0, 1, 2, 3].map((k) =>
      k % 2
        ? hostileCase(rnd, mobileNumber(rnd), 'mobile', rrnOf(rnd, NOW))
        : hostileCase(rnd, aadhaarNumber(rnd), 'aadhaar', rrnOf(rnd, NOW)),
    )
    const settled = i % 4 === 1
    out.push({
      cases,
      record: record({
        startedAt: new Date(NOW.getTime() - i * 37_000).toISOString(),
        operation:
          i % 3
            ? 'balance-enquiry'
            : i % 3 === 0 && i % 2
              ? 'mini-statement'
              : 'merchant-authentication',
        outcome: settled ? 'pending' : outcomes[i % outcomes.length]!,
        code: i % 5 ? '=cmd|' + cases[0]!.text : '0x0202',
        message: cases[0]!.text,
        clientRefNo: i % 2 ? '+' + cases[1]!.text : 'CR' + i,
        stanNo: i % 2 ? cases[2]!.text : '654321',
        rrn: i % 3 ? rrnOf(rnd, NOW) : cases[3]!.text,
        bankName: i % 2 ? 'पंजाब नैशनल बैंक, "मुख्य" शाखा' : '@SUM(A1)',
        availableBalance: '98765.43',
        ...(settled
          ? {
              settledOutcome: 'failure',
              statusChecks: [
                {
                  at: NOW.toISOString(),
                  outcome: 'failure',
                  code: '0x0202',
                  status: 'FAILURE',
                  message: cases[2]!.text,
                  rrn: null,
                },
              ],
            }
          : {}),
        ...({
          bankMessage: cases[3]!.text,
          bankCode: '-1',
          operator: i % 2 ? 'Asha "A", desk 2' : undefined,
        } as object),
      } as Partial<TransactionRecord>),
    })
  }
  return out
}

describe('the CSV cells kept beside a record', () => {
  const records = hostileRecords(PROPERTY_SEED, 200)

  it('are read back as csv.ts’s row of the record, in each language', () => {
    for (const lang of ['en', 'hi'] as const) {
      const rows = keptRows(lang)
      for (const { record: r } of records) {
        const kept = keptCells(r)
        expect(kept?.startsWith(KEPT_CELLS_TAG), `seed ${PROPERTY_SEED}`).toBe(true)
        expect(rows(kept), `seed ${PROPERTY_SEED}, record ${r.id}`).toBe(csvRow(r, lang))
      }
    }
  })

  it('are the same when the reprint window has taken the balance and entries out', () => {
    for (const { record: r } of records) {
      const withEntries = { ...r, entries: [{ date: '11/20', amount: '4321.00', narration: 'X' }] }
      const shown = withoutDetails(withEntries as unknown as StoredRecord, NOW.getTime())
      expect(keptCells(shown), `seed ${PROPERTY_SEED}`).toBe(
        keptCells(withEntries as TransactionRecord),
      )
    }
  })

  it('hold an Aadhaar number and a mobile only masked, even when an older record kept them whole', () => {
    // Their texts are the CSV's (the test above), so they hide what the CSV's guard hides; here the
    // identifiers' own fields, which an older journal may hold whole.
    const kept = keptCells(
      record({ aadhaarMasked: '234123412346', mobileMasked: '9876543210', message: 'ok' }),
    )!
    expect(kept).toContain('XXXXXXXX2346')
    expect(kept).toContain('XXXXXX3210')
    expect(kept).not.toMatch(/23412341|98765/)
  })

  it('are not kept for a code on two lines, and not read when another code made them', () => {
    expect(keptCells(record({ operation: 'balance-enquiry\nsuccess' as never }))).toBeNull()
    expect(keptCells(record({ outcome: 7 as never }))).toBeNull()
    const rows = keptRows('en')
    const kept = keptCells(record())!
    expect(rows(null)).toBeNull()
    expect(rows('kffffffffffffffff:' + kept.slice(KEPT_CELLS_TAG.length))).toBeNull()
    expect(rows(KEPT_CELLS_TAG + 'no lines')).toBeNull()
  })

  it('carry the fingerprint of the code that makes them', async () => {
    const now = await keptCellsFingerprint(resolve(import.meta.dirname, '../../..'))
    // When this fails, the code that makes the cells changed: set KEPT_CELLS_CODE
    // (bridge/day-book/kept-cells-code.ts) to the value received. Cells kept by the code before
    // are then read from their records' bodies (csv-export.ts).
    expect(KEPT_CELLS_CODE).toBe(now)
    expect(KEPT_CELLS_TAG).toBe(`k${now.slice(0, 16)}u${process.versions.unicode}:`)
  })
})
