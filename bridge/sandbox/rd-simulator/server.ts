// A simulated fingerprint RD service on real sockets (docs/rd-service.md §8): net.createServer (or
// tls.createServer for the https variant) with the simulator's own HTTP/1.1 parser, because
// Node's HTTP server refuses the RD verbs (§7.1). Tests start one per case; sandbox mode starts a
// ready Mantra-style one on the last free RD port.

import type { PidFacts } from './pid-block.ts'
import { createServer as createNetServer, type Server, type Socket } from 'node:net'
import { log } from '../../log.ts'
import type { RdBehaviour } from './behaviours.ts'
import { serveConnection } from './http-connection.ts'
import { PERSONALITIES, type PersonalityName } from './personalities.ts'
import { SimulatedRdService, type RequestCounts } from './simulated-service.ts'
import { simulatorCertificate } from './tls-cert.ts'

// node:tls only for an https personality (memory: see bridge/upstream/client.ts).
type Tls = typeof import('node:tls')
const createTlsServer = ((...args: unknown[]) =>
  Reflect.apply(
    (process.getBuiltinModule('node:tls') as Tls).createServer,
    undefined,
    args,
  )) as Tls['createServer']

export type { RdBehaviour } from './behaviours.ts'
export type { PersonalityName } from './personalities.ts'

export interface RdSimulatorHandle {
  port: number
  close(): Promise<void>
}

export interface RdSimulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  personality?: PersonalityName
  behaviour?: RdBehaviour
  /** https with a self-signed certificate; the personality decides when unset (IDEMIA: yes). */
  tls?: boolean
  /** Multiplies every wait: 0.01 turns the 10 s PidOptions timeout into 100 ms. Default 1. */
  timeScale?: number
  /** How long a successful capture takes, before timeScale. Default 300 ms. */
  captureDelayMs?: number
  /** Captures answered -1509 in the slow-start behaviour. Default 2. */
  slowStartCaptures?: number
  /** Makes the device identity (dc, srno, mc) stable; default personality:port. */
  seed?: string
  /**
   * Act as a build that takes POST as an alias of the path's RD verb (the alms MFS110 L1 report,
   * docs/rd-service.md §5.1). Default false: GET and POST get 405, as the probed MFS110 AVDM does.
   */
  postAlias?: boolean
  /** (v1.5) The PID's facts: its Skey ci, its clock's offset, the device certificate (pid-block.ts). */
  pidFacts?: Partial<PidFacts>
}

export interface RdSimulator extends RdSimulatorHandle {
  host: string
  scheme: 'http' | 'https'
  url: string
  personality: PersonalityName
  readonly behaviour: RdBehaviour
  setBehaviour(behaviour: RdBehaviour, options?: { slowStartCaptures?: number }): void
  setTiming(options: { timeScale?: number; captureDelayMs?: number }): void
  /** CAPTURE requests received, answered or not. */
  readonly captures: number
  /** Requests received, by verb (a POST alias counts as the verb it stands for). */
  readonly requests: Readonly<RequestCounts>
  /** Requests whose client closed the connection before the reply, by verb. */
  readonly abandoned: Readonly<RequestCounts>
  readonly postAlias: boolean
  /** The device identity the simulator reports, for tests that check it never leaks. */
  readonly secrets: { srno: string; dc: string; sysid: string; mc: string }
}

export interface RdSimulatorStartOptions {
  host?: string
  /** Ports to try, from the last: the last free one is used. */
  ports: readonly number[]
  personality?: PersonalityName
  behaviour?: RdBehaviour
  captureDelayMs?: number
  pidFacts?: Partial<PidFacts>
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : port)
    })
  })
}

function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/** A TCP or TLS server that hands each connection to the service once it exists. */
async function socketServer(useTls: boolean, service: () => SimulatedRdService | null) {
  const sockets = new Set<Socket>()
  const onSocket = (socket: Socket) => {
    const current = service()
    if (current === null) return socket.destroy()
    serveConnection(socket, current.handle, { onAbandoned: current.noteAbandoned })
  }
  const server = useTls
    ? createTlsServer(await simulatorCertificate(), onSocket)
    : createNetServer(onSocket)
  // The raw TCP socket of every connection, TLS or not, so close() can end hung ones at once.
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  // A client speaking plain http to the https variant: drop it, as a TLS service does.
  server.on('tlsClientError', (_error: Error, socket: Socket) => socket.destroy())
  return { server, sockets }
}

export async function startRdSimulator(options: RdSimulatorOptions = {}): Promise<RdSimulator> {
  const host = options.host ?? '127.0.0.1'
  const personality = PERSONALITIES[options.personality ?? 'mantra']
  const useTls = options.tls ?? personality.tlsByDefault
  let service: SimulatedRdService | null = null
  const { server, sockets } = await socketServer(useTls, () => service)
  const port = await listen(server, options.port ?? 0, host)
  const sim = new SimulatedRdService({
    personality,
    behaviour: options.behaviour ?? 'ready',
    host,
    port,
    timeScale: options.timeScale ?? 1,
    captureDelayMs: options.captureDelayMs ?? 300,
    slowStartCaptures: options.slowStartCaptures ?? 2,
    seed: options.seed ?? `${personality.name}:${port}`,
    postAlias: options.postAlias ?? false,
    pidFacts: options.pidFacts,
  })
  service = sim
  let closed: Promise<void> | null = null
  const close = () =>
    (closed ??= new Promise<void>((resolve) => {
      sim.close()
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    }))
  return simulatorHandle(sim, { host, port, scheme: useTls ? 'https' : 'http', close })
}

/** The handle tests hold: the service's state read live, never copied at start. */
function simulatorHandle(
  sim: SimulatedRdService,
  where: { host: string; port: number; scheme: 'http' | 'https'; close(): Promise<void> },
): RdSimulator {
  return {
    port: where.port,
    host: where.host,
    scheme: where.scheme,
    url: `${where.scheme}://${urlHost(where.host)}:${where.port}`,
    personality: sim.personality.name,
    get behaviour() {
      return sim.behaviour
    },
    setBehaviour: (behaviour, opts) => sim.setBehaviour(behaviour, opts),
    setTiming: (timing) => sim.setTiming(timing),
    get captures() {
      return sim.counts.capture
    },
    get requests() {
      return { ...sim.counts }
    },
    get abandoned() {
      return { ...sim.abandoned }
    },
    postAlias: sim.postAlias,
    get secrets() {
      return { ...sim.identity }
    },
    close: where.close,
  }
}

/**
 * Sandbox mode: a ready Mantra-style reader on the last free port of the RD range, so the app
 * works end to end without hardware. The last, because vendors' services take the first free port
 * from 11100 up: a real reader started later still finds its usual port, and the bridge, which
 * captures on the first READY service in port order, prefers it. Null when every port is taken.
 */
export async function startSandboxRdSimulator(
  options: RdSimulatorStartOptions,
): Promise<RdSimulator | null> {
  for (const port of [...options.ports].reverse()) {
    try {
      const sim = await startRdSimulator({
        port,
        host: options.host ?? '127.0.0.1',
        personality: options.personality ?? 'mantra',
        behaviour: options.behaviour ?? 'ready',
        captureDelayMs: options.captureDelayMs ?? 800,
        pidFacts: options.pidFacts,
      })
      log('info', 'sandbox RD simulator listening', { url: sim.url, personality: sim.personality })
      return sim
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error
    }
  }
  log('warn', 'sandbox RD simulator not started: every RD port is taken', {
    ports: options.ports.length,
  })
  return null
}
