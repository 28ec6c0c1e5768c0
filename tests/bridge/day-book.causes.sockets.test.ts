// The day book filtered by cause over real sockets (v1.5, the project's addition to the contract):
// the simulated bank refuses as UIDAI does, one sandbox number per code, and the list, the summary
// and both exports given `cause` hold exactly the records of the chosen causes; an id the cause
// list lacks is refused on field `cause`, and an emptied box filters nothing. The expected causes
// are written out here from the sandbox's refusals, not read from the rule the bridge uses.

import { parse } from 'csv-parse/sync'
// Loaded with the file, not between two requests: loading it took seconds beside two other test
// runs, and the next fetch then reused a keep-alive socket the bridge was closing (ECONNRESET).
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indiaDate } from '../../src/shared/india-day.ts'
import { SANDBOX_NUMBERS } from '../../src/shared/sandbox-numbers.ts'
import { mismatchCustomerNumber, uidaiRefusalNumber } from '../../src/shared/sandbox-refusals.ts'
import { api, enquire, startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'

const SUCCESS_NUMBER = '999900000000'
const BLOCKED_NUMBER = SANDBOX_NUMBERS.find((n) => n.scenario === 'merchant-blocked')!.aadhaar

let t: TestBridge
/** Transaction id to the cause its refusal has (null for the success). */
const written = new Map<string, string | null>()

async function ask(aadhaar: string, cause: string | null): Promise<void> {
  const reply = await enquire(t, '/api/balance-enquiries', { aadhaar })
  expect(reply.status, reply.text).toBe(200)
  expect(reply.json.cause ?? null).toBe(cause)
  written.set(reply.json.transactionId, cause)
}

const idsOf = (...causes: string[]) =>
  [...written]
    .filter(([, cause]) => causes.includes(cause!))
    .map(([id]) => id)
    .sort()

beforeAll(async () => {
  t = await startTestBridge({ rdBlock: 'day-book-causes' })
  await ask(mismatchCustomerNumber(41), 'finger-mismatch')
  await ask(SUCCESS_NUMBER, null)
  await ask(uidaiRefusalNumber('555'), 'device-not-certified')
  await ask(mismatchCustomerNumber(42), 'finger-mismatch')
  await ask(uidaiRefusalNumber('562'), 'clock-ahead')
  // Last: a blocked merchant holds `blocked` until an authentication succeeds.
  await ask(BLOCKED_NUMBER, 'merchant-blocked')
})

afterAll(async () => {
  await t?.close()
})

describe('the day book filtered by cause', () => {
  it('lists exactly the records of the chosen causes', async () => {
    const one = await api(t).get('/api/transactions?cause=finger-mismatch')
    expect(one.status, one.text).toBe(200)
    expect(one.json.transactions.map((r: { id: string }) => r.id).sort()).toEqual(
      idsOf('finger-mismatch'),
    )
    expect(
      one.json.transactions.every((r: { cause: string }) => r.cause === 'finger-mismatch'),
    ).toBe(true)
    const two = await api(t).get(
      '/api/transactions?cause=device-not-certified,merchant-blocked&outcome=failure',
    )
    expect(two.json.transactions.map((r: { id: string }) => r.id).sort()).toEqual(
      idsOf('device-not-certified', 'merchant-blocked'),
    )
    // Newest first, a page at a time, as without the filter.
    const first = await api(t).get('/api/transactions?cause=finger-mismatch&limit=1')
    expect(first.json.transactions).toHaveLength(1)
    const next = await api(t).get(
      `/api/transactions?cause=finger-mismatch&limit=1&before=${first.json.next}`,
    )
    expect([first.json.transactions[0].id, next.json.transactions[0].id].sort()).toEqual(
      idsOf('finger-mismatch'),
    )
    expect(next.json.next).toBeNull()
    // Within a date range, as the page asks (the range's days are read, then sorted).
    // From yesterday: the India day may turn (18:30 UTC) between the enquiries and this read.
    const [from, today] = [indiaDate(Date.now() - 86_400_000), indiaDate(Date.now())]
    const ranged = await api(t).get(
      `/api/transactions?cause=finger-mismatch&from=${from}&to=${today}&limit=1`,
    )
    expect(ranged.status, ranged.text).toBe(200)
    expect(ranged.json.transactions[0].id).toBe(first.json.transactions[0].id)
  })

  it('totals exactly the records of the chosen causes', async () => {
    const summary = await api(t).get('/api/transactions/summary?cause=finger-mismatch,clock-ahead')
    expect(summary.status, summary.text).toBe(200)
    expect(summary.json.totals.total).toBe(3)
    expect(summary.json.totals.byOperation).toEqual({ 'balance-enquiry': { failure: 3 } })
    expect(summary.json.days).toHaveLength(1)
    expect(summary.json.days[0].total).toBe(3)
    const all = await api(t).get('/api/transactions/summary')
    expect(all.json.totals.total).toBe(written.size)
  })

  it('exports exactly the records of the chosen causes, in the CSV and the workbook', async () => {
    // From yesterday: the India day may turn (18:30 UTC) between the enquiries and this read.
    const [from, today] = [indiaDate(Date.now() - 86_400_000), indiaDate(Date.now())]
    const reply = await api(t).get(
      `/api/transactions/export.csv?cause=finger-mismatch,merchant-blocked&from=${from}&to=${today}`,
    )
    expect(reply.status).toBe(200)
    const rows = parse(reply.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[]
    expect(rows.map((row) => row['transaction id']).sort()).toEqual(
      idsOf('finger-mismatch', 'merchant-blocked'),
    )
    for (const row of rows) expect(['finger-mismatch', 'merchant-blocked']).toContain(row.cause)

    const workbook = new ExcelJS.Workbook()
    const bytes = await fetch(`${t.url}/api/transactions/export.xlsx?cause=device-not-certified`)
    expect(bytes.status).toBe(200)
    await workbook.xlsx.load(await bytes.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    const header = (sheet.getRow(1).values as unknown[]).map(String)
    const idColumn = header.indexOf('Transaction id')
    expect(idColumn).toBeGreaterThan(0)
    const ids = Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
      String(sheet.getRow(i + 2).getCell(idColumn).value),
    )
    expect(ids).toEqual(idsOf('device-not-certified'))
  })

  it('refuses a cause the list lacks on field cause, and takes an emptied box as no filter', async () => {
    for (const path of [
      '/api/transactions?cause=finger',
      '/api/transactions/summary?cause=finger-mismatch,nope',
      '/api/transactions/export.csv?cause=FINGER-MISMATCH',
    ]) {
      const bad = await api(t).get(path)
      expect(bad.status, path).toBe(400)
      expect(bad.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'cause' })
      expect(bad.json.error.message).toMatch(/^cause must be a comma list of causes \(/)
    }
    const empty = await api(t).get('/api/transactions?cause=')
    expect(empty.json.transactions).toHaveLength(written.size)
  })
})
