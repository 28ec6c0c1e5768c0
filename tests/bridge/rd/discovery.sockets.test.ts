import { createServer as createHttpServer } from 'node:http'
import { connect, createServer as createTcpServer, type Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PROBE_TIMEOUT_MS } from '../../../bridge/rd/discovery.ts'
import { CaptureStore } from '../../../bridge/rd/capture-store.ts'
import { createDeviceService, type DeviceService } from '../../../bridge/rd/device-service.ts'
import { deviceRoutes } from '../../../bridge/routes/devices.ts'
import { startRdSimulator, type RdSimulator } from '../../../bridge/sandbox/rd-simulator/server.ts'
import {
  captureLogLines,
  freePorts,
  getJson,
  rawReply,
  startRawRdServer,
  startSilentServer,
  startTestBridge,
  type RawRdServer,
} from '../../fixtures/rd-test-helpers.ts'

const logs = captureLogLines()
const HOST = '127.0.0.1'

const RDSERVICE_XML =
  '<RDService status="READY" info="Mantra Authentication Vendor Device Manager">' +
  '<Interface id="DEVICEINFO" path="/rd/info" /><Interface id="CAPTURE" path="/rd/capture" /></RDService>'
const DEVICEINFO_XML =
  '<DeviceInfo dpId="MANTRA.MSIPL" rdsId="RENESAS.MANTRA.001" rdsVer="1.4.1" mi="MFS110" mc="MIIB" dc="2174254f-7d7e-4c4b-8c02-6877237cf502">' +
  '<additional_info><Param name="srno" value="8190767" /><Param name="sysid" value="6A3F" /></additional_info></DeviceInfo>'

describe('discovery', () => {
  const sims: RdSimulator[] = []
  const services: DeviceService[] = []
  const start = async (options: Parameters<typeof startRdSimulator>[0]) => {
    const sim = await startRdSimulator({ captureDelayMs: 20, ...options })
    sims.push(sim)
    return sim
  }
  const service = (
    ports: number[],
    options: { probeTimeoutMs?: number; cacheMs?: number; infoTimeoutMs?: number } = {},
  ) => {
    const s = createDeviceService({
      host: HOST,
      loopback: true,
      ports,
      // A service that answers is found however busy the machine; the deadline is the test's
      // subject only where a test names one (a hung port), so it is long here.
      probeTimeoutMs: 5_000,
      ...options,
    })
    services.push(s)
    return s
  }
  const raws: RawRdServer[] = []
  const raw = async (respond: Parameters<typeof startRawRdServer>[0]) => {
    const server = await startRawRdServer(respond)
    raws.push(server)
    return server
  }
  afterEach(async () => {
    await Promise.all(services.splice(0).map((s) => s.close()))
    await Promise.all(sims.splice(0).map((s) => s.close()))
    await Promise.all(raws.splice(0).map((s) => s.close()))
  })

  it('finds Mantra, Morpho and https IDEMIA services with their model ids', async () => {
    const mantra = await start({ personality: 'mantra' })
    const morpho = await start({ personality: 'morpho' })
    const idemia = await start({ personality: 'idemia' })
    const reply = await service([mantra.port, morpho.port, idemia.port]).scan()
    const byPort = new Map(reply.devices.map((d) => [d.port, d]))
    expect(byPort.get(mantra.port)).toEqual({
      port: mantra.port,
      status: 'READY',
      info: 'Mantra Authentication Vendor Device Manager',
      dpId: 'MANTRA.MSIPL',
      rdsId: 'RENESAS.MANTRA.001',
      rdsVer: '1.4.1',
      mi: 'MFS110',
      scheme: 'http',
      // v1.5: device_type=L1; the simulator's default mc is no certificate: unknown.
      class: 'L1',
      certificateNotAfter: null,
      problems: [],
    })
    expect(byPort.get(morpho.port)).toMatchObject({
      status: 'READY',
      info: 'Morpho_RD_Service',
      mi: 'MSO1300E2L0SW',
      class: 'L0',
    })
    expect(byPort.get(idemia.port)).toMatchObject({
      status: 'READY',
      scheme: 'https',
      rdsId: 'IDEMIA.L1.WIN.001',
      class: 'L1',
    })
    expect(reply.devices.map((d) => d.port)).toEqual(
      [mantra.port, morpho.port, idemia.port].sort((a, b) => a - b),
    )
    expect(reply.cached).toBe(false)
    expect(Date.parse(reply.scannedAt!)).not.toBeNaN()
  })

  it('finds a Mantra-style service served over https', async () => {
    const sim = await start({ personality: 'mantra', tls: true })
    const [device] = (await service([sim.port]).scan()).devices
    expect(device).toMatchObject({ status: 'READY', scheme: 'https', mi: 'MFS110' })
  })

  it('finds an https service that stays silent when spoken to in plain http', async () => {
    const sim = await start({ personality: 'idemia' })
    // In front of it: silence for anything but a TLS ClientHello (record type 0x16).
    const sockets = new Set<Socket>()
    const front = createTcpServer((socket) => {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.once('data', (first: Buffer) => {
        if (first[0] !== 0x16) return
        const back = connect(sim.port, HOST, () => {
          back.write(first)
          socket.pipe(back).pipe(socket)
        })
        back.on('error', () => socket.destroy())
      })
    })
    await new Promise<void>((resolve) => front.listen(0, HOST, resolve))
    const port = (front.address() as { port: number }).port
    try {
      const started = performance.now()
      // A deadline a loaded 2-core machine can finish a TLS handshake in after its half-way
      // point; the half-way start is what this pins, not the machine's speed.
      const reply = await service([port], { probeTimeoutMs: 3000 }).scan()
      expect(reply.devices).toMatchObject([{ port, status: 'READY', scheme: 'https' }])
      // https started at half the deadline, not after it.
      expect(performance.now() - started).toBeGreaterThanOrEqual(1490)
    } finally {
      for (const s of sockets) s.destroy()
      await new Promise((resolve) => front.close(resolve))
    }
  })

  it('finds a service whose header lines end in a bare LF', async () => {
    const server = await raw((request, socket) => {
      socket.end(
        rawReply(request.method === 'RDSERVICE' ? RDSERVICE_XML : DEVICEINFO_XML, { eol: '\n' }),
      )
    })
    const reply = await service([server.port]).scan()
    expect(reply.devices).toMatchObject([
      { port: server.port, status: 'READY', dpId: 'MANTRA.MSIPL', mi: 'MFS110', scheme: 'http' },
    ])
    expect(reply.devices[0]?.note).toBeUndefined()
  })

  it('finds a service whose XML has a BOM or blank line before it, NULs after, odd attributes', async () => {
    const server = await raw((request, socket) => {
      socket.end(
        rawReply(
          request.method === 'RDSERVICE'
            ? '\uFEFF\r\n<?xml version="1.0"?>\r\n<RDService status=READY info="Mantra Authentication Vendor Device Manager" info="dup"><Interface id=CAPTURE path=/rd/capture /><Interface id="DEVICEINFO" path="/rd/info" /></RDService>\r\n\u0000\u0000'
            : `\r\n${DEVICEINFO_XML.replace('mi="MFS110"', 'mi="MFS110" mi="MFS110"')}\u0000\u0000\u0000`,
        ),
      )
    })
    const reply = await service([server.port]).scan()
    expect(reply.devices).toMatchObject([
      { port: server.port, status: 'READY', dpId: 'MANTRA.MSIPL', mi: 'MFS110' },
    ])
    expect(reply.devices[0]?.note).toBeUndefined()
  })

  it.each([
    ['fails', (socket: Socket) => socket.destroy()],
    [
      'answers an error page',
      (socket: Socket) => socket.end(rawReply('oops', { status: '500 Internal Server Error' })),
    ],
    ['hangs', () => undefined],
  ] as const)(
    'keeps a READY service READY, with a note and no model, when DEVICEINFO %s',
    async (_name, onDeviceInfo) => {
      const server = await raw((request, socket) => {
        if (request.method === 'RDSERVICE') socket.end(rawReply(RDSERVICE_XML))
        else onDeviceInfo(socket)
      })
      const [device] = (await service([server.port], { infoTimeoutMs: 300 }).scan()).devices
      expect(device).toMatchObject({
        port: server.port,
        status: 'READY',
        dpId: '',
        rdsId: '',
        rdsVer: '',
        mi: '',
      })
      expect(device?.note).toMatch(/device details could not be read/)
    },
  )

  it('keeps a READY service READY when its DeviceInfo has no additional_info or no serial', async () => {
    const noDetails = await raw((request, socket) => {
      socket.end(
        rawReply(
          request.method === 'RDSERVICE'
            ? RDSERVICE_XML
            : '<DeviceInfo dpId="MANTRA.MSIPL" rdsId="RENESAS.MANTRA.001" rdsVer="1.4.1" mi="MFS110" dc=""/>',
        ),
      )
    })
    const noSerial = await raw((request, socket) => {
      socket.end(
        rawReply(
          request.method === 'RDSERVICE'
            ? RDSERVICE_XML
            : DEVICEINFO_XML.replace(/<Param name="srno"[^>]*>/, ''),
        ),
      )
    })
    const reply = await service([noDetails.port, noSerial.port]).scan()
    const byPort = Object.fromEntries(reply.devices.map((d) => [d.port, d]))
    expect(byPort[noDetails.port]).toMatchObject({ status: 'READY', mi: 'MFS110' })
    expect(byPort[noDetails.port]?.note).toMatch(/device details could not be read/)
    expect(byPort[noSerial.port]).toMatchObject({ status: 'READY', mi: 'MFS110' })
    expect(byPort[noSerial.port]?.note).toBeUndefined()
  })

  it('reports a READY service as NOTREADY when its DeviceInfo is blanked (BioEnable)', async () => {
    const server = await raw((request, socket) => {
      socket.end(
        rawReply(
          request.method === 'RDSERVICE'
            ? RDSERVICE_XML
            : '<DeviceInfo dpId="" rdsId="" rdsVer="" mi="" dc="" mc=""><additional_info><Param name="srno" value=""/></additional_info></DeviceInfo>',
        ),
      )
    })
    const [device] = (await service([server.port]).scan()).devices
    expect(device?.status).toBe('NOTREADY')
    expect(device?.note).toMatch(/no device serial/)
  })

  it('shows a reader that changed at once, without being asked to rescan', async () => {
    const sim = await start({})
    const s = createDeviceService({
      host: HOST,
      loopback: true,
      ports: [sim.port],
      probeTimeoutMs: 5_000,
    })
    services.push(s)
    expect((await s.scan()).devices).toMatchObject([{ status: 'READY' }])
    sim.setBehaviour('notready')
    const soon = await s.scan()
    expect(soon.cached).toBe(false)
    expect(soon.devices).toMatchObject([{ status: 'NOTREADY' }])
  })

  it('with a cache time set, answers from the cache within it and rescans after', async () => {
    const sim = await start({})
    const s = createDeviceService({
      host: HOST,
      loopback: true,
      ports: [sim.port],
      probeTimeoutMs: 5_000,
      cacheMs: 1_000,
    })
    services.push(s)
    expect((await s.scan()).devices).toMatchObject([{ status: 'READY' }])
    sim.setBehaviour('notready')
    const soon = await s.scan()
    expect(soon.cached).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const later = await s.scan()
    expect(later.cached).toBe(false)
    expect(later.devices).toMatchObject([{ status: 'NOTREADY' }])
    await sim.close()
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await s.scan()).devices).toEqual([])
  })

  it('reports NOTREADY and USED as the services say them', async () => {
    const notready = await start({ behaviour: 'notready' })
    const busy = await start({ behaviour: 'busy', personality: 'morpho' })
    const reply = await service([notready.port, busy.port]).scan()
    const status = Object.fromEntries(reply.devices.map((d) => [d.port, d.status]))
    expect(status).toEqual({ [notready.port]: 'NOTREADY', [busy.port]: 'USED' })
  })

  it('reports a READY service without a serial as NOTREADY', async () => {
    const sim = await start({ behaviour: 'no-serial' })
    const [device] = (await service([sim.port]).scan()).devices
    expect(device?.status).toBe('NOTREADY')
    expect(device?.note).toMatch(/no device serial/)
  })

  it('waits for hung ports side by side, not one after another, and still finds the ready one', async () => {
    const ready = await start({})
    const hung = await startSilentServer()
    const hangingSim = await start({ behaviour: 'hang' })
    const [closed] = await freePorts(1)
    // Two hung ports: one after another would take two deadlines; side by side, one. The deadline
    // is long enough that the ready service answers within it on a busy machine.
    const deadlineMs = 3_000
    try {
      const started = performance.now()
      const reply = await service([ready.port, hung.port, hangingSim.port, closed!], {
        probeTimeoutMs: deadlineMs,
      }).scan()
      const ms = performance.now() - started
      expect(reply.devices.map((d) => d.port)).toEqual([ready.port])
      expect(ms).toBeGreaterThanOrEqual(deadlineMs - 10)
      expect(ms).toBeLessThan(2 * deadlineMs)
    } finally {
      await hung.close()
    }
  }, 15_000)

  it('gives up on a hung port at the default 800 ms per-port deadline', async () => {
    const hung = await startSilentServer()
    try {
      const s = createDeviceService({ host: HOST, loopback: true, ports: [hung.port] })
      services.push(s)
      const started = performance.now()
      expect((await s.scan()).devices).toEqual([])
      // Not sooner than the deadline; that it ends at all is the test's own timeout's to say.
      expect(performance.now() - started).toBeGreaterThanOrEqual(790)
    } finally {
      await hung.close()
    }
  })

  it('does not wait for the deadline on ports where nothing listens', async () => {
    const ports = await freePorts(21)
    // A refused connection ends its probe at once: with a deadline longer than the test's own
    // timeout, waiting for it on any of the 21 ports would fail the test.
    expect((await service(ports, { probeTimeoutMs: 60_000 }).scan()).devices).toEqual([])
  })

  it('skips another HTTP server in the range (Node refuses the RD verbs with 400)', async () => {
    const other = createHttpServer((_req, res) => res.end('hello'))
    await new Promise<void>((resolve) => other.listen(0, HOST, resolve))
    const port = (other.address() as { port: number }).port
    try {
      expect((await service([port]).scan()).devices).toEqual([])
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })

  it('serves a recent scan from the cache and rescans when asked', async () => {
    const sim = await start({})
    const s = service([sim.port], { cacheMs: 5_000 })
    await s.scan()
    const second = await s.scan()
    expect(second.cached).toBe(true)
    expect(sim.requests.rdservice).toBe(1)
    const fresh = await s.scan({ fresh: true })
    expect(fresh.cached).toBe(false)
    expect(sim.requests.rdservice).toBe(2)
  })

  it('shares one scan between concurrent callers', async () => {
    const sim = await start({})
    const s = service([sim.port])
    const [a, b, c] = await Promise.all([
      s.scan({ fresh: true }),
      s.scan({ fresh: true }),
      s.scan(),
    ])
    expect(sim.requests.rdservice).toBe(1)
    expect(a.scannedAt).toBe(b.scannedAt)
    expect(c.scannedAt).toBe(a.scannedAt)
  })

  it('does not probe a reader while the bridge captures on it, and shows it USED until done', async () => {
    const sim = await start({ captureDelayMs: 400 })
    const s = service([sim.port])
    await s.scan()
    const capture = s.capture({ port: sim.port })
    await new Promise((r) => setTimeout(r, 50))
    const during = await s.scan({ fresh: true })
    expect(during.devices).toMatchObject([{ port: sim.port, status: 'USED' }])
    expect(sim.requests.rdservice).toBe(1)
    await capture
    const after = await s.scan()
    expect(after.cached).toBe(false)
    expect(after.devices).toMatchObject([{ port: sim.port, status: 'READY' }])
  })

  it('never puts a serial, dc, mc or sysid in the reply or the log', async () => {
    const sims3 = [
      await start({}),
      await start({ personality: 'morpho' }),
      await start({ personality: 'idemia' }),
    ]
    const reply = JSON.stringify(await service(sims3.map((s) => s.port)).scan())
    for (const sim of sims3) {
      for (const secret of Object.values(sim.secrets)) {
        expect(reply).not.toContain(secret)
        expect(logs.join('\n')).not.toContain(secret)
      }
    }
  })
})

describe('GET /api/devices', () => {
  let sim: RdSimulator
  let devices: DeviceService
  let captures: CaptureStore
  let bridge: Awaited<ReturnType<typeof startTestBridge>>

  beforeAll(async () => {
    sim = await startRdSimulator({})
    const [closed] = await freePorts(1)
    const ports = [sim.port, closed!]
    devices = createDeviceService({
      host: HOST,
      loopback: true,
      ports,
      // The desk's own deadline: a loaded machine's reader can take longer than 300 ms.
      probeTimeoutMs: DEFAULT_PROBE_TIMEOUT_MS,
      cacheMs: 5_000,
    })
    captures = new CaptureStore()
    bridge = await startTestBridge(deviceRoutes({ devices, captures, ports }))
  })
  afterAll(async () => {
    await bridge.close()
    await devices.close()
    captures.close()
    await sim.close()
  })

  it('lists the services found, then answers from the cache, and rescans on ?fresh=1 or ?rescan=1', async () => {
    const first = await getJson(`${bridge.url}/api/devices`)
    expect(first.status).toBe(200)
    expect(first.json.devices).toMatchObject([{ port: sim.port, status: 'READY', mi: 'MFS110' }])
    expect(first.json.cached).toBe(false)
    expect((await getJson(`${bridge.url}/api/devices`)).json.cached).toBe(true)
    expect((await getJson(`${bridge.url}/api/devices?fresh=1`)).json.cached).toBe(false)
    expect((await getJson(`${bridge.url}/api/devices?rescan=1`)).json.cached).toBe(false)
    expect((await getJson(`${bridge.url}/api/devices?fresh=0`)).json.cached).toBe(true)
  })

  it('answers an empty list as a normal 200 when no reader is there', async () => {
    sim.setBehaviour('hang')
    try {
      const reply = await getJson(`${bridge.url}/api/devices?fresh=1`)
      expect(reply.status).toBe(200)
      expect(reply.json.devices).toEqual([])
    } finally {
      sim.setBehaviour('ready')
    }
  })
})
