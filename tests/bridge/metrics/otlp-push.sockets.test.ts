// The opt-in OTLP push against an OTLP/HTTP receiver in the test process: what the
// standard variables say goes where they say, in protobuf that the official schema decodes,
// with the same counts GET /metrics shows; a refused or hanging push is counted and dropped and
// never holds up an enquiry.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_NUMBERS } from '../../../src/shared/sandbox-numbers.ts'
import { api, enquire, startTestBridge, type TestBridge } from '../../fixtures/bridge-harness.ts'
import { parseSamples, sampleValue } from '../../fixtures/metrics-text.ts'
import {
  decodeExport,
  startOtlpReceiver,
  type DecodedExport,
} from '../../fixtures/otlp-receiver.ts'

const SUCCESS = SANDBOX_NUMBERS.find((n) => n.scenario === 'success')!.aadhaar
const FAILURE = SANDBOX_NUMBERS.find((n) => n.scenario === 'failure')!.aadhaar
const TOKEN = 'desk-token-3f9a'

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
let t: TestBridge

type Attribute = { key: string; value: { stringValue?: string } }
const attributes = (list: Attribute[] = []) =>
  Object.fromEntries(list.map((a) => [a.key, a.value.stringValue]))
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const metricsOf = (decoded: DecodedExport): any[] =>
  decoded.resourceMetrics.flatMap((r: DecodedExport) =>
    r.scopeMetrics.flatMap((s: DecodedExport) => s.metrics),
  )
const metricNamed = (decoded: DecodedExport, name: string) =>
  metricsOf(decoded).find((m) => m.name === name)

/** The day's count of one outcome in a push, 0 when absent. */
function todayIn(decoded: DecodedExport, outcome: string): number {
  const points = metricNamed(decoded, 'aeps_bridge_enquiries_today')?.gauge?.dataPoints ?? []
  const point = points.find(
    (p: { attributes: Attribute[] }) =>
      attributes(p.attributes).operation === 'balance-enquiry' &&
      attributes(p.attributes).outcome === outcome,
  )
  return point?.asDouble ?? 0
}

beforeAll(async () => {
  receiver = await startOtlpReceiver()
  t = await startTestBridge({
    rdBlock: 'metrics-otlp',
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer%20${TOKEN}`,
      OTEL_METRIC_EXPORT_INTERVAL: '1000',
      OTEL_METRIC_EXPORT_TIMEOUT: '800',
      OTEL_RESOURCE_ATTRIBUTES: 'service.instance.id=desk-0042,deployment.environment=test',
    },
  })
})

afterAll(async () => {
  await t?.close()
  await receiver?.close()
})

describe('the OTLP push', () => {
  it('goes to OTEL_EXPORTER_OTLP_METRICS_ENDPOINT as it is, gzip-compressed when asked', async () => {
    const other = await startTestBridge({
      rdBlock: 'metrics-otlp',
      sandboxReader: false,
      env: {
        OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: `${receiver.url}/fleet/ingest`,
        OTEL_EXPORTER_OTLP_COMPRESSION: 'gzip',
        OTEL_METRIC_EXPORT_INTERVAL: '1000',
      },
    })
    try {
      const request = await receiver.next((r) => r.path === '/fleet/ingest')
      expect(request.headers['content-encoding']).toBe('gzip')
      expect(metricNamed(decodeExport(request.body), 'aeps_bridge_info')).toBeDefined()
    } finally {
      await other.close()
    }
  })

  it('sends protobuf to /v1/metrics of the configured endpoint, with its headers and the desk', async () => {
    // This desk's pushes only: one of the other desk's, sent as it closed, can still come in.
    const request = await receiver.next((r) => r.headers.authorization !== undefined)
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/metrics')
    expect(request.headers['content-type']).toBe('application/x-protobuf')
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`)
    const decoded = decodeExport(request.body)
    expect(attributes(decoded.resourceMetrics[0].resource.attributes)).toMatchObject({
      'service.name': 'aeps-bridge',
      'service.version': '1.0.0',
      'service.instance.id': 'desk-0042',
      'deployment.environment': 'test',
    })
  })

  it("carries the day's counts, the histogram and the counters as the schema defines them", async () => {
    const first = decodeExport((await receiver.next((r) => r.path === '/v1/metrics')).body)
    const before = { success: todayIn(first, 'success'), failure: todayIn(first, 'failure') }
    for (const aadhaar of [SUCCESS, SUCCESS, FAILURE])
      expect((await enquire(t, '/api/balance-enquiries', { aadhaar })).status).toBe(200)
    // The push that carries all three: one taken between the second success and the failure
    // (a push every second, on a loaded machine) carries the successes alone.
    const pushed = await receiver.next((r) => {
      const counts = decodeExport(r.body)
      return (
        todayIn(counts, 'success') === before.success + 2 &&
        todayIn(counts, 'failure') === before.failure + 1
      )
    })
    const decoded = decodeExport(pushed.body)

    const histogram = metricNamed(decoded, 'aeps_bridge_upstream_duration_seconds').histogram
    expect(histogram.aggregationTemporality).toBe(2) // CUMULATIVE
    const point = histogram.dataPoints.find(
      (p: { attributes: Attribute[] }) => attributes(p.attributes).operation === 'balance-enquiry',
    )
    expect(point.count).toBeGreaterThanOrEqual(3)
    expect(point.bucketCounts).toHaveLength(point.explicitBounds.length + 1)
    expect(point.bucketCounts.reduce((a: number, b: number) => a + b, 0)).toBe(point.count)

    const captures = metricNamed(decoded, 'aeps_bridge_captures_total').sum
    expect([captures.isMonotonic, captures.aggregationTemporality]).toEqual([true, 2])
    const captured = captures.dataPoints.find(
      (p: { attributes: Attribute[] }) => attributes(p.attributes).result === 'captured',
    )
    // The same count GET /metrics shows (no capture happens between the two).
    const text = parseSamples((await api(t).get('/metrics')).text)
    expect(captured.asDouble).toBe(
      sampleValue(text, 'aeps_bridge_captures_total', { result: 'captured' }),
    )
    // The metrics of GET /metrics (those with samples when pushed), each as exactly one kind.
    const pushedNames = metricsOf(decoded).map((m) => m.name)
    const families = new Set(text.map((s) => s.name.replace(/_(bucket|sum|count)$/, '')))
    expect(pushedNames.filter((name) => !families.has(name))).toEqual([])
    expect(pushedNames).toEqual(
      expect.arrayContaining([
        'aeps_bridge_info',
        'aeps_bridge_merchant_auth_state',
        'aeps_bridge_journal_state',
        'aeps_bridge_journal_records',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_p99_seconds',
      ]),
    )
    expect(
      metricsOf(decoded).filter((m) => [m.gauge, m.sum, m.histogram].filter(Boolean).length !== 1),
    ).toEqual([])
    // No identifier in any attribute: no run of ten or more digits.
    expect(JSON.stringify(decoded.resourceMetrics[0].resource)).not.toMatch(/\d{10}/)
  })

  it('counts a refused push as failed, drops it, and goes on; enquiries are not held up', async () => {
    const failedOf = async () =>
      sampleValue(
        parseSamples((await api(t).get('/metrics')).text),
        'aeps_bridge_otlp_exports_total',
        {
          result: 'failed',
        },
      ) ?? 0
    const failedBefore = await failedOf()
    receiver.mode = 'refuse'
    await receiver.next(() => true)
    // The refused push is counted once its reply is in; the next push shows it.
    receiver.mode = 'hang'
    await receiver.next(() => true)
    // With a push hanging at the receiver, an enquiry is answered as usual.
    expect((await enquire(t, '/api/balance-enquiries', { aadhaar: SUCCESS })).json.outcome).toBe(
      'success',
    )
    receiver.mode = 'accept'
    const recovered = await receiver.next(() => true)
    expect(recovered.path).toBe('/v1/metrics')
    expect(await failedOf()).toBeGreaterThan(failedBefore)
    expect(
      sampleValue(
        parseSamples((await api(t).get('/metrics')).text),
        'aeps_bridge_otlp_exports_total',
        {
          result: 'ok',
        },
      ),
    ).toBeGreaterThanOrEqual(1)
    // Said once in the log, the collector's token never.
    expect(t.logs.filter((line) => line.includes('OTLP metrics push failed'))).not.toEqual([])
    expect(t.logs.filter((line) => line.includes(TOKEN))).toEqual([])
  })
})
