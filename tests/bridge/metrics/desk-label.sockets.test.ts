// One `desk` label on both routes (review F8): with DESK_ID, every series of GET /metrics carries
// it, and every pushed OTLP data point carries it as an attribute (which Prometheus's OTLP
// receiver turns into the same label), with service.instance.id naming the same desk; without
// DESK_ID, the pushed service.instance.id names the desk; a DESK_ID of the wrong shape refuses the
// start.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../bridge/config/index.ts'
import { startTestBridge, type TestBridge } from '../../fixtures/bridge-harness.ts'
import { parseSamples } from '../../fixtures/metrics-text.ts'
import { decodeExport, startOtlpReceiver } from '../../fixtures/otlp-receiver.ts'

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
const bridges: TestBridge[] = []

beforeAll(async () => {
  receiver = await startOtlpReceiver()
})
afterAll(async () => {
  for (const t of bridges) await t.close()
  await receiver?.close()
})

type Attribute = { key: string; value: { stringValue?: string } }
const attributes = (list: Attribute[] = []) =>
  Object.fromEntries(list.map((a) => [a.key, a.value.stringValue]))

/** Every data point's attributes in one push, whatever the metric's kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function pointsOf(decoded: any): Record<string, string | undefined>[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return decoded.resourceMetrics.flatMap((r: any) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    r.scopeMetrics.flatMap((s: any) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      s.metrics.flatMap((m: any) =>
        (m.gauge ?? m.sum ?? m.histogram).dataPoints.map((p: { attributes: Attribute[] }) =>
          attributes(p.attributes),
        ),
      ),
    ),
  )
}

async function pushingBridge(env: Record<string, string>) {
  const t = await startTestBridge({
    rdBlock: 'desk-label',
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_METRIC_EXPORT_INTERVAL: '1000',
      ...env,
    },
  })
  bridges.push(t)
  return t
}

describe('DESK_ID', () => {
  it('labels every scraped series and every pushed point with the same desk', async () => {
    const t = await pushingBridge({ DESK_ID: 'DESK-0042' })
    const samples = parseSamples(await (await fetch(`${t.url}/metrics`)).text())
    expect(samples.length).toBeGreaterThan(50)
    expect(samples.filter((s) => s.labels.desk !== 'DESK-0042')).toEqual([])
    const push = decodeExport((await receiver.next((r) => r.path === '/v1/metrics')).body)
    const points = pointsOf(push)
    expect(points.length).toBeGreaterThan(50)
    expect(points.filter((p) => p.desk !== 'DESK-0042')).toEqual([])
    expect(attributes(push.resourceMetrics[0].resource.attributes)).toMatchObject({
      'service.name': 'aeps-bridge',
      'service.instance.id': 'DESK-0042',
    })
  })

  it('is taken from the pushed service.instance.id when unset', () => {
    const config = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      OTEL_RESOURCE_ATTRIBUTES: 'service.instance.id=DESK-0007',
    })
    expect(config.desk).toBe('DESK-0007')
    expect(loadConfig({}).desk).toBeNull()
  })

  it.each(['desk 42', '-desk', 'a'.repeat(65), 'DESK/42', 'डेस्क'])(
    'refuses %j, naming DESK_ID',
    (value) => {
      expect(() => loadConfig({ DESK_ID: value })).toThrow(
        expect.objectContaining({ setting: 'DESK_ID' }),
      )
    },
  )
})
