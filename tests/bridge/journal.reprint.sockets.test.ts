// REPRINT_HOURS over real sockets and a restart (docs/contract.md v1.2): a record older than the
// window shows its balance and entries removed and says when; the next maintenance takes them out
// of the file; a restart with a longer window cannot bring them back. Records are seeded into
// DATA_DIR as the journal writes them, with times in the past, since the bridge runs on the real
// clock.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { api, startTestBridge, tempDataDir, type TestBridge } from '../fixtures/bridge-harness.ts'
import { record } from '../fixtures/records.ts'

const HOUR = 60 * 60 * 1000
const dataDir = tempDataDir()
const bridges: TestBridge[] = []

function line(id: string, seq: number, at: number, details: Record<string, unknown>): string {
  const startedAt = new Date(at).toISOString()
  return JSON.stringify({
    ...record({
      id,
      operation: details.entries ? 'mini-statement' : 'balance-enquiry',
      startedAt,
      finishedAt: startedAt,
      merchantLoginId: 'SANDBOX01',
      message: '000: done',
      displayMessage: 'done',
      rrn: '51234567890' + seq,
      stanNo: '12345' + seq,
      clientRefNo: 'CR' + seq,
      transactionDateTime: null,
      availableBalance: null,
    }),
    ...details,
    seq,
    journalTime: at,
  })
}

const ENTRY = {
  date: '11/20',
  isoDate: null,
  txnType: 'Cr',
  direction: 'credit',
  amount: '55.00',
  amountValue: 55,
  narration: 'OLD-NARRATION',
  rawNarration: 'OLD-NARRATION',
}

afterAll(async () => {
  for (const bridge of bridges) await bridge.close()
})

describe('REPRINT_HOURS across a restart and the compaction', () => {
  it('removes what is past the window, says when, keeps the rest, and never brings it back', async () => {
    const now = Date.now()
    writeFileSync(
      join(dataDir, 'journal.jsonl'),
      [
        line('old-balance', 1, now - 25 * HOUR, { availableBalance: '111.11' }),
        line('old-statement', 2, now - 25 * HOUR + 1000, { entries: [ENTRY] }),
        line('recent-balance', 3, now - 60_000, { availableBalance: '333.33' }),
      ].join('\n') + '\n',
      { mode: 0o600 },
    )
    const first = await startTestBridge({
      rdBlock: 'journal-reprint',
      dataDir,
      keepDataDir: true,
      env: { RD_PORTS: '13995-13996', SANDBOX_RD: 'off' },
    })
    bridges.push(first)
    // The bridge listens while it imports the old file (day-book reads get 503 until it is done).
    await expect
      .poll(async () => (await api(first).get('/api/status')).json.journal.state, {
        timeout: 30_000,
      })
      .toBe('ok')
    const old = (await api(first).get('/api/transactions/old-balance')).json
    expect(old).toMatchObject({
      id: 'old-balance',
      availableBalance: null,
      detailsRemovedAt: new Date(now - HOUR).toISOString(),
      rrn: '512345678901',
      outcome: 'success',
    })
    const statement = (await api(first).get('/api/transactions/old-statement')).json
    expect(statement).not.toHaveProperty('entries')
    expect(statement.detailsRemovedAt).toEqual(expect.any(String))
    const recent = (await api(first).get('/api/transactions/recent-balance')).json
    expect(recent.availableBalance).toBe('333.33')
    expect(recent).not.toHaveProperty('detailsRemovedAt')

    // The first maintenance (a second after the start) takes them out of every file of DATA_DIR:
    // the database and its write-ahead log, read as raw bytes.
    const raw = () =>
      readdirSync(dataDir)
        .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
        .join('\n')
    const deadline = Date.now() + 10_000
    let file = raw()
    while (file.includes('111.11') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
      file = raw()
    }
    expect(file).not.toContain('111.11')
    expect(file).not.toContain('OLD-NARRATION')
    expect(file).toContain('333.33')
    await first.close()
    bridges.length = 0

    const second = await startTestBridge({
      rdBlock: 'journal-reprint',
      dataDir,
      env: { RD_PORTS: '13995-13996', SANDBOX_RD: 'off', REPRINT_HOURS: '0' },
    })
    bridges.push(second)
    expect((await api(second).get('/api/transactions/old-balance')).json).toMatchObject({
      availableBalance: null,
      detailsRemovedAt: new Date(now - HOUR).toISOString(),
    })
    const listed = (await api(second).get('/api/transactions')).json.transactions
    expect(listed.map((t: { id: string }) => t.id)).toEqual([
      'recent-balance',
      'old-statement',
      'old-balance',
    ])
  }, 30_000)
})
