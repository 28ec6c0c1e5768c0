// Contract v1.4, "Journal import": a journal of the older JSON-lines format is brought over while
// the bridge already listens. /api/status says `importing` with its progress; new enquiries are
// taken and journaled meanwhile (no enquiry is refused because of an import), while every
// day-book read gets 503 JOURNAL_IMPORTING with `retryAfterS` and a Retry-After header saying the
// same; once done, the history holds every record, the new ones after the old file's.

import { afterEach, describe, expect, it } from 'vitest'
import { benchRecord } from '../../../bench/journal-generate.ts'
import {
  api,
  enquire,
  startTestBridge,
  tempDataDir,
  type TestBridge,
} from '../../fixtures/bridge-harness.ts'
import { writeLegacyJournal } from '../../fixtures/legacy-journal.ts'

const RECORDS = 40_000
const NOW = Date.now()

const legacyJournal = (dir: string) => writeLegacyJournal(dir, RECORDS, NOW)

let bridge: TestBridge | undefined
afterEach(async () => {
  await bridge?.close()
})

function expectImporting(reply: { status: number; headers: Headers; json: unknown }): void {
  expect(reply.status).toBe(503)
  const body = reply.json as { error: { code: string }; retryAfterS: number }
  expect(body.error.code).toBe('JOURNAL_IMPORTING')
  expect(Number.isInteger(body.retryAfterS) && body.retryAfterS >= 1).toBe(true)
  expect(reply.headers.get('retry-after')).toBe(String(body.retryAfterS))
}

describe('an older journal imported while the bridge listens', () => {
  it('answers status with progress, takes enquiries, refuses reads with 503 JOURNAL_IMPORTING, then holds every record', async () => {
    const dataDir = tempDataDir()
    legacyJournal(dataDir)
    bridge = await startTestBridge({
      rdBlock: 'journal-import',
      dataDir,
      env: { JOURNAL_RETENTION_DAYS: '3650' },
    })
    const client = api(bridge)
    const status = (await client.get('/api/status')).json.journal
    expect(status.state).toBe('importing')
    expect(Object.keys(status).sort()).toEqual(['progress', 'state'])
    expect(Object.keys(status.progress).sort()).toEqual(['done', 'total'])
    expect(status.progress.done).toBeLessThan(RECORDS)

    const during = await enquire(bridge, '/api/balance-enquiries', { aadhaar: '999941057058' })
    expect(during.status).toBe(200)
    expect((await client.get('/api/status')).json.journal.state).toBe('importing')
    expectImporting(await client.get('/api/transactions?limit=5'))
    expectImporting(await client.get('/api/transactions/summary'))
    expectImporting(await client.get('/api/transactions/export.csv'))

    // Progress moves, and never claims more than it has.
    let last = status.progress.done as number
    for (;;) {
      const journal = (await client.get('/api/status')).json.journal
      if (journal.state === 'ok') break
      expect(journal.state).toBe('importing')
      expect(journal.progress.done).toBeGreaterThanOrEqual(last)
      expect(journal.progress.done).toBeLessThanOrEqual(journal.progress.total)
      last = journal.progress.done
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const summary = await client.get('/api/transactions/summary?from=2000-01-01')
    expect(summary.json.totals.total).toBe(RECORDS + 1)
    const [newest, before] = (await client.get('/api/transactions?limit=2')).json.transactions
    expect(newest).toMatchObject({ id: during.json.transactionId, seq: RECORDS + 1 })
    expect(before).toMatchObject({ id: benchRecord(RECORDS - 1, NOW - 60_000).id, seq: RECORDS })
    expect((await client.post('/api/captures', {})).status).toBe(201)
  }, 120_000)
})
