// How the bridge's sockets close at a stop, so that no request that reached the bridge gets a
// connection reset (reliability review 2026-11-29, S8: 3 of 8 SIGTERMs just after a POST did).
// Two ways a closing server resets a request the client has already sent:
// - the connection waits in the kernel's accept queue: closing the listening socket resets it;
// - the connection is accepted but its request not parsed yet: node:http counts it idle, and its
//   server.close() (closeIdleConnections) destroys it with the request unread, which is a reset.
// So at a stop: the accept queue is taken first (a turn of the event loop's poll), then only the
// listening socket is closed (net's close, not http's); a connection with no request yet gets
// LAST_CALL_MS for one to arrive, and every request that arrives is answered (new work 503
// STOPPING, handler.ts) with `Connection: close`. Only then is a silent connection ended, with a
// FIN, and one still open after the hard deadline destroyed.

import { Server as NetServer, type Socket } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** How long a connection with no request yet is given to send one after a stop. */
export const LAST_CALL_MS = 1_000
/** After this, whatever is still open is destroyed: a client that never finishes its request. */
export const CLOSE_DEADLINE_MS = 5_000
/** Long enough for one poll of the event loop, which accepts what the kernel queued. */
const ACCEPT_QUEUE_MS = 50

interface Tracked {
  sockets: Map<Socket, number>
  closing: boolean
}

const tracked = new WeakMap<Server, Tracked>()

/** Counts each connection's requests from the first, so a stop knows which are silent. */
export function trackConnections(server: Server): void {
  const state: Tracked = { sockets: new Map(), closing: false }
  tracked.set(server, state)
  server.on('connection', (socket: Socket) => {
    state.sockets.set(socket, 0)
    socket.once('close', () => state.sockets.delete(socket))
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket
    state.sockets.set(socket, (state.sockets.get(socket) ?? 0) + 1)
    // Said before the reply is written: the client opens a new connection for its next request.
    if (state.closing) res.shouldKeepAlive = false
    res.once('close', () => {
      const left = (state.sockets.get(socket) ?? 1) - 1
      state.sockets.set(socket, left)
      if (state.closing && left === 0) socket.end()
    })
  })
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Stops one server as the header says; resolves when its last connection has closed. */
async function closeOne(server: Server, lastCallMs: number, deadlineMs: number): Promise<void> {
  const state = tracked.get(server)
  if (!state) {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    return void server.closeAllConnections()
  }
  state.closing = true
  await wait(ACCEPT_QUEUE_MS)
  // net's close: stops listening and leaves the open connections alone (http's would destroy
  // those whose request is not parsed yet).
  const closed = new Promise<void>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve()),
  )
  for (const [socket, requests] of state.sockets) if (requests > 0) socket.setKeepAlive(false)
  const lastCall = setTimeout(() => {
    for (const [socket, requests] of state.sockets) if (requests === 0) socket.end()
  }, lastCallMs)
  const deadline = setTimeout(() => {
    for (const socket of state.sockets.keys()) socket.destroy()
  }, deadlineMs)
  await closed
  clearTimeout(lastCall)
  clearTimeout(deadline)
}

/** Closes the servers as the header says, each connection answered or let go without a reset. */
export function closeServers(
  servers: Server[],
  lastCallMs = LAST_CALL_MS,
  deadlineMs = CLOSE_DEADLINE_MS,
): Promise<void> {
  return Promise.all(servers.map((s) => closeOne(s, lastCallMs, deadlineMs))).then(() => undefined)
}
