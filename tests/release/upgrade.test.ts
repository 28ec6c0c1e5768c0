// Upgrading a running bridge on Linux as docs/install.md tells IT to, from the
// previous release's own executable (scripts/package/previous-release.ts builds it from its
// commit) to this build, with the journal in the standard per-user place:
// - copying over the running file fails ("Text file busy"), so the new file is installed beside
//   it and renamed over it, which the running bridge survives;
// - the stop drains: an enquiry in flight when SIGTERM arrives is answered and journaled, and the
//   old bridge exits 0;
// - the new bridge, started from the same path, serves the old journal's records and adds to it
//   (1.0.0 kept its journal as JSON lines; this build keeps it in SQLite and imports the old file,
//   bridge/journal/legacy-import.ts: the test crosses that change of format).

import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensurePreviousRelease, PREVIOUS_RELEASE } from '../../scripts/package/previous-release.ts'
import { api, RD_PORT_BLOCKS } from '../fixtures/bridge-harness.ts'
import { LINUX_EXECUTABLE, lonelyExecutable, startBridgeAs, type Lonely } from './launch.ts'

const FIRST_RD_PORT = RD_PORT_BLOCKS['release-upgrade']
const SANDBOX = {
  RD_PORTS: `${FIRST_RD_PORT}-${FIRST_RD_PORT + 4}`,
  SANDBOX_RD: 'on',
  SANDBOX_CAPTURE_MS: '0',
}
/** src/shared/sandbox-numbers.ts: success after SANDBOX_SLOW_MS, the enquiry caught in flight. */
const SLOW_AADHAAR = '999900000102'
const BODY = { mobile: '9876543210', bankiin: '607094', consent: true }

let lonely: Lonely
let installed: Lonely
let previous: string

beforeAll(() => {
  previous = ensurePreviousRelease()
  lonely = lonelyExecutable()
  const opt = join(lonely.dir, 'opt', 'aeps-bridge')
  mkdirSync(opt, { recursive: true })
  installed = { ...lonely, executable: join(opt, 'aeps-bridge-linux-x64') }
  copyFileSync(previous, installed.executable)
  spawnSync('chmod', ['755', installed.executable])
}, 300_000)
afterAll(() => lonely?.cleanup())

/** The journal files under the standard data folder (~/.local/share/aeps-bridge). */
function journalText(): string {
  const dir = join(lonely.home, '.local', 'share', 'aeps-bridge')
  if (!existsSync(dir)) return ''
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.includes('journal') && f.endsWith('.jsonl'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('')
}

async function enquire(client: ReturnType<typeof api>, aadhaar: string) {
  const capture = await client.post('/api/captures', {})
  expect(capture.status).toBe(201)
  return client.post('/api/balance-enquiries', {
    ...BODY,
    aadhaar,
    captureId: capture.json.captureId,
  })
}

describe(`upgrading from release ${PREVIOUS_RELEASE.version} on Linux`, () => {
  it('replaces the running file by rename, drains the old bridge, and keeps the journal', async () => {
    const old = await startBridgeAs('executable', installed, {
      ...SANDBOX,
      SANDBOX_SLOW_MS: '5000',
    })
    const oldClient = api(old)
    const first = await enquire(oldClient, '999900000000')
    expect(first.status).toBe(200)

    // cp over a running executable: the kernel refuses to write to it.
    expect(() => copyFileSync(LINUX_EXECUTABLE, installed.executable)).toThrow(/ETXTBSY/)
    // Install beside it and rename: the running bridge keeps its (now unlinked) file.
    copyFileSync(LINUX_EXECUTABLE, installed.executable + '.new')
    renameSync(installed.executable + '.new', installed.executable)
    expect((await oldClient.get('/api/status')).status).toBe(200)

    // An enquiry in flight when the stop comes: wait until its first line is on disk.
    const inFlight = enquire(oldClient, SLOW_AADHAAR)
    const before = journalText().split('\n').length
    while (journalText().split('\n').length === before) await new Promise((r) => setTimeout(r, 20))
    const exited = new Promise<number | null>((r) => old.child.once('exit', (code) => r(code)))
    old.child.kill('SIGTERM')
    const slow = await inFlight
    expect([slow.status, slow.json.outcome]).toEqual([200, 'success'])
    expect(await exited).toBe(0)

    const upgraded = await startBridgeAs('executable', installed, SANDBOX)
    try {
      const client = api(upgraded)
      // The new release listens while it brings the old journal over (contract v1.4: the day book
      // and new enquiries wait with 503 JOURNAL_IMPORTING until it is done); the bound is a hang's.
      await expect
        .poll(async () => (await client.get('/api/status')).json.journal.state, {
          timeout: 60_000,
        })
        .toBe('ok')
      const history = await client.get('/api/transactions?limit=10')
      const ids = history.json.transactions.map((t: { id: string }) => t.id)
      expect(ids).toEqual(
        expect.arrayContaining([first.json.transactionId, slow.json.transactionId]),
      )
      const kept = await client.get(`/api/transactions/${slow.json.transactionId}`)
      expect(kept.json).toMatchObject({ outcome: 'success', aadhaarMasked: 'XXXXXXXX0102' })
      const after = await enquire(client, '999900000000')
      expect(after.status).toBe(200)
      expect((await client.get('/api/transactions?limit=10')).json.transactions).toHaveLength(3)
    } finally {
      await upgraded.stop()
    }
  })
})
