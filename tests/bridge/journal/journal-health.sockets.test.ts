// A journal that cannot be written (docs/contract.md v1.2, the journal-failure paragraph),
// in-process and over sockets, with the journal's storage made to fail as a full disk does: after
// the bank answered, the 200 stands with "saved": false and the cause, and /api/status says
// failing; before anything is sent, 503 JOURNAL_UNAVAILABLE with nothing sent, no record and the
// capture kept, usable again once writing works.

import type { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { sqliteStorage, type JournalStorage } from '../../../bridge/journal/storage.ts'
import {
  api,
  capture,
  CUSTOMER,
  enquire,
  isErrorShape,
  startTestBridge,
  TRANSPORTS,
  type TestBridge,
} from '../../fixtures/bridge-harness.ts'

const ANY_NUMBER = '999900000000'
const BALANCE = '/api/balance-enquiries'
const MERCHANT_AUTH = '/api/merchant-authentications'

/**
 * The real disk, until told to be full: then every write of a record fails with ENOSPC (rolled
 * back). Only writes that change a record count toward "full after N": the journal's own
 * housekeeping (the first maintenance a second after start, a saved time) commits on timers, and
 * on a busy machine one of them landed between two enquiries and took the write meant for the
 * record. Temporary triggers on the journal's connection count the records' inserts, updates and
 * deletes.
 */
function fillableDisk() {
  let okWrites = Infinity
  const full = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
  const recordWrites = (db: DatabaseSync) =>
    (db.prepare('SELECT count(*) AS n FROM temp.record_writes').get() as { n: number }).n
  const storage: JournalStorage = {
    transaction: (db, work) => {
      db.exec(`CREATE TEMP TABLE IF NOT EXISTS record_writes (at INTEGER);
        CREATE TEMP TRIGGER IF NOT EXISTS record_inserted AFTER INSERT ON main.records
          BEGIN INSERT INTO record_writes VALUES (1); END;
        CREATE TEMP TRIGGER IF NOT EXISTS record_updated AFTER UPDATE ON main.records
          BEGIN INSERT INTO record_writes VALUES (1); END;
        CREATE TEMP TRIGGER IF NOT EXISTS record_deleted AFTER DELETE ON main.records
          BEGIN INSERT INTO record_writes VALUES (1); END;`)
      return sqliteStorage.transaction(db, () => {
        const before = recordWrites(db)
        const result = work()
        if (recordWrites(db) === before) return result
        if (okWrites <= 0) throw full()
        okWrites--
        return result
      })
    },
  }
  return {
    storage,
    /** Full after `writes` more writes of records (0: full now). */
    fillAfter: (writes: number) => void (okWrites = writes),
    free: () => void (okWrites = Infinity),
  }
}

let bridges: TestBridge[] = []
afterEach(async () => {
  for (const bridge of bridges) await bridge.close()
  bridges = []
})

async function start(disk: ReturnType<typeof fillableDisk>): Promise<TestBridge> {
  const t = await startTestBridge({ rdBlock: 'journal-health', journalStorage: disk.storage })
  bridges.push(t)
  return t
}

describe.each(TRANSPORTS)('a journal that cannot be written (%s)', (transport) => {
  it('answers the bank’s 200 with saved:false and the cause when the disk fills after the bank answered', async () => {
    const disk = fillableDisk()
    const t = await start(disk)
    const client = api(t, transport)
    expect((await client.get('/api/status')).json.journal).toEqual({ state: 'ok' })
    const captureId = await capture(t, {}, transport)
    // The attempt's record is written; the answer's is not.
    disk.fillAfter(1)
    const reply = await client.post(BALANCE, { ...CUSTOMER, captureId, aadhaar: ANY_NUMBER })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      outcome: 'success',
      saved: false,
      journalCause: 'disk-full',
    })
    expect(reply.json.reason).toMatch(/disk is full/i)
    expect(reply.json.data.availableBalance).toEqual(expect.any(String))
    const status = (await client.get('/api/status')).json
    expect(status.journal).toEqual({ state: 'failing', reason: reply.json.reason })
    expect(status.contract).toBe('1.5')
  })

  it('refuses new captures with 503 JOURNAL_UNAVAILABLE while the journal is failing', async () => {
    const disk = fillableDisk()
    const t = await start(disk)
    await enquire(t, BALANCE, { aadhaar: ANY_NUMBER }, transport)
    disk.fillAfter(1)
    expect((await enquire(t, BALANCE, { aadhaar: ANY_NUMBER }, transport)).json.saved).toBe(false)
    const refused = await api(t, transport).post('/api/captures', {})
    expect(refused.status).toBe(503)
    expect(isErrorShape(refused.json)).toBe(true)
    expect(refused.json.error.code).toBe('JOURNAL_UNAVAILABLE')
    expect(refused.json.error.message).toMatch(/disk is full/i)
    disk.free()
    expect(await capture(t, {}, transport)).toEqual(expect.any(String))
    expect((await api(t, transport).get('/api/status')).json.journal).toEqual({ state: 'ok' })
    // The answer the bridge held is in the history now, as the bank gave it.
    const listed = (await api(t, transport).get('/api/transactions')).json.transactions
    expect(listed.map((tx: { outcome: string }) => tx.outcome)).toEqual(['success', 'success'])
    expect(listed.every((tx: { finishedAt: unknown }) => tx.finishedAt !== null)).toBe(true)
  })
})

describe('a journal failing before anything is sent', () => {
  it('answers 503 JOURNAL_UNAVAILABLE with no record, and the capture works once writing does', async () => {
    const disk = fillableDisk()
    const t = await start(disk)
    const captureId = await capture(t)
    const before = (await api(t).get('/api/transactions')).json.transactions.length
    // The attempt's own record does not reach the disk: nothing is sent, the capture is given back.
    disk.fillAfter(0)
    const body = { ...CUSTOMER, captureId, aadhaar: ANY_NUMBER }
    const refused = await api(t).post(BALANCE, body)
    expect(refused.status).toBe(503)
    expect(refused.json.error.code).toBe('JOURNAL_UNAVAILABLE')
    expect((await api(t).get('/api/status')).json.journal.state).toBe('failing')
    // Failing already: refused by ready() before the capture is taken.
    const again = await api(t).post(BALANCE, body)
    expect(again.status).toBe(503)
    expect(again.json.error.code).toBe('JOURNAL_UNAVAILABLE')
    expect((await api(t).get('/api/transactions')).json.transactions).toHaveLength(before)
    disk.free()
    const done = await api(t).post(BALANCE, body)
    expect(done.status).toBe(200)
    expect(done.json).toMatchObject({ outcome: 'success' })
    expect(done.json).not.toHaveProperty('saved')
    expect((await api(t).get('/api/transactions')).json.transactions).toHaveLength(before + 1)
  })

  it('stops the merchant authentication the same way, its capture kept', async () => {
    const disk = fillableDisk()
    const t = await start(disk)
    const captureId = await capture(t)
    disk.fillAfter(0)
    const refused = await api(t).post(MERCHANT_AUTH, { captureId })
    expect(refused.status).toBe(503)
    expect(refused.json.error.code).toBe('JOURNAL_UNAVAILABLE')
    disk.free()
    const done = await api(t).post(MERCHANT_AUTH, { captureId })
    expect(done.status).toBe(200)
    expect(done.json).not.toHaveProperty('saved')
  })
})

describe('a disk that fills during the merchant’s purge (issue 21 item 5)', () => {
  it('answers 503 JOURNAL_UNAVAILABLE, says failing in /api/status, and keeps the records', async () => {
    const disk = fillableDisk()
    const t = await start(disk)
    await enquire(t, BALANCE, { aadhaar: ANY_NUMBER })
    disk.fillAfter(0)
    const purge = await api(t).post('/api/transactions/purge', { olderThanDays: 0 })
    expect(purge.status).toBe(503)
    expect(isErrorShape(purge.json)).toBe(true)
    expect(purge.json.error.code).toBe('JOURNAL_UNAVAILABLE')
    expect(purge.json.error.message).toMatch(/disk is full/i)
    expect((await api(t).get('/api/status')).json.journal.state).toBe('failing')
    expect((await api(t).get('/api/transactions')).json.transactions).toHaveLength(1)
    disk.free()
    const again = await api(t).post('/api/transactions/purge', { olderThanDays: 0 })
    expect(again.json).toEqual({ removed: 1, remaining: 0 })
    expect((await api(t).get('/api/status')).json.journal).toEqual({ state: 'ok' })
  })
})
