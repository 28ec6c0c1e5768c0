// The OTLP push itself (issue 26), with the OpenTelemetry JS SDK: a periodic reader that collects
// the registry (otlp-producer.ts) on its own timer and hands it to the OTLP/HTTP protobuf
// exporter. Nothing here runs on an enquiry's path: the timer is unref'd, the export is async,
// and an export that fails is counted and dropped (the next one carries the cumulative totals).
// Loaded only when the push is configured (otlp-push.ts), so a desk without it never pays for it.

import { ExportResultCode, type ExportResult } from '@opentelemetry/core'
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto'
import { resourceFromAttributes } from '@opentelemetry/resources'
import {
  MeterProvider,
  PeriodicExportingMetricReader,
  type PushMetricExporter,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics'
import type { BridgeMetrics } from './bridge-metrics.ts'
import { registryProducer } from './otlp-producer.ts'
import type { OtlpSettings } from '../config/otlp.ts'

export interface OtlpIdentity {
  version: string
  /** OTEL_SERVICE_NAME / OTEL_RESOURCE_ATTRIBUTES: how IT tells its desks apart (service.instance.id). */
  resourceAttributes: Record<string, string>
}

/** The exporter, each push's end counted (and reported to `onResult`). */
function countingExporter(
  inner: OTLPMetricExporter,
  metrics: BridgeMetrics,
  onResult: (result: ExportResult) => void,
): PushMetricExporter {
  return {
    export(data: ResourceMetrics, done: (result: ExportResult) => void) {
      inner.export(data, (result) => {
        metrics.exported(result.code === ExportResultCode.SUCCESS)
        onResult(result)
        done(result)
      })
    },
    forceFlush: () => inner.forceFlush(),
    shutdown: () => inner.shutdown(),
    selectAggregationTemporality: (type) => inner.selectAggregationTemporality(type),
  }
}

export function startOtlpExport(
  metrics: BridgeMetrics,
  settings: OtlpSettings,
  identity: OtlpIdentity,
  onResult: (result: ExportResult) => void,
): { stop(): Promise<void> } {
  const exporter = new OTLPMetricExporter({
    url: settings.url,
    headers: settings.headers,
    timeoutMillis: settings.timeoutMs,
  })
  const reader = new PeriodicExportingMetricReader({
    exporter: countingExporter(exporter, metrics, onResult),
    exportIntervalMillis: settings.intervalMs,
    exportTimeoutMillis: settings.timeoutMs,
    metricProducers: [
      registryProducer(metrics.registry, Date.now() - process.uptime() * 1000, {
        name: 'aeps-bridge',
        version: identity.version,
      }),
    ],
  })
  const provider = new MeterProvider({
    resource: resourceFromAttributes({
      'service.name': 'aeps-bridge',
      'service.version': identity.version,
      ...identity.resourceAttributes,
    }),
    readers: [reader],
  })
  return { stop: () => provider.shutdown() }
}
