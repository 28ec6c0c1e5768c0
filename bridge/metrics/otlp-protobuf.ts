// The registry's metrics as one OTLP ExportMetricsServiceRequest in protobuf: the
// messages of opentelemetry-proto's metrics/v1, collector/metrics/v1, resource/v1 and common/v1,
// only the fields the bridge sends. Written by hand because the OpenTelemetry JS SDK and its
// exporter added 0.9 MB to the bundle and 3.4 MiB to every bridge's resident memory, push or no
// push (BENCHMARKS.md); the tests decode this output with classes generated from the official
// .proto files. Cumulative temporality, as Prometheus counts: a dropped push loses resolution,
// never counts.

import type { Registry } from './prom-parts.ts'

type PromMetric = Awaited<ReturnType<Registry['getMetricsAsJSON']>>[number]
type Labels = Record<string, string | number | undefined>

const CUMULATIVE = 2

// Protobuf wire format: varint (0), 64-bit (1), length-delimited (2).
function varint(value: number): Buffer {
  const bytes: number[] = []
  let n = value
  while (n > 0x7f) {
    bytes.push((n % 0x80) | 0x80)
    n = Math.floor(n / 0x80)
  }
  bytes.push(n)
  return Buffer.from(bytes)
}
const key = (field: number, wire: number) => varint(field * 8 + wire)
const message = (field: number, body: Buffer) =>
  Buffer.concat([key(field, 2), varint(body.length), body])
const text = (field: number, value: string) => message(field, Buffer.from(value, 'utf8'))
const flag = (field: number, value: boolean) =>
  Buffer.concat([key(field, 0), varint(value ? 1 : 0)])
const enumValue = (field: number, value: number) => Buffer.concat([key(field, 0), varint(value)])
function double(field: number, value: number): Buffer {
  const out = Buffer.alloc(8)
  out.writeDoubleLE(value)
  return Buffer.concat([key(field, 1), out])
}
function fixed64(field: number, value: bigint): Buffer {
  const out = Buffer.alloc(8)
  out.writeBigUInt64LE(value)
  return Buffer.concat([key(field, 1), out])
}
function packedDoubles(field: number, values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 8)
  values.forEach((v, i) => out.writeDoubleLE(v, i * 8))
  return message(field, out)
}
function packedFixed64(field: number, values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 8)
  values.forEach((v, i) => out.writeBigUInt64LE(BigInt(Math.round(v)), i * 8))
  return message(field, out)
}

/** common.v1.KeyValue with a string AnyValue. */
const keyValue = (field: number, name: string, value: string) =>
  message(field, Buffer.concat([text(1, name), message(2, text(1, value))]))
const attributes = (field: number, labels: Labels, without?: string) =>
  Object.entries(labels)
    .filter(([name, value]) => name !== without && value !== undefined)
    .map(([name, value]) => keyValue(field, name, String(value)))

export interface PushTimes {
  /** Nanoseconds since the epoch: when the counting began (the process start) and now. */
  start: bigint
  now: bigint
}

/** NumberDataPoint: start 2, time 3, as_double 4, attributes 7. */
function numberPoints(metric: PromMetric, times: PushTimes): Buffer[] {
  return metric.values.map((row) =>
    message(
      1,
      Buffer.concat([
        fixed64(2, times.start),
        fixed64(3, times.now),
        double(4, row.value),
        ...attributes(7, row.labels),
      ]),
    ),
  )
}

/**
 * HistogramDataPoint from prom-client's rows (`_bucket` by `le`, cumulative; `_sum`; `_count`):
 * start 2, time 3, count 4, sum 5, bucket_counts 6 (each bucket's own count, +Inf last),
 * explicit_bounds 7, attributes 9.
 */
function histogramPoints(metric: PromMetric, times: PushTimes): Buffer[] {
  const series = new Map<
    string,
    { labels: Labels; le: [number, number][]; sum: number; count: number }
  >()
  for (const row of metric.values) {
    const labels: Labels = { ...row.labels, le: undefined }
    const id = JSON.stringify(labels)
    let one = series.get(id)
    if (!one) series.set(id, (one = { labels, le: [], sum: 0, count: 0 }))
    const name = (row as { metricName?: string }).metricName ?? ''
    if (name.endsWith('_bucket')) one.le.push([Number(row.labels.le), row.value])
    else if (name.endsWith('_sum')) one.sum = row.value
    else if (name.endsWith('_count')) one.count = row.value
  }
  return [...series.values()].map(({ labels, le, sum, count }) => {
    const sorted = le.sort((a, b) => a[0] - b[0])
    const bounds = sorted.filter(([bound]) => Number.isFinite(bound)).map(([bound]) => bound)
    const cumulative = sorted.map(([, n]) => n)
    if (cumulative.length === bounds.length) cumulative.push(count)
    const own = cumulative.map((n, i) => n - (i === 0 ? 0 : cumulative[i - 1]!))
    return message(
      1,
      Buffer.concat([
        fixed64(2, times.start),
        fixed64(3, times.now),
        fixed64(4, BigInt(count)),
        double(5, sum),
        packedFixed64(6, own),
        packedDoubles(7, bounds),
        ...attributes(9, labels),
      ]),
    )
  })
}

/** Metric: name 1, description 2, gauge 5, sum 7, histogram 9. Null for kinds never sent. */
function metricMessage(metric: PromMetric, times: PushTimes): Buffer | null {
  const head = [text(1, metric.name), text(2, metric.help)]
  switch (String(metric.type)) {
    case 'gauge':
      return message(
        2,
        Buffer.concat([...head, message(5, Buffer.concat(numberPoints(metric, times)))]),
      )
    case 'counter': {
      const sum = [...numberPoints(metric, times), enumValue(2, CUMULATIVE), flag(3, true)]
      return message(2, Buffer.concat([...head, message(7, Buffer.concat(sum))]))
    }
    case 'histogram': {
      const histogram = [...histogramPoints(metric, times), enumValue(2, CUMULATIVE)]
      return message(2, Buffer.concat([...head, message(9, Buffer.concat(histogram))]))
    }
    default:
      // prom-client summaries: the bridge registers none.
      return null
  }
}

/**
 * ExportMetricsServiceRequest { ResourceMetrics 1 { Resource 1 { attributes 1 }, ScopeMetrics 2
 * { InstrumentationScope 1 { name 1, version 2 }, metrics 2 } } }.
 */
export function encodeExport(
  metrics: PromMetric[],
  resource: Record<string, string>,
  scope: { name: string; version: string },
  times: PushTimes,
): Buffer {
  const encoded = metrics
    .filter((metric) => metric.values.length > 0)
    .map((metric) => metricMessage(metric, times))
    .filter((m): m is Buffer => m !== null)
  const scopeMetrics = message(
    2,
    Buffer.concat([
      message(1, Buffer.concat([text(1, scope.name), text(2, scope.version)])),
      ...encoded,
    ]),
  )
  const resourceMessage = message(1, Buffer.concat(attributes(1, resource)))
  return message(1, Buffer.concat([resourceMessage, scopeMetrics]))
}
