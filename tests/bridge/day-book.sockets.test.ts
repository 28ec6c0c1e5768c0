// The day book over real sockets (docs/contract.md v1.2): each filter and each bad
// value of GET /api/transactions, /summary and /export.csv, the cursor, the summary's shape, and
// the CSV read back with a real CSV parser. The journal is seeded with records over three India
// days (Hindi bank names, commas, quotes, line breaks, every formula-injection prefix), then three
// enquiries go through the sandbox.

import { parse } from 'csv-parse/sync'
// Loaded with the file, not between two requests: loading it took seconds beside two other test
// runs, and the next fetch then reused a keep-alive socket the bridge was closing (ECONNRESET).
import ExcelJS from 'exceljs'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Journal } from '../../bridge/journal/journal.ts'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import { indiaDate } from '../../src/shared/india-day.ts'
import {
  api,
  enquire,
  isErrorShape,
  rdPorts,
  startTestBridge,
  tempDataDir,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import { record } from '../fixtures/records.ts'

const DAY = 24 * 60 * 60 * 1000
const now = Date.now()
const today = indiaDate(now)
const yesterday = indiaDate(now - DAY)
const lastWeek = indiaDate(now - 5 * DAY)
const PREFIXES = ['=', '+', '-', '@', '\t', '\r']

let n = 0
function seed(at: number, over: Partial<TransactionRecord> = {}): TransactionRecord {
  n++
  const startedAt = new Date(at).toISOString()
  return record({
    id: `seed-${String(n).padStart(3, '0')}`,
    startedAt,
    finishedAt: startedAt,
    merchantLoginId: 'SANDBOX01',
    aadhaarMasked: 'XXXXXXXX' + String(1000 + n),
    message: '000: Balance fetched',
    displayMessage: 'Balance fetched',
    rrn: String(600000000000 + n),
    stanNo: String(200000 + n),
    clientRefNo: 'REF' + n,
    transactionDateTime: null,
    availableBalance: '4242.00',
    ...over,
  })
}

// Times safely inside their India day, whatever the hour the test runs.
const noonOf = (date: string) => Date.parse(date + 'T06:30:00.000Z')
const SEEDED: TransactionRecord[] = [
  seed(noonOf(lastWeek)),
  seed(noonOf(yesterday), {
    bankiin: '608001',
    bankName: 'पंजाब नैशनल बैंक, "मुख्य"',
    outcome: 'failure',
    code: '0x0202',
    status: 'FAILURE',
    message: 'Declined,\r\nsee "bank" note',
    availableBalance: null,
  }),
  seed(noonOf(yesterday) + 60_000, {
    operation: 'mini-statement',
    availableBalance: null,
    entries: [
      {
        date: '11/20',
        isoDate: null,
        txnType: 'Dr',
        direction: 'debit',
        amount: '777.00',
        amountValue: 777,
        narration: 'NEVER-IN-CSV',
        rawNarration: 'NEVER-IN-CSV',
      },
    ],
  }),
  ...PREFIXES.map((prefix, i) =>
    seed(noonOf(yesterday) + (i + 2) * 60_000, {
      outcome: 'pending',
      clientRefNo: prefix + 'cmd|calc',
      message: prefix + 'SUM(A1:A9)',
      bankName: prefix + 'HYPERLINK("http://x.example")',
      bankiin: '990001',
    }),
  ),
]

let bridge: TestBridge

beforeAll(async () => {
  const dataDir = tempDataDir()
  const journal = new Journal({ dataDir, retentionDays: 90 })
  await journal.open()
  for (const record of SEEDED) await journal.write(record)
  await journal.close()
  bridge = await startTestBridge({
    rdBlock: 'day-book',
    dataDir,
    env: { RD_PORTS: rdPorts('day-book-list') },
  })
  // Three enquiries of today through the sandbox: a balance, a mini statement, a failure.
  for (const [path, aadhaar] of [
    ['/api/balance-enquiries', '999900000000'],
    ['/api/mini-statements', '999900000000'],
    ['/api/balance-enquiries', '999900000028'],
  ] as const) {
    const reply = await enquire(bridge, path, { aadhaar, consent: true })
    expect(reply.status).toBe(200)
  }
}, 30_000)

afterAll(async () => {
  await bridge?.close()
})

const get = (path: string) => api(bridge).get(path)
const ids = async (query: string) =>
  ((await get('/api/transactions?' + query)).json.transactions as { id: string }[]).map((t) => t.id)

/** GET over node:http: the bytes as sent (fetch's text() would drop the BOM). */
function raw(
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: bridge.port, path, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

describe('GET /api/transactions without filters', () => {
  it('answers as before: every record, newest first, with the cursor added', async () => {
    const reply = await get('/api/transactions')
    expect(reply.status).toBe(200)
    const list = reply.json.transactions as { id: string; seq: number; entryCount: number | null }[]
    expect(list).toHaveLength(SEEDED.length + 3)
    expect(list.slice(3).map((t) => t.id)).toEqual(SEEDED.map((r) => r.id).reverse())
    expect(list.map((t) => t.seq)).toEqual([...list.map((t) => t.seq)].sort((a, b) => b - a))
    expect(reply.json.next).toBeNull()
    expect(list[0]).not.toHaveProperty('entries')
  })
})

describe('each filter', () => {
  it('from and to: India calendar days, inclusive', async () => {
    const yesterdays = SEEDED.filter((r) => indiaDate(Date.parse(r.startedAt)) === yesterday)
    expect(await ids(`from=${yesterday}&to=${yesterday}`)).toEqual(
      yesterdays.map((r) => r.id).reverse(),
    )
    expect(await ids(`to=${lastWeek}`)).toEqual([SEEDED[0]!.id])
    expect(await ids(`from=${today}`)).toHaveLength(3)
  })

  it('operation: a comma list', async () => {
    expect(await ids(`operation=mini-statement&to=${yesterday}`)).toEqual([SEEDED[2]!.id])
    expect(await ids('operation=mini-statement,balance-enquiry')).toHaveLength(SEEDED.length + 3)
    expect(await ids('operation=merchant-authentication')).toEqual([])
  })

  it('outcome: a comma list', async () => {
    expect(await ids(`outcome=failure&to=${yesterday}`)).toEqual([SEEDED[1]!.id])
    expect(await ids(`outcome=failure,pending&to=${yesterday}`)).toHaveLength(PREFIXES.length + 1)
    expect(await ids(`from=${today}&outcome=failure`)).toHaveLength(1)
  })

  it('bankiin: one IIN', async () => {
    expect(await ids('bankiin=608001')).toEqual([SEEDED[1]!.id])
    expect(await ids('bankiin=990001')).toHaveLength(PREFIXES.length)
    expect(await ids('bankiin=111111')).toEqual([])
  })

  it('q: the last four of the Aadhaar number, or an exact RRN, STAN or client reference', async () => {
    const target = SEEDED[1]!
    expect(await ids('q=' + target.aadhaarMasked.slice(-4))).toEqual([target.id])
    expect(await ids('q=' + target.rrn)).toEqual([target.id])
    expect(await ids('q=' + target.stanNo)).toEqual([target.id])
    expect(await ids('q=' + target.clientRefNo)).toEqual([target.id])
    expect(await ids('q=' + target.rrn!.slice(0, 11))).toEqual([]) // exact, not a prefix
    expect(await ids('q=0000')).toHaveLength(2) // today's two enquiries for 999900000000
    expect(await ids('q=5555')).toEqual([])
  })

  it('combines filters', async () => {
    expect(
      await ids(
        `from=${yesterday}&to=${yesterday}&operation=balance-enquiry&outcome=failure&bankiin=608001&q=${SEEDED[1]!.rrn}`,
      ),
    ).toEqual([SEEDED[1]!.id])
  })
})

describe('each bad value', () => {
  const BAD = [
    ['from=2026-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2026/11/23', 'to'],
    [`from=${today}&to=${lastWeek}`, 'to'],
    ['operation=withdrawal', 'operation'],
    ['outcome=SUCCESS', 'outcome'],
    ['outcome=success,,failure', 'outcome'],
    ['bankiin=SBI', 'bankiin'],
    ['q=12%2034', 'q'],
    ['q=%3Cscript%3E', 'q'],
    ['from=2026-11-01&from=2026-11-02', 'from'],
  ] as const
  for (const route of [
    '/api/transactions',
    '/api/transactions/summary',
    '/api/transactions/export.csv',
  ]) {
    it.each(BAD)(`${route}?%s is 400 VALIDATION_FAILED naming %s`, async (query, field) => {
      const reply = await get(`${route}?${query}`)
      expect(reply.status).toBe(400)
      expect(isErrorShape(reply.json)).toBe(true)
      expect(reply.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field })
    })
  }

  it.each([
    ['limit=0', 'limit'],
    ['limit=x', 'limit'],
    // Contract v1.3: limit is 1-500; a larger page is refused, with or without filters.
    ['limit=501', 'limit'],
    ['limit=100000', 'limit'],
    ['bankiin=607094&limit=501', 'limit'],
    ['before=nope-not-an-id', 'before'],
    ['before=..%2F', 'before'],
  ])('GET /api/transactions?%s is 400 naming %s', async (query, field) => {
    const reply = await get('/api/transactions?' + query)
    expect(reply.status).toBe(400)
    expect(reply.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field })
  })
})

describe('the cursor', () => {
  it('serves the largest page, limit=500', async () => {
    expect((await get('/api/transactions?limit=500')).status).toBe(200)
  })

  it('pages through everything newest first, once each, and ends with next: null', async () => {
    const all = await ids('limit=500')
    const seen: string[] = []
    let before: string | null = null
    for (let page = 0; page < 20; page++) {
      const reply = await get(`/api/transactions?limit=4${before ? '&before=' + before : ''}`)
      const got = (reply.json.transactions as { id: string }[]).map((t) => t.id)
      seen.push(...got)
      before = reply.json.next
      if (before === null) break
      expect(before).toBe(got.at(-1))
    }
    expect(seen).toEqual(all)
  })

  it('keeps the filters across pages', async () => {
    const first = await get(`/api/transactions?bankiin=990001&limit=4`)
    expect(first.json.transactions).toHaveLength(4)
    const second = await get(`/api/transactions?bankiin=990001&limit=4&before=${first.json.next}`)
    expect(second.json.transactions).toHaveLength(PREFIXES.length - 4)
    expect(second.json.next).toBeNull()
  })
})

describe('GET /api/transactions/summary', () => {
  it('has the contract’s shape, days absent when empty, and today’s three enquiries', async () => {
    const reply = await get(`/api/transactions/summary?from=${lastWeek}&to=${today}`)
    expect(reply.status).toBe(200)
    const { from, to, days, totals } = reply.json
    expect([from, to]).toEqual([lastWeek, today])
    expect(days.map((d: { date: string }) => d.date)).toEqual([lastWeek, yesterday, today])
    const todays = days[2]
    expect(todays.total).toBe(3)
    expect(todays.byOperation).toEqual({
      'balance-enquiry': { success: 1, failure: 1 },
      'mini-statement': { success: 1 },
    })
    expect(todays.byBank).toEqual([
      { iin: '607094', name: 'State Bank of India', total: 3, success: 2 },
    ])
    expect(Date.parse(todays.first)).toBeLessThanOrEqual(Date.parse(todays.last))
    expect(totals.total).toBe(SEEDED.length + 3)
    expect(totals.byBank).toContainEqual({
      iin: '608001',
      name: 'पंजाब नैशनल बैंक, "मुख्य"',
      total: 1,
      success: 0,
    })
  })

  it('counts what the same filters list', async () => {
    const query = `outcome=pending&from=${yesterday}`
    const summary = (await get('/api/transactions/summary?' + query)).json
    expect(summary.totals.total).toBe((await ids(query)).length)
    expect(summary.totals.byOperation).toEqual({ 'balance-enquiry': { pending: PREFIXES.length } })
  })

  it('names a future from without to as from..from, never a range that ends before it starts', async () => {
    const future = indiaDate(now + 2 * DAY)
    const summary = (await get(`/api/transactions/summary?from=${future}`)).json
    expect([summary.from, summary.to]).toEqual([future, future])
    expect(summary.totals.total).toBe(0)
    const csv = await raw(`/api/transactions/export.csv?from=${future}`)
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="enquiries-${future}-to-${future}.csv"`,
    )
    const xlsx = await raw(`/api/transactions/export.xlsx?from=${future}`)
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="enquiries-${future}-to-${future}.xlsx"`,
    )
    // The mirror case: a past to without from, with nothing in it, starts on to.
    const past = (await get('/api/transactions/summary?to=2020-01-31')).json
    expect([past.from, past.to]).toEqual(['2020-01-31', '2020-01-31'])
  })

  it('answers a range with nothing with no days and zero totals', async () => {
    const reply = await get('/api/transactions/summary?from=2020-01-01&to=2020-01-31')
    expect(reply.json).toEqual({
      from: '2020-01-01',
      to: '2020-01-31',
      days: [],
      totals: { total: 0, byOperation: {}, byBank: [], byOperator: [], first: null, last: null },
    })
  })
})

describe('GET /api/transactions/export.csv', () => {
  it('is a UTF-8 CSV attachment named for the range, with a BOM and CRLF', async () => {
    const reply = await raw(`/api/transactions/export.csv?from=${yesterday}&to=${today}`)
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="enquiries-${yesterday}-to-${today}.csv"`,
    )
    expect(reply.headers['x-content-type-options']).toBe('nosniff')
    expect(reply.headers['cache-control']).toBe('no-store')
    expect([...reply.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = reply.bytes.toString('utf8')
    expect(text.endsWith('\r\n')).toBe(true)
    // Outside quoted cells, every line ends CRLF.
    expect(text.replace(/"[^"]*"/g, '')).not.toMatch(/[^\r]\n/)
  })

  it('reads back with a CSV parser: the columns, Hindi, commas, quotes, line breaks', async () => {
    const reply = await raw(`/api/transactions/export.csv?from=${yesterday}&to=${yesterday}`)
    const rows = parse(reply.bytes, { bom: true }) as string[][]
    expect(rows[0]).toEqual([
      'time (IST)',
      'operation',
      'outcome',
      'code',
      'status',
      'bank',
      'IIN',
      'Aadhaar',
      'mobile',
      'RRN',
      'STAN',
      'client reference',
      'bank code',
      'bank message',
      'message',
      'transaction id',
      'cause',
      'operator',
    ])
    const body = rows.slice(1)
    expect(body).toHaveLength(2 + PREFIXES.length)
    // Oldest first, the day's order.
    expect(body.map((r) => r[15])).toEqual(SEEDED.slice(1).map((r) => r.id))
    const failure = body[0]!
    expect(failure[5]).toBe('पंजाब नैशनल बैंक, "मुख्य"')
    expect(failure[14]).toBe('Declined,\r\nsee "bank" note')
    expect(failure[7]).toBe('XXXXXXXX' + SEEDED[1]!.aadhaarMasked.slice(-4))
    expect(failure[9]).toBe(SEEDED[1]!.rrn)
    expect(failure[0]).toMatch(new RegExp(`^${yesterday} \\d\\d:\\d\\d:\\d\\d$`))
  })

  it('guards every formula-injection prefix with a leading quote', async () => {
    const reply = await raw(`/api/transactions/export.csv?bankiin=990001`)
    const rows = (parse(reply.bytes, { bom: true }) as string[][]).slice(1)
    expect(rows).toHaveLength(PREFIXES.length)
    rows.forEach((row, i) => {
      const prefix = PREFIXES[i]!
      expect(row[5]).toBe(`'${prefix}HYPERLINK("http://x.example")`)
      expect(row[11]).toBe(`'${prefix}cmd|calc`)
      expect(row[14]).toBe(`'${prefix}SUM(A1:A9)`)
    })
  })

  it('never carries a balance or a statement entry', async () => {
    const reply = await raw('/api/transactions/export.csv')
    const text = reply.bytes.toString('utf8')
    expect(text).not.toContain('4242.00')
    expect(text).not.toContain('NEVER-IN-CSV')
    expect(text).not.toMatch(/(?<![\d])9999\d{8}(?!\d)/) // no sandbox Aadhaar number in full
    // The records themselves still hold them, for reprinting.
    expect((await get('/api/transactions/' + SEEDED[2]!.id)).json.entries).toHaveLength(1)
  })

  it('names an open range by its first and last day', async () => {
    const reply = await raw('/api/transactions/export.csv?operation=mini-statement')
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="enquiries-${yesterday}-to-${today}.csv"`,
    )
  })
})

describe('the exports in the desk’s language and for Excel (issue 22 item 8)', () => {
  it('writes operation and outcome in the words of lang, English without it', async () => {
    const rows = async (query: string) =>
      (
        parse(
          (await raw(`/api/transactions/export.csv?from=${yesterday}&to=${yesterday}${query}`))
            .bytes,
          { bom: true },
        ) as string[][]
      ).slice(1)
    const en = await rows('')
    const hi = await rows('&lang=hi')
    expect(en[0]!.slice(1, 3)).toEqual(['Balance enquiry', 'Refused'])
    expect(hi[0]![1]).toMatch(/^[\u0900-\u097f ]+$/)
    expect(hi[0]![1]).not.toBe(en[0]![1])
    expect(hi.map((r) => r[15])).toEqual(en.map((r) => r[15]))
  })

  it('refuses an unknown lang with 400 naming the field', async () => {
    const reply = await get('/api/transactions/export.csv?lang=fr')
    expect(reply.status).toBe(400)
    expect(reply.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lang' })
  })

  it('gives an XLSX whose time is an Excel date of the India wall time and whose RRN and STAN read back whole as text', async () => {
    const reply = await raw(
      `/api/transactions/export.xlsx?from=${yesterday}&to=${yesterday}&lang=hi`,
    )
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="enquiries-${yesterday}-to-${yesterday}.xlsx"`,
    )
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(reply.bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    // Each of the eighteen cells by its column: an empty one reads back as no value.
    const values = (n: number) =>
      Array.from({ length: 18 }, (_, c) => sheet.getRow(n).getCell(c + 1).value ?? '')
    expect(values(1)[9]).toBe('RRN')
    expect(values(1)[0]).toBe('Time (IST, UTC+05:30)')
    const csv = (
      parse(
        (await raw(`/api/transactions/export.csv?from=${yesterday}&to=${yesterday}&lang=hi`)).bytes,
        { bom: true },
      ) as string[][]
    ).slice(1)
    expect(sheet.rowCount).toBe(csv.length + 1)
    csv.forEach((row, i) => {
      // The same values as the CSV, without the CSV's apostrophes.
      const cells = values(i + 2)
      // (XML reads a line break in a cell as LF.)
      // The Aadhaar as the screen writes it (XXXX XXXX 1234), where the CSV keeps the record's form.
      expect(cells.slice(1)).toEqual(
        row
          .slice(1)
          .map((v) => v.replace(/^'/, '').replace(/\r\n?/g, '\n'))
          .map((v, c) => (c === 6 && v ? v.replace(/^XXXXXXXX(\d{4})$/, 'XXXX XXXX $1') : v)),
      )
      if (row[7]) expect(cells[7]).toMatch(/^XXXX XXXX \d{4}$/)
      // The time: a Date cell whose UTC fields are the CSV's India wall time, shown as a date.
      const time = cells[0]
      expect(time).toBeInstanceOf(Date)
      // The CSV's `2026-11-26 12:00:00` (IST) as UTC fields.
      const wall = Date.parse(row[0]!.replace(' ', 'T') + 'Z')
      expect(wall).not.toBeNaN()
      expect(Math.round((time as Date).getTime() / 1000)).toBe(wall / 1000)
      expect(sheet.getRow(i + 2).getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm:ss')
      for (const [c, cell] of cells.entries()) {
        if (c === 0) continue
        expect(typeof cell).toBe('string')
        expect(sheet.getRow(i + 2).getCell(c + 1).numFmt).toBe('@')
      }
    })
    expect(values(2)[9]).toBe(SEEDED[1]!.rrn)
    expect(values(2)[10]).toBe(SEEDED[1]!.stanNo)
    // A bank's `=SUM(…)` is a string, never a formula.
    const formulas = csv.map((_, i) => sheet.getRow(i + 2).getCell(15).formula).filter(Boolean)
    expect(formulas).toEqual([])
    expect(reply.bytes.toString('latin1')).not.toContain('4242.00')
  })
})
