// Discovery gave a capture that names no port to the lowest READY port, so a
// program squatting on a lower port than the real reader got the customer's finger (the review:
// a secugen rd-stub on 23150 ahead of the real reader on 23151). Reproduced first; then the
// merchant chooses the real reader once (a capture that names its port), the choice is kept in
// DATA_DIR/reader.json (atomically, 0600, port and model only, no device identity), and every
// capture after, across a restart, goes to that reader while it answers READY as the same model.

import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createDeviceService, type DeviceService } from '../../../bridge/rd/device-service.ts'
import { READER_CHOICE_FILE } from '../../../bridge/rd/reader-choice.ts'
import { startRdSimulator, type RdSimulator } from '../../../bridge/sandbox/rd-simulator/server.ts'
import { tempDataDir } from '../../fixtures/bridge-harness.ts'
import { freePorts } from '../../fixtures/rd-test-helpers.ts'

const sims: RdSimulator[] = []
const services: DeviceService[] = []
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()))
  await Promise.all(sims.splice(0).map((s) => s.close()))
})

/** A squatter (another vendor) on the lower port, the merchant's reader on the higher one. */
async function squatterBelowReader() {
  const [low, high] = (await freePorts(2)).sort((a, b) => a - b) as [number, number]
  const squatter = await startRdSimulator({ port: low, personality: 'morpho', captureDelayMs: 10 })
  const reader = await startRdSimulator({ port: high, personality: 'mantra', captureDelayMs: 10 })
  sims.push(squatter, reader)
  return { squatter, reader, ports: [low, high] }
}

function service(ports: number[], dataDir: string | null) {
  const s = createDeviceService({
    host: '127.0.0.1',
    loopback: true,
    ports,
    probeTimeoutMs: 800,
    dataDir,
  })
  services.push(s)
  return s
}

describe('the reader the merchant chose last', () => {
  it('is not known at first: the lowest READY port, a squatter, gets the capture (the attack)', async () => {
    const { squatter, ports } = await squatterBelowReader()
    const pid = await service(ports, tempDataDir()).capture({ timeoutMs: 2000 })
    expect(pid.device.port).toBe(squatter.port)
  })

  it('gets every capture that names no port once chosen, across a restart', async () => {
    const { reader, ports } = await squatterBelowReader()
    const dataDir = tempDataDir()
    const first = service(ports, dataDir)
    // The merchant picks the reader on the desk (the page sends its port).
    expect((await first.capture({ port: reader.port, timeoutMs: 2000 })).device.port).toBe(
      reader.port,
    )
    expect((await first.capture({ timeoutMs: 2000 })).device.port).toBe(reader.port)
    await first.close()

    const restarted = service(ports, dataDir)
    expect((await restarted.scan({ fresh: true })).preferredPort).toBe(reader.port)
    expect((await restarted.capture({ timeoutMs: 2000 })).device.port).toBe(reader.port)
  })

  it('is kept atomically, owner-only, as port and model, never the device’s identity', async () => {
    const { reader, ports } = await squatterBelowReader()
    const dataDir = tempDataDir()
    await service(ports, dataDir).capture({ port: reader.port, timeoutMs: 2000 })
    const file = join(dataDir, READER_CHOICE_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const text = readFileSync(file, 'utf8')
    expect(JSON.parse(text)).toMatchObject({
      port: reader.port,
      dpId: 'MANTRA.MSIPL',
      mi: expect.any(String),
    })
    for (const secret of Object.values(reader.secrets))
      expect(text).not.toContain(secret.slice(0, 12))
  })

  it('is passed over when another model answers on its port, or it stops answering', async () => {
    const { squatter, reader, ports } = await squatterBelowReader()
    const dataDir = tempDataDir()
    await service(ports, dataDir).capture({ port: reader.port, timeoutMs: 2000 })
    await reader.close()
    // Another vendor's service now holds the chosen port: not the merchant's reader.
    const impostor = await startRdSimulator({
      port: reader.port,
      personality: 'morpho',
      captureDelayMs: 10,
    })
    sims.push(impostor)
    const after = service(ports, dataDir)
    expect((await after.scan({ fresh: true })).preferredPort).toBe(squatter.port)
    await impostor.close()
    expect((await after.capture({ timeoutMs: 2000 })).device.port).toBe(squatter.port)
  })

  it('is not changed by a capture that names no port', async () => {
    const { squatter, reader, ports } = await squatterBelowReader()
    const dataDir = tempDataDir()
    const s = service(ports, dataDir)
    await s.capture({ port: reader.port, timeoutMs: 2000 })
    await s.capture({ timeoutMs: 2000 })
    expect(JSON.parse(readFileSync(join(dataDir, READER_CHOICE_FILE), 'utf8')).port).toBe(
      reader.port,
    )
    expect(squatter.port).toBeLessThan(reader.port)
  })
})
