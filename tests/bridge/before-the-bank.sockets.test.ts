// Before the bank (docs/contract.md v1.5): against simulated readers and a simulated provider over
// real sockets, a PID sealed with a past UIDAI key, an expired device certificate, a PID 30
// minutes off and refused credentials each cause no call to the provider and answer their own
// code and sentence; the same desk with a current key, a fresh certificate and a right clock
// captures and enquires as before. GET /api/devices names the class (L1 for the Mantra MFS110 L1
// DeviceInfo, L0 for mi="MSO1300E2L0SW"), the certificate's end and the problems.

import { describe, expect, it } from 'vitest'
import { startRdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import { startUpstreamSimulator } from '../../bridge/sandbox/upstream-simulator/server.ts'
import type { DevicesReply } from '../../src/shared/contract.ts'
import {
  api,
  CUSTOMER,
  liveEnv,
  RD_PORT_BLOCKS,
  rdPorts,
  startTestBridge,
} from '../fixtures/bridge-harness.ts'
import { credentialsRefused, liveDesk } from '../fixtures/live-desk.ts'

const RIGHT = liveEnv('http://unused.invalid')
const PORT = RD_PORT_BLOCKS['before-the-bank']
const desk = liveDesk('before-the-bank')
const { readerPlaying, liveBridge, open } = desk

describe('a PID the bank would refuse is dropped before the bank', () => {
  it.each([
    [
      'key-expired',
      'RD_KEY_EXPIRED',
      /UIDAI key that expired on 23-09-2025.*Update the RD service/,
    ],
    [
      'certificate-expired',
      'DEVICE_CERTIFICATE_EXPIRED',
      /certificate expired on .*restart the reader/,
    ],
    ['clock-skew', 'CLOCK_SKEW', /30 minutes ahead.*Set the laptop's date, time and time zone/],
  ] as const)(
    '%s: 422 %s with its sentence, nothing sent to the provider',
    async (readerCase, code, words) => {
      const reader = await readerPlaying(readerCase)
      const bridge = await liveBridge()
      const before = desk.upstream.requests
      const reply = await api(bridge).post('/api/captures', {})
      expect(reply.status, reply.text).toBe(422)
      expect(reply.json.error.code).toBe(code)
      expect(reply.json.error.message).toMatch(words)
      if (code === 'CLOCK_SKEW') expect(reply.json.skewSeconds).toBeGreaterThan(29 * 60)
      // The certificate was known before: no finger asked for. The others needed the PID.
      expect(reader.captures).toBe(code === 'DEVICE_CERTIFICATE_EXPIRED' ? 0 : 1)
      expect(desk.upstream.requests).toBe(before)
      const metrics = await (await fetch(`${bridge.url}/metrics`)).text()
      expect(metrics).toContain(`aeps_bridge_captures_total{result="${code}"} 1`)
    },
  )

  it('remembers an expired key as the reader’s blocking problem until Rescan', async () => {
    const reader = await readerPlaying('key-expired')
    const bridge = await liveBridge()
    expect((await api(bridge).post('/api/captures', {})).json.error.code).toBe('RD_KEY_EXPIRED')
    const devices = (await api(bridge).get('/api/devices')).json as DevicesReply
    expect(devices.devices[0]!.problems).toEqual([
      expect.objectContaining({ code: 'RD_KEY_EXPIRED', blocking: true }),
    ])
    // No second finger: refused before the reader is asked.
    expect((await api(bridge).post('/api/captures', {})).status).toBe(422)
    expect(reader.captures).toBe(1)
    await api(bridge).get('/api/devices?fresh=1')
    expect((await api(bridge).post('/api/captures', {})).json.error.code).toBe('RD_KEY_EXPIRED')
    expect(reader.captures).toBe(2)
  })

  it('a current key, a fresh certificate and a right clock capture and enquire as before', async () => {
    const reader = await readerPlaying('l1')
    const bridge = await liveBridge()
    const captured = await api(bridge).post('/api/captures', {})
    expect(captured.status, captured.text).toBe(201)
    const before = desk.upstream.requests
    const reply = await api(bridge).post('/api/balance-enquiries', {
      ...CUSTOMER,
      aadhaar: '999900000000',
      captureId: captured.json.captureId,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json).toMatchObject({ outcome: 'success', cause: null })
    expect(desk.upstream.requests).toBe(before + 1)
    expect(reader.captures).toBe(1)
  })
})

describe('before the reader', () => {
  it('refuses a capture with 503 CREDENTIALS_REFUSED while the provider refuses the credentials', async () => {
    const reader = await readerPlaying('l1')
    const bridge = await liveBridge({ AEPS_SECRET: 'Wr0ng', AEPS_BANKS_PATH: '/v1/common/bank' })
    await credentialsRefused(bridge)
    const before = desk.upstream.requests
    const reply = await api(bridge).post('/api/captures', {})
    expect(reply.status).toBe(503)
    expect(reply.json.error).toMatchObject({ code: 'CREDENTIALS_REFUSED' })
    expect(reply.json.error.message).toMatch(/no fingerprint was taken.*call your network/i)
    expect(reader.captures).toBe(0)
    expect(desk.upstream.requests).toBe(before)
  })

  it('reads the provider’s clock from its Date header: a laptop 30 minutes off is refused CLOCK_SKEW', async () => {
    const skewed = await startUpstreamSimulator({
      user: RIGHT.AEPS_USER,
      secret: RIGHT.AEPS_SECRET,
      clockSkewS: 1800,
    })
    open.push(skewed)
    const reader = await readerPlaying('l1')
    const bridge = await startTestBridge({
      rdBlock: 'before-the-bank',
      sandboxReader: false,
      env: {
        ...liveEnv(skewed.url, { AEPS_BANKS_PATH: '/v1/common/bank' }),
        RD_PORTS: rdPorts('before-the-bank'),
      },
    })
    open.push(bridge)
    const deadline = Date.now() + 10_000
    let clock = (await api(bridge).get('/api/status')).json.clock
    while (clock.skewSeconds === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      clock = (await api(bridge).get('/api/status')).json.clock
    }
    expect(clock.skewSeconds).toBeGreaterThanOrEqual(1795)
    expect(Date.parse(clock.checkedAt)).not.toBeNaN()
    const reply = await api(bridge).post('/api/captures', {})
    expect(reply.status).toBe(422)
    expect(reply.json).toMatchObject({ error: { code: 'CLOCK_SKEW' } })
    expect(reply.json.error.message).toMatch(
      /laptop's clock is 30 minutes ahead.*no finger was taken/,
    )
    expect(reader.captures).toBe(0)
  })
})

describe('GET /api/devices names the class, the certificate and the problems', () => {
  it('L1 for the Mantra MFS110 L1 DeviceInfo, with its certificate’s end and no problem', async () => {
    await readerPlaying('l1')
    const bridge = await liveBridge()
    const [device] = ((await api(bridge).get('/api/devices')).json as DevicesReply).devices
    expect(device).toMatchObject({ mi: 'MFS110', class: 'L1', problems: [] })
    expect(Date.parse(device!.certificateNotAfter!)).toBeGreaterThan(Date.now())
  })

  it('L0 for mi="MSO1300E2L0SW", with the warning that does not block', async () => {
    const reader = await readerPlaying('l0')
    const bridge = await liveBridge()
    const [device] = ((await api(bridge).get('/api/devices')).json as DevicesReply).devices
    expect(device).toMatchObject({ mi: 'MSO1300E2L0SW', class: 'L0' })
    expect(device!.problems).toEqual([
      { code: 'READER_L0', message: expect.stringMatching(/L1 reader/), blocking: false },
    ])
    expect((await api(bridge).post('/api/captures', {})).status).toBe(201)
    expect(reader.captures).toBe(1)
  })

  it('an expired certificate is a blocking problem; a certificate that is not X.509 is unknown', async () => {
    await readerPlaying('certificate-expired')
    const bridge = await liveBridge()
    const [device] = ((await api(bridge).get('/api/devices')).json as DevicesReply).devices
    expect(device!.problems).toEqual([
      expect.objectContaining({ code: 'DEVICE_CERTIFICATE_EXPIRED', blocking: true }),
    ])
    await open.pop()!.close()
    await open.pop()!.close()
    // The simulator's default mc is a look-alike, not a certificate: unknown, never blocking.
    open.push(
      await startRdSimulator({
        port: PORT,
        host: '127.0.0.1',
        behaviour: 'ready',
        captureDelayMs: 10,
      }),
    )
    const other = await liveBridge()
    const [plain] = ((await api(other).get('/api/devices')).json as DevicesReply).devices
    expect(plain).toMatchObject({ class: 'L1', certificateNotAfter: null, problems: [] })
    expect((await api(other).post('/api/captures', {})).status).toBe(201)
  })
})

describe('a finger-mismatch counts the customer’s attempts', () => {
  it('says 1 to 5 of 5 for one customer within 30 minutes, and keeps no count in the journal', async () => {
    await readerPlaying('l1')
    const bridge = await liveBridge()
    const mismatch = async (aadhaar: string) => {
      const captured = await api(bridge).post('/api/captures', {})
      return (
        await api(bridge).post('/api/balance-enquiries', {
          ...CUSTOMER,
          aadhaar,
          captureId: captured.json.captureId,
        })
      ).json
    }
    for (let n = 1; n <= 5; n++) {
      const reply = await mismatch('999900000028')
      expect(reply).toMatchObject({
        cause: 'finger-mismatch',
        attempts: { fingerMismatch: n, max: 5 },
      })
    }
    // The journal keeps the cause, never the count or the number.
    const list = (await api(bridge).get('/api/transactions?limit=1')).json.transactions
    expect(list[0]).toMatchObject({ cause: 'finger-mismatch' })
    expect(JSON.stringify(list[0])).not.toContain('attempts')
  })
})
