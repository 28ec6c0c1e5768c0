// The OTLP route end to end (review F8): a bridge with DESK_ID pushes OTLP/HTTP protobuf to a real
// receiver that answers PromQL (Debian 13's victoria-metrics, in the shared Debian 13 root:
// Debian's prometheus is built without its OTLP receiver, scripts/ensure-otlp-receiver.sh), and
// every series lands with the same `desk` label the scrape route gives, so that the alert rules'
// per-desk expressions see a pushing desk as they see a scraped one.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'
import { until } from '../fixtures/prometheus.ts'
import { startVictoriaMetrics, type RunningReceiver } from '../fixtures/victoria-metrics.ts'
import { startVmalert } from '../fixtures/vmalert.ts'

const DESK = 'DESK-0042'
let receiver: RunningReceiver
let t: TestBridge

beforeAll(async () => {
  receiver = await startVictoriaMetrics()
  t = await startTestBridge({
    rdBlock: 'otlp-receiver',
    env: {
      DESK_ID: DESK,
      OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: receiver.otlpUrl,
      OTEL_METRIC_EXPORT_INTERVAL: '1000',
    },
  })
}, 120_000)

afterAll(async () => {
  await t?.close()
  await receiver?.stop()
})

describe('the OTLP route into a PromQL store', () => {
  it('lands with the desk label on the point and the desk in the resource', async () => {
    await until(60_000, async () => (await receiver.query('aeps_bridge_info')).length > 0)
    const [info] = await receiver.query('aeps_bridge_info')
    expect(info!.metric).toMatchObject({
      __name__: 'aeps_bridge_info',
      desk: DESK,
      mode: 'sandbox',
      'service.name': 'aeps-bridge',
      'service.instance.id': DESK,
    })
    expect(info!.value[1]).toBe('1')
  })

  it('carries the desk on every series the push brings', async () => {
    await until(
      30_000,
      async () => (await receiver.query('aeps_bridge_journal_records')).length > 0,
    )
    const all = await receiver.query('{__name__=~"aeps_bridge_.+|process_.+|nodejs_.+"}')
    expect(all.length).toBeGreaterThan(30)
    expect(all.filter((s) => s.metric.desk !== DESK).map((s) => s.metric.__name__)).toEqual([])
    const names = new Set(all.map((s) => s.metric.__name__))
    for (const name of [
      'aeps_bridge_credentials_state',
      'aeps_bridge_journal_state',
      'aeps_bridge_readers_by_state',
      'aeps_bridge_enquiries_today',
      'aeps_bridge_otlp_exports_total',
    ])
      expect(names).toContain(name)
  })

  it('answers the alert rules’ per-desk expressions for the pushing desk', async () => {
    expect((await receiver.query('max by (desk) (aeps_bridge_info)')).map((s) => s.metric)).toEqual(
      [{ desk: DESK }],
    )
    const unknown = await receiver.query(
      'max by (desk) (aeps_bridge_credentials_state{state="unknown"})',
    )
    expect(unknown.map((s) => [s.metric.desk, s.value[1]])).toEqual([[DESK, '1']])
  })
})

describe('vmalert over the pushes (monitoring/vmalert.service, issue 41)', () => {
  it('gives pushed series the job label the dashboard filters on, and the last enquiry time', async () => {
    await until(30_000, async () => {
      const memory = await receiver.query(`process_resident_memory_bytes{job="aeps-bridge"}`)
      return memory.some((s) => s.metric.desk === DESK)
    })
    const last = await receiver.query('aeps_bridge_last_customer_enquiry_timestamp_seconds')
    // This desk made no enquiry: 0, which the idle alert leaves out.
    expect(last.map((s) => [s.metric.desk, s.metric.job, s.value[1]])).toEqual([
      [DESK, 'aeps-bridge', '0'],
    ])
  })

  it('evaluates the shipped rules: a desk idle 76 days is AepsOperatorIdle, one idle 74 days and the new desk are not', async () => {
    const day = 86_400
    const now = Math.floor(Date.now() / 1000)
    const lines = [
      `aeps_bridge_last_customer_enquiry_timestamp_seconds{desk="DESK-IDLE",job="aeps-bridge"} ${now - 76 * day}`,
      `aeps_bridge_last_customer_enquiry_timestamp_seconds{desk="DESK-BUSY",job="aeps-bridge"} ${now - 74 * day}`,
    ]
    const imported = await fetch(`${receiver.url}/api/v1/import/prometheus`, {
      method: 'POST',
      body: lines.join('\n') + '\n',
    })
    expect(imported.status).toBe(204)
    await until(
      30_000,
      async () =>
        (
          await receiver.query(
            'max by (desk) (aeps_bridge_last_customer_enquiry_timestamp_seconds)',
          )
        ).length === 3,
    )

    const vmalert = await startVmalert(receiver.url)
    try {
      // `for: 1h`: the idle desk's alert is pending from the first evaluation.
      await until(60_000, async () =>
        (await vmalert.alerts()).some((a) => a.name === 'AepsOperatorIdle'),
      )
      const idle = (await vmalert.alerts()).filter((a) => a.name === 'AepsOperatorIdle')
      expect(idle.map((a) => [a.labels.desk, a.labels.severity, a.state])).toEqual([
        ['DESK-IDLE', 'warning', 'pending'],
      ])
      // Every shipped rule runs on VictoriaMetrics' MetricsQL without an error.
      const rules = await vmalert.rules()
      expect(rules.length).toBeGreaterThanOrEqual(9)
      expect(rules.filter((r) => r.health !== 'ok').map((r) => [r.name, r.lastError])).toEqual([])
    } finally {
      await vmalert.stop()
    }
  }, 180_000)
})
