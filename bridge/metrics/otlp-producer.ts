// The registry's metrics as OpenTelemetry data (issue 26), so that the OTLP push sends exactly
// what GET /metrics shows: one set of instruments (prom-client's), two ways out. A MetricProducer
// of the OTel SDK (sdk-metrics MetricReader option `metricProducers`). Cumulative temporality, as
// Prometheus counts: a push that is dropped loses resolution, never counts.
// Loaded only when the push is configured (otlp-push.ts).

import { ValueType, type Attributes, type HrTime } from '@opentelemetry/api'
import {
  AggregationTemporality,
  DataPointType,
  type CollectionResult,
  type MetricData,
  type MetricProducer,
} from '@opentelemetry/sdk-metrics'
import type { Registry } from 'prom-client'

type PromMetric = Awaited<ReturnType<Registry['getMetricsAsJSON']>>[number]
type PromValue = PromMetric['values'][number]

const hrTime = (ms: number): HrTime => [Math.floor(ms / 1000), Math.round((ms % 1000) * 1e6)]

function attributesOf(labels: PromValue['labels'], without?: string): Attributes {
  const out: Attributes = {}
  for (const [key, value] of Object.entries(labels))
    if (key !== without && value !== undefined) out[key] = value
  return out
}

/** prom-client's histogram rows (`_bucket` by `le`, `_sum`, `_count`) grouped per label set. */
function histogramPoints(metric: PromMetric, startTime: HrTime, endTime: HrTime) {
  const series = new Map<
    string,
    { attributes: Attributes; le: [number, number][]; sum: number; count: number }
  >()
  for (const row of metric.values) {
    const attributes = attributesOf(row.labels, 'le')
    const key = JSON.stringify(attributes)
    let one = series.get(key)
    if (!one) series.set(key, (one = { attributes, le: [], sum: 0, count: 0 }))
    const name = (row as PromValue & { metricName?: string }).metricName ?? ''
    if (name.endsWith('_bucket')) one.le.push([Number(row.labels.le), row.value])
    else if (name.endsWith('_sum')) one.sum = row.value
    else if (name.endsWith('_count')) one.count = row.value
  }
  return [...series.values()].map(({ attributes, le, sum, count }) => {
    const sorted = le.sort((a, b) => a[0] - b[0])
    const boundaries = sorted.filter(([bound]) => Number.isFinite(bound)).map(([bound]) => bound)
    // prom-client's buckets are cumulative; OTLP's hold each bucket's own count, +Inf last.
    const cumulative = [...sorted.map(([, n]) => n)]
    if (cumulative.length === boundaries.length) cumulative.push(count)
    const counts = cumulative.map((n, i) => n - (i === 0 ? 0 : cumulative[i - 1]!))
    return {
      attributes,
      startTime,
      endTime,
      value: { buckets: { boundaries, counts }, sum, count },
    }
  })
}

function toMetricData(metric: PromMetric, startTime: HrTime, endTime: HrTime): MetricData | null {
  const descriptor = {
    name: metric.name,
    description: metric.help,
    unit: '',
    valueType: ValueType.DOUBLE,
  }
  const points = () =>
    metric.values.map((row) => ({
      attributes: attributesOf(row.labels),
      startTime,
      endTime,
      value: row.value,
    }))
  const aggregationTemporality = AggregationTemporality.CUMULATIVE
  switch (String(metric.type)) {
    case 'counter':
      return {
        descriptor,
        aggregationTemporality,
        dataPointType: DataPointType.SUM,
        isMonotonic: true,
        dataPoints: points(),
      }
    case 'gauge':
      return {
        descriptor,
        aggregationTemporality,
        dataPointType: DataPointType.GAUGE,
        dataPoints: points(),
      }
    case 'histogram':
      return {
        descriptor,
        aggregationTemporality,
        dataPointType: DataPointType.HISTOGRAM,
        dataPoints: histogramPoints(metric, startTime, endTime),
      }
    default:
      // prom-client summaries: the bridge registers none.
      return null
  }
}

export function registryProducer(
  registry: Registry,
  startedAt: number,
  scope: { name: string; version: string },
): MetricProducer {
  return {
    async collect(): Promise<CollectionResult> {
      const endTime = hrTime(Date.now())
      const startTime = hrTime(startedAt)
      const metrics: MetricData[] = []
      for (const metric of await registry.getMetricsAsJSON()) {
        const data = toMetricData(metric, startTime, endTime)
        if (data !== null && data.dataPoints.length > 0) metrics.push(data)
      }
      // The reader puts these scope metrics under the MeterProvider's resource.
      return {
        resourceMetrics: { resource: undefined as never, scopeMetrics: [{ scope, metrics }] },
        errors: [],
      }
    },
  }
}
