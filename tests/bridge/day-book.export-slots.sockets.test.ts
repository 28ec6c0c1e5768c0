// At most two day-book exports at once, whatever the number of tabs (reliability review
// 2026-11-29, S9): six exports asked together get two files and four 429 EXPORTS_BUSY with
// Retry-After, at once; a slot comes back when an export ends or its client goes away. The
// memory this keeps within 80 MiB is measured in bench/export-tabs.ts, not here.

import { request, type ClientRequest, type IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { journalDataDir } from '../../bench/journal-generate.ts'
import { EXPORT_RETRY_AFTER_S, EXPORT_SLOTS } from '../../bridge/day-book/export-slots.ts'
import { startTestBridge, tempDataDir, type TestBridge } from '../fixtures/bridge-harness.ts'

// Large enough that an export cannot sit whole in the socket buffers of a client that pauses.
const RECORDS = 20_000

let bridge: TestBridge

beforeAll(async () => {
  const dataDir = journalDataDir(join(tempDataDir(), 'data'), RECORDS)
  bridge = await startTestBridge({ rdBlock: 'export-slots', dataDir })
}, 120_000)

afterAll(async () => {
  await bridge?.close()
})

interface Opened {
  req: ClientRequest
  res: IncomingMessage
  /** The first chunk of a 200, or the whole body of a refusal. */
  first: string
}

/** Opens an export and stops reading after its first chunk (a tab whose download is slow). */
function open(format: 'csv' | 'xlsx'): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const path = `/api/transactions/export.${format}`
    const req = request({ host: '127.0.0.1', port: bridge.port, path, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ req, res, first: body }))
        return
      }
      res.once('data', (chunk: Buffer) => {
        res.pause()
        resolve({ req, res, first: chunk.toString('latin1') })
      })
    })
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
    req.end()
  })
}

/** Reads the rest of a paused 200 to its end. */
function finish(opened: Opened): Promise<void> {
  return new Promise((resolve, reject) => {
    opened.res.on('end', resolve)
    opened.res.on('error', reject)
    opened.res.resume()
  })
}

describe('concurrent day-book exports', () => {
  it('six at once: two files, four 429 EXPORTS_BUSY with Retry-After; a slot comes back', async () => {
    const formats = ['xlsx', 'xlsx', 'csv', 'xlsx', 'csv', 'csv'] as const
    // The first two in order, so that which ones run is known; then four together. The two that
    // run are workbooks: a paused client does not hold an export whose file fits in the sockets'
    // buffers (the kernel grows a loopback receive buffer to 32 MiB here), and the CSV of these
    // records (3.9 MB) is made whole in about 0.3 s of CPU since its rows are copied from kept
    // cells, so that it could end and give its slot back before the four were asked; the
    // workbook takes about six times as long.
    const running = [await open(formats[0]), await open(formats[1])]
    const refused = await Promise.all(formats.slice(2).map((format) => open(format)))
    expect(running.map((o) => o.res.statusCode)).toEqual([200, 200])
    expect(EXPORT_SLOTS).toBe(2)
    for (const r of refused) {
      expect(r.res.statusCode).toBe(429)
      expect(r.res.headers['retry-after']).toBe(String(EXPORT_RETRY_AFTER_S))
      const body = JSON.parse(r.first) as { error: { code: string }; retryAfterS: number }
      expect(body.error.code).toBe('EXPORTS_BUSY')
      expect(body.retryAfterS).toBe(EXPORT_RETRY_AFTER_S)
    }
    // A client that goes away gives its slot back: the next export is made whole. The test waits
    // for the slot, asking until it is given (a slot never given back times the test out), not
    // for the log of an export stopped early: beside other test runs the first export could end
    // whole (200, no "stopped early" logged) before the client went, and the wait never ended.
    running[0]!.req.destroy()
    let next = await open('csv')
    while (next.res.statusCode === 429) next = await open('csv')
    expect(next.res.statusCode).toBe(200)
    await finish(next)
    // One that ends gives its slot back too.
    await finish(running[1]!)
    const again = await Promise.all([open('csv'), open('xlsx')])
    expect(again.map((o) => o.res.statusCode)).toEqual([200, 200])
    await Promise.all(again.map(finish))
  }, 120_000)
})
