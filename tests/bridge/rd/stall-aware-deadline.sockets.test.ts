// The RD request's deadline counts the bridge's running time: a reader that answered at once is
// not reported absent because the bridge itself stood still (a journal commit waiting on the disk,
// a busy machine). Here the stall is a synchronous busy wait, longer than the deadline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rdRequest } from '../../../bridge/rd/rd-request.ts'
import { STALL_MS, stallAwareDeadline } from '../../../bridge/rd/stall-aware-deadline.ts'
import { freePort } from '../../fixtures/free-port.ts'
import { startRawRdServer, type RawRdServer } from '../../fixtures/rd-test-helpers.ts'

const HOST = '127.0.0.1'
/** The reader answers this long after the request, a real reader's RDSERVICE speed. */
const READER_MS = 30

/** Stands the whole process still, as a synchronous commit waiting on the disk does. */
function standStill(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until);
}

const BODY = '<RDService status="READY" info="test"></RDService>'
let reader: RawRdServer
let silent: RawRdServer
beforeAll(async () => {
  reader = await startRawRdServer(
    (_request, socket) => {
      setTimeout(
        () => socket.end(`HTTP/1.1 200 OK\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`),
        READER_MS,
      )
    },
    await freePort(),
  )
  silent = await startRawRdServer(() => undefined, await freePort())
})
afterAll(async () => {
  await reader.close()
  await silent.close()
})

const ask = (port: number, timeoutMs: number) =>
  rdRequest({
    host: HOST,
    loopback: true,
    scheme: 'http',
    port,
    method: 'RDSERVICE',
    path: '/',
    timeoutMs,
  })

describe("an RD request's deadline and the bridge's own stalls", () => {
  it('reads the reply of a reader that answered while the bridge stood still past the deadline', async () => {
    const reply = ask(reader.port, 300)
    standStill(900)
    expect(await reply).toMatchObject({ ok: true, status: 200 })
  })

  it('still gives up on a service that stays silent after the time given back', async () => {
    const started = performance.now()
    const reply = ask(silent.port, 300)
    standStill(900)
    expect(await reply).toMatchObject({ ok: false, kind: 'timeout' })
    // Due at 300, fired at 900 (600 late), given back 300 (the deadline's length): about 1,200.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_190)
  })
})

describe('the stall-aware deadline on its own', () => {
  it('expires on time when the process runs', async () => {
    const started = performance.now()
    await new Promise<void>((resolve) => stallAwareDeadline(50, resolve))
    expect(performance.now() - started).toBeGreaterThanOrEqual(49)
  })

  it(`gives back a stall longer than ${STALL_MS} ms, once the deadline's length at most`, async () => {
    const started = performance.now()
    const expired = new Promise<void>((resolve) => stallAwareDeadline(200, resolve))
    standStill(700)
    await expired
    // Due at 200, fired at 700 (500 late), given back 200 (the deadline's length): about 900.
    expect(performance.now() - started).toBeGreaterThanOrEqual(890)
  })

  it('never expires once cleared', async () => {
    let expired = false
    stallAwareDeadline(20, () => (expired = true)).clear()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(expired).toBe(false)
  })
})
