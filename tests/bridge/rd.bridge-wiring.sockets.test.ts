import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type RunningBridge } from '../../bridge/app.ts'
import { loadConfig } from '../../bridge/config/index.ts'
import { captureLogLines, freePorts, getJson, postJson } from '../fixtures/rd-test-helpers.ts'

captureLogLines()

describe('the sandbox bridge with its simulated reader', () => {
  let bridge: RunningBridge
  let dataDir: string
  let rdPorts: number[]

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rd-wiring-'))
    const [bridgePort, ...ports] = await freePorts(3)
    rdPorts = ports.sort((a, b) => a - b)
    const config = loadConfig({
      BRIDGE_PORT: String(bridgePort),
      RD_PORTS: rdPorts.join(','),
      DATA_DIR: dataDir,
      STATIC_DIR: 'off',
      SANDBOX_CAPTURE_MS: '10',
      // Named RD_PORTS alone would leave the simulated reader out (config.ts).
      SANDBOX_RD: 'on',
    })
    bridge = await startBridge(config)
  })
  afterAll(async () => {
    await bridge?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('finds the simulated reader on the last RD port (the first are left to vendors) and captures from it', async () => {
    const last = rdPorts.at(-1)
    expect(bridge.sandbox?.rdPort).toBe(last)
    const devices = await getJson(`${bridge.url}/api/devices`)
    expect(devices.status).toBe(200)
    expect(devices.json.devices).toMatchObject([
      { port: last, status: 'READY', dpId: 'MANTRA.MSIPL' },
    ])
    const capture = await postJson(`${bridge.url}/api/captures`, {})
    expect(capture.status).toBe(201)
    expect(capture.json.device.port).toBe(last)
    expect(capture.text).not.toContain('PidData')
  })
})
