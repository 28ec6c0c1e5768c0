// A stop never resets a request that reached the bridge (reliability review 2026-11-29, S8: 3 of
// 8 SIGTERMs 0-15 ms after a POST gave ECONNRESET). Each request sent before or just after the
// stop gets a reply (new work: 503 STOPPING), and a connection with nothing to answer is closed
// with a FIN, never a reset. The bridge is stopped as SIGTERM stops it (RunningBridge.stop, which
// bridge/run.ts calls on the signal).

import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startTestBridge } from '../../fixtures/bridge-harness.ts'

const POST =
  'POST /api/balance-enquiries HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json\r\n' +
  'Content-Length: 2\r\n\r\n{}'

interface Outcome {
  /** The reply's status line, or null when none came. */
  statusLine: string | null
  /** How the connection ended: 'end' (a FIN) or the socket error's code. */
  ending: string
}

/** Everything the connection receives until it ends, and how it ended. */
function outcomeOf(socket: Socket): Promise<Outcome> {
  return new Promise((resolve) => {
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    const done = (ending: string) =>
      resolve({ statusLine: /^HTTP\/1\.1 \d{3}[^\r]*/.exec(text)?.[0] ?? null, ending })
    socket.once('end', () => done('end'))
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'))
  })
}

function opened(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

describe('a stop with requests arriving', () => {
  // The POST written 0-15 ms before the stop, as the review sent it; a few turns of the loop apart.
  it.each([0, 1, 2, 5, 10, 15])(
    'answers a POST written %i ms before the stop, never a reset',
    async (ms) => {
      const bridge = await startTestBridge({ rdBlock: 'export-slots' })
      try {
        const socket = await opened(bridge.port)
        const outcome = outcomeOf(socket)
        socket.write(POST.replace('PORT', String(bridge.port)))
        if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms))
        const stopped = bridge.bridge.stop()
        const { statusLine, ending } = await outcome
        await stopped
        expect(ending).toBe('end')
        expect(statusLine).toMatch(/^HTTP\/1\.1 (400|503)/)
      } finally {
        await bridge.close()
      }
    },
    60_000,
  )

  it('answers 503 STOPPING to a POST sent on a connection opened before the stop', async () => {
    const bridge = await startTestBridge({ rdBlock: 'export-slots' })
    try {
      const socket = await opened(bridge.port)
      const outcome = outcomeOf(socket)
      const stopped = bridge.bridge.stop()
      socket.write(POST.replace('PORT', String(bridge.port)))
      const { statusLine, ending } = await outcome
      await stopped
      expect(statusLine).toBe('HTTP/1.1 503 Service Unavailable')
      expect(ending).toBe('end')
    } finally {
      await bridge.close()
    }
  }, 60_000)

  it('ends an idle keep-alive connection with a FIN, and its last reply said Connection: close', async () => {
    const bridge = await startTestBridge({ rdBlock: 'export-slots' })
    try {
      const socket = await opened(bridge.port)
      const outcome = outcomeOf(socket)
      const stopped = bridge.bridge.stop()
      // A read during the stop is still answered, and tells the client not to reuse the socket.
      socket.write(`GET /api/status HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\n\r\n`)
      const { statusLine, ending } = await outcome
      await stopped
      expect(statusLine).toBe('HTTP/1.1 200 OK')
      expect(ending).toBe('end')
    } finally {
      await bridge.close()
    }
  }, 60_000)
})
