// (v1.3) A settling status check in the day book, over real sockets: the RRN it returned finds the
// record (`q`), and the export rows of a settled record show that RRN (when the first answer had
// none) and the settled check's code, status and words, while the record keeps its first answer.

import { parse } from 'csv-parse/sync'
// Loaded with the file, not between two requests: loading it took seconds beside two other test
// runs, and the next fetch then reused a keep-alive socket the bridge was closing (ECONNRESET).
import ExcelJS from 'exceljs'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import { indiaDate } from '../../src/shared/india-day.ts'
import {
  api,
  enquire,
  liveEnv,
  startReader,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import { FIXTURE_RRN, startFaultUpstream, type FaultUpstream } from '../fixtures/fault-upstream.ts'

const ANY = '999900000000'
const RRN = 'RRN'
const CODE = 'code'
const STATUS = 'status'

function bytes(t: TestBridge, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: t.port, path, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve(Buffer.concat(chunks)))
    })
      .on('error', reject)
      .end()
  })
}

describe('a record settled by a status check, in the day book', () => {
  let upstream: FaultUpstream
  let reader: RdSimulator
  let t: TestBridge
  let settledId: string
  let pendingId: string

  beforeAll(async () => {
    upstream = await startFaultUpstream({
      kind: 'json',
      body: {
        code: '0x0206',
        status: 'PENDING',
        message: 'pending',
        data: { clientRefNo: 'CR-DB-1' },
      },
    })
    reader = await startReader('status-checks-day-book')
    t = await startTestBridge({
      rdBlock: 'status-checks-day-book',
      sandboxReader: false,
      env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '800', AEPS_2FA_POLICY: 'on-request' }),
    })
    pendingId = (await enquire(t, '/api/balance-enquiries', { aadhaar: ANY })).json.transactionId
    settledId = (await enquire(t, '/api/balance-enquiries', { aadhaar: ANY })).json.transactionId
    upstream.respondWith({
      kind: 'json',
      body: {
        code: '0x0200',
        status: 'SUCCESS',
        message: 'Transaction Successfully.',
        data: { rrn: FIXTURE_RRN },
      },
    })
    const checked = await api(t).post(`/api/transactions/${settledId}/status-checks`, {})
    expect(checked.json.check.rrn).toBe(FIXTURE_RRN)
  })
  afterAll(async () => {
    await t?.close()
    await reader?.close()
    await upstream?.close()
  })

  it('finds the record by the RRN its settling check returned, and the record keeps its first answer', async () => {
    const found = (await api(t).get(`/api/transactions?q=${FIXTURE_RRN}`)).json.transactions
    expect(found.map((r: { id: string }) => r.id)).toEqual([settledId])
    expect(found[0]).toMatchObject({
      rrn: null,
      code: '0x0206',
      status: 'PENDING',
      settledOutcome: 'success',
    })
    const kept = (await api(t).get(`/api/transactions/${settledId}`)).json
    expect(kept).toMatchObject({ rrn: null, code: '0x0206', status: 'PENDING' })
  })

  it('shows the settling RRN, code and status in the CSV and XLSX rows; a pending row keeps its own', async () => {
    const today = indiaDate(Date.now())
    const range = `from=${today}&to=${today}`
    const csv = parse(await bytes(t, `/api/transactions/export.csv?${range}`), {
      bom: true,
      columns: true,
    }) as Record<string, string>[]
    const row = (id: string) => csv.find((r) => r['transaction id'] === id)!
    expect(row(settledId)).toMatchObject({
      [RRN]: FIXTURE_RRN,
      [CODE]: '0x0200',
      [STATUS]: 'SUCCESS',
      outcome: 'Success',
      // The settling check's words, not the first answer's "pending".
      message: 'Transaction Successfully.',
    })
    expect(row(pendingId)).toMatchObject({
      [RRN]: '',
      [CODE]: '0x0206',
      [STATUS]: 'PENDING',
      message: 'pending',
    })

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(
      (await bytes(t, `/api/transactions/export.xlsx?${range}`)) as unknown as ArrayBuffer,
    )
    const sheet = workbook.worksheets[0]!
    const header = Array.from({ length: 16 }, (_, c) =>
      String(sheet.getRow(1).getCell(c + 1).value),
    )
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
      Object.fromEntries(header.map((h, c) => [h, sheet.getRow(i + 2).getCell(c + 1).value ?? ''])),
    )
    // The workbook's headers are the CSV's in sentence case (xlsx.ts, XLSX_HEADERS).
    expect(rows.find((r) => r['Transaction id'] === settledId)).toMatchObject({
      [RRN]: FIXTURE_RRN,
      Code: '0x0200',
      Status: 'SUCCESS',
      Message: 'Transaction Successfully.',
    })
  })
})
