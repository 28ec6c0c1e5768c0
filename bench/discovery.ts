// Discovery time over a whole 21-port RD range: nothing listening, one reader (http and
// https), one hung port (accepts, never answers), a reader next to a hung port. Each figure is the
// median of several fresh scans through the bridge's own device service, with its default
// 800 ms per-port deadline. A non-default range keeps a developer's real reader or sandbox out.
// Run: npm run bench:discovery

import { createServer, type Socket } from 'node:net'
import { createDeviceService } from '../bridge/rd/device-service.ts'
import { setLogSink } from '../bridge/log.ts'
import { startRdSimulator } from '../bridge/sandbox/rd-simulator/server.ts'
import { median } from './lib.ts'

const HOST = '127.0.0.1'
const FIRST = 12100
const PORTS = Array.from({ length: 21 }, (_, i) => FIRST + i)
const RANGE = `${FIRST}-${FIRST + PORTS.length - 1}`

async function hungPort(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, resolve)
  })
  return {
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

async function portsInUse(): Promise<number[]> {
  const busy: number[] = []
  for (const port of PORTS) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(false))
      server.listen(port, HOST, () => server.close(() => resolve(true)))
    })
    if (!free) busy.push(port)
  }
  return busy
}

interface Scenario {
  name: string
  setup(): Promise<{ close(): Promise<void> }[]>
  expectDevices: number
}

const sim = (options: Parameters<typeof startRdSimulator>[0]) =>
  startRdSimulator({ host: HOST, ...options })

const SCENARIOS: Scenario[] = [
  { name: 'no RD service', setup: async () => [], expectDevices: 0 },
  {
    name: 'one reader (Mantra, http)',
    setup: async () => [await sim({ port: 12110 })],
    expectDevices: 1,
  },
  {
    name: 'one reader (IDEMIA, https)',
    setup: async () => [await sim({ port: 12110, personality: 'idemia' })],
    expectDevices: 1,
  },
  { name: 'one hung port', setup: async () => [await hungPort(12105)], expectDevices: 0 },
  {
    name: 'one reader + one hung port',
    setup: async () => [await sim({ port: 12110 }), await hungPort(12105)],
    expectDevices: 1,
  },
]

export async function measureDiscovery(runs = 7) {
  const busy = await portsInUse()
  if (busy.length > 0)
    throw new Error(`ports ${busy.join(', ')} of ${RANGE} are in use; free them first`)
  setLogSink(() => undefined)
  const results: { name: string; medianMs: number; minMs: number; maxMs: number }[] = []
  for (const scenario of SCENARIOS) {
    const running = await scenario.setup()
    const devices = createDeviceService({ host: HOST, loopback: true, ports: PORTS })
    try {
      await devices.scan({ fresh: true }) // warm-up: module loading, the TLS certificate
      const times: number[] = []
      for (let i = 0; i < runs; i++) {
        const started = performance.now()
        const reply = await devices.scan({ fresh: true })
        times.push(performance.now() - started)
        if (reply.devices.length !== scenario.expectDevices) {
          throw new Error(`${scenario.name}: found ${reply.devices.length} devices`)
        }
      }
      results.push({
        name: scenario.name,
        medianMs: median(times),
        minMs: Math.min(...times),
        maxMs: Math.max(...times),
      })
    } finally {
      await devices.close()
      for (const r of running) await r.close()
    }
  }
  return { runs, range: RANGE, results }
}

export async function printDiscovery() {
  const { runs, range, results } = await measureDiscovery()
  console.log(
    `\n## RD discovery\nFresh scan of ${range} (21 ports, all at once, 800 ms per-port deadline); ${runs} runs each.\n`,
  )
  console.log('| scenario | median ms | min ms | max ms |')
  console.log('|---|---:|---:|---:|')
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.medianMs.toFixed(1)} | ${r.minMs.toFixed(1)} | ${r.maxMs.toFixed(1)} |`,
    )
  }
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) await printDiscovery()
