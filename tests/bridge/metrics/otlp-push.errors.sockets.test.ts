// A push that throws cannot hurt the desk (review V4): a header Node refuses (one that reached the
// push without the start's check), or a collector that is not there, is one failed push: counted
// in aeps_bridge_otlp_exports_total{result="failed"}, logged once while pushes keep failing, and
// never thrown (an unhandled rejection would end the bridge under `supervise`).

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OtlpSettings } from '../../../bridge/config/otlp.ts'
import { setLogSink } from '../../../bridge/log.ts'
import { BridgeMetrics } from '../../../bridge/metrics/bridge-metrics.ts'
import { startOtlpPush } from '../../../bridge/metrics/otlp-push.ts'
import { parseSamples, sampleValue } from '../../fixtures/metrics-text.ts'
import { startOtlpReceiver } from '../../fixtures/otlp-receiver.ts'

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
const lines: string[] = []

beforeAll(async () => {
  receiver = await startOtlpReceiver()
  setLogSink((line) => lines.push(line))
})
afterAll(async () => {
  await receiver?.close()
})

function metrics(): BridgeMetrics {
  return new BridgeMetrics({
    mode: 'sandbox',
    version: '1.0.0',
    contract: '1.3',
    status: () => ({ merchantAuth: { state: 'off', at: null } }),
    journal: {
      path: '/nonexistent/journal.db',
      size: 0,
      entries: () => [],
      health: () => ({ state: 'ok' }),
    },
  })
}

const settings = (extra: Partial<OtlpSettings>): OtlpSettings => ({
  url: `${receiver.url}/v1/metrics`,
  headers: {},
  intervalMs: 3_600_000,
  timeoutMs: 2000,
  compression: 'none',
  resourceAttributes: {},
  ...extra,
})

async function failed(m: BridgeMetrics): Promise<number> {
  const value = sampleValue(parseSamples(await m.text()), 'aeps_bridge_otlp_exports_total', {
    result: 'failed',
  })
  return value ?? 0
}

describe('a push that throws', () => {
  it.each([
    ['a line break in a header', { 'x-api-key': 'abc\r\nX-Injected: 1' }, 'ERR_INVALID_CHAR'],
    ['a NUL in a header', { 'x-api-key': 'abc\u0000' }, 'ERR_INVALID_CHAR'],
    ['a character above U+00FF in a header', { 'x-api-key': '€5' }, 'ERR_INVALID_CHAR'],
  ])('%s: counted, logged once, never thrown', async (_shape, headers, reason) => {
    lines.length = 0
    const m = metrics()
    const push = startOtlpPush(m, settings({ headers }), '1.0.0')
    const before = receiver.requests.length
    expect(await push.pushNow()).toBe(false)
    expect(await push.pushNow()).toBe(false)
    await push.stop()
    expect(await failed(m)).toBe(2)
    expect(receiver.requests.length).toBe(before)
    const failures = lines.filter((l) => l.includes('OTLP metrics push failed'))
    expect(failures).toHaveLength(1)
    expect(JSON.parse(failures[0]!).reason).toBe(reason)
    expect(failures[0]).not.toContain('abc')
  })
})

describe('a collector that is not there', () => {
  it('is a failed push, logged once, and the next working one says so', async () => {
    lines.length = 0
    const m = metrics()
    const gone = startOtlpPush(m, settings({ url: 'http://127.0.0.1:1/v1/metrics' }), '1.0.0')
    expect(await gone.pushNow()).toBe(false)
    expect(await gone.pushNow()).toBe(false)
    await gone.stop()
    expect(await failed(m)).toBe(2)
    expect(lines.filter((l) => l.includes('OTLP metrics push failed'))).toHaveLength(1)
    expect(JSON.parse(lines.find((l) => l.includes('push failed'))!).reason).toBe('ECONNREFUSED')
  })
})
