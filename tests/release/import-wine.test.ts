// The import of an older journal by the Windows executable that ships, under Wine 10 (alone in an
// empty folder: launch-windows.ts): SQLite's Windows file layer under the import's own settings,
// the last step reading the database through a mapping of the file (import-finish.ts), then the
// journal's usual writes. Every record comes over, the attempts the old bridge never finished are
// marked as its start would have, and the desk takes an enquiry afterwards.

import { afterAll, describe, expect, it } from 'vitest'
import { benchRecord } from '../../bench/journal-generate.ts'
import { api, rdPorts, tempDataDir } from '../fixtures/bridge-harness.ts'
import { writeLegacyJournal } from '../fixtures/legacy-journal.ts'
import type { Started } from './launch.ts'
import { startWindowsBridge } from './launch-windows.ts'

// More than one slice of the import, and whole days of several hundred records each.
const RECORDS = 5_000
const NOW = Date.now()

let bridge: Started | undefined
afterAll(async () => {
  await bridge?.stop()
})

describe('the Windows executable under Wine 10, given a journal of the older format', () => {
  it('imports every record, marks the unfinished ones, and then takes an enquiry', async () => {
    const dataDir = tempDataDir()
    writeLegacyJournal(dataDir, RECORDS, NOW)
    bridge = await startWindowsBridge({
      DATA_DIR: dataDir,
      JOURNAL_RETENTION_DAYS: '3650',
      RD_PORTS: rdPorts('release-import-windows'),
      SANDBOX_RD: 'on',
      SANDBOX_CAPTURE_MS: '0',
    })
    const client = api(bridge)
    for (;;) {
      const journal = (await client.get('/api/status')).json.journal as { state: string }
      if (journal.state === 'ok') break
      expect(journal.state).toBe('importing')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const summary = await client.get('/api/transactions/summary?from=2000-01-01')
    expect(summary.json.totals.total).toBe(RECORDS)
    const newest = (await client.get('/api/transactions?limit=1')).json.transactions[0]
    expect(newest).toMatchObject({ id: benchRecord(RECORDS - 1, NOW - 60_000).id, seq: RECORDS })
    // benchRecord's "unknown" outcome is an attempt never finished: shown as interrupted.
    const unknown = await client.get('/api/transactions?limit=1&outcome=unknown')
    expect(unknown.json.transactions[0]).toMatchObject({
      outcome: 'unknown',
      errorCode: 'INTERRUPTED',
    })
    expect((await client.post('/api/captures', {})).status).toBe(201)
  }, 300_000)
})
