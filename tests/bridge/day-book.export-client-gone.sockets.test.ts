// A client that goes away mid-export stops the export's journal reads, CSV and XLSX alike: the
// bridge logs how many slices it read, fewer than the journal holds, and answers /api/status at
// once. The journal is a generated one (bench/journal-generate.ts) large enough that the export
// cannot sit whole in the socket buffers before the client leaves.

import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { journalDataDir } from '../../bench/journal-generate.ts'
import { api, startTestBridge, tempDataDir, type TestBridge } from '../fixtures/bridge-harness.ts'

const RECORDS = 20_000
const SLICE = 512
const SLICES = Math.ceil(RECORDS / SLICE)

let bridge: TestBridge

beforeAll(async () => {
  const dataDir = journalDataDir(join(tempDataDir(), 'data'), RECORDS)
  bridge = await startTestBridge({ rdBlock: 'day-book', dataDir })
}, 120_000)

afterAll(async () => {
  await bridge?.close()
})

/** Opens the export, takes its first chunk without reading on, then drops the connection. */
function leaveAfterFirstChunk(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: bridge.port, path, agent: false }, (res) => {
      res.once('data', (chunk: Buffer) => {
        res.pause()
        req.destroy()
        resolve(chunk.length)
      })
    })
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
    req.end()
  })
}

/** The log line of the export stopped early, once the bridge writes it. */
async function stoppedLine(format: string): Promise<Record<string, unknown>> {
  for (;;) {
    const line = bridge.logs
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.msg === 'day-book export stopped early' && entry.format === format)
    if (line) return line
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe.each(['csv', 'xlsx'])('the %s export of a client gone', (format) => {
  it('stops reading the journal and leaves the desk answering', async () => {
    expect(await leaveAfterFirstChunk(`/api/transactions/export.${format}`)).toBeGreaterThan(0)
    const line = await stoppedLine(format)
    expect(line.slicesRead).toBeGreaterThan(0)
    expect(line.slicesRead).toBeLessThan(SLICES)
    const status = await api(bridge).get('/api/status')
    expect(status.status).toBe(200)
  }, 60_000)
})
