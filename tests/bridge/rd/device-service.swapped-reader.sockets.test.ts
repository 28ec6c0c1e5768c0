// A reader swapped for another vendor's: the RD service on a port is replaced by a
// different vendor's service with other capture paths, right after a scan. The first capture after
// the swap works (a rescan, then one more request), instead of failing with RD_770 until the scan
// ages out; and a reply that really is RD_770 after the rescan is still reported as such.

import { afterEach, describe, expect, it } from 'vitest'
import { createDeviceService, type DeviceService } from '../../../bridge/rd/device-service.ts'
import { startRdSimulator, type RdSimulator } from '../../../bridge/sandbox/rd-simulator/server.ts'
import { captureLogLines, freePorts } from '../../fixtures/rd-test-helpers.ts'

const logs = captureLogLines()
const HOST = '127.0.0.1'
let open: { service?: DeviceService; sims: RdSimulator[] } = { sims: [] }

afterEach(async () => {
  await open.service?.close()
  for (const sim of open.sims) await sim.close()
  open = { sims: [] }
})

async function reader(port: number, personality: 'mantra' | 'morpho'): Promise<RdSimulator> {
  const sim = await startRdSimulator({
    port,
    host: HOST,
    personality,
    behaviour: 'ready',
    tls: false,
    captureDelayMs: 10,
  })
  open.sims.push(sim)
  return sim
}

describe.each([
  ['mantra', 'morpho', 'Morpho.SmartChip'],
  ['morpho', 'mantra', 'MANTRA.MSIPL'],
] as const)('a %s reader swapped for a %s one on the same port', (before, after, dpId) => {
  it('captures on the new reader at the first attempt after the swap', async () => {
    const [port] = await freePorts(1)
    const first = await reader(port!, before)
    // Scans younger than this are trusted for a capture: the swap happens well inside it.
    const service = createDeviceService({
      host: HOST,
      loopback: true,
      ports: [port!],
      // Generous: a CI machine under load must not turn a slow probe into "no reader".
      probeTimeoutMs: 3000,
      captureScanMaxAgeMs: 60_000,
    })
    open.service = service
    const scanned = await service.scan()
    expect(scanned.devices).toHaveLength(1)
    await first.close()
    open.sims = []
    await reader(port!, after)

    const pid = await service.capture({ port })
    expect(pid.device.dpId).toBe(dpId)
    expect(pid.pidXml).toContain('<PidData')
    expect(logs.some((line) => /rescan after (RD 770|HTTP 404)/.test(line))).toBe(true)
  })
})
