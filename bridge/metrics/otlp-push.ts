// Starts and stops the opt-in OTLP push (issue 26). The OpenTelemetry SDK is imported only here,
// and only when OTEL_EXPORTER_OTLP_*ENDPOINT is set (config/otlp.ts). A failing collector is
// logged once when pushes start failing and once when they work again, never per push.

import { log } from '../log.ts'
import type { BridgeMetrics } from './bridge-metrics.ts'
import type { OtlpSettings } from '../config/otlp.ts'

/** How long a stop waits for the last push before it lets the bridge close anyway. */
const STOP_WAIT_MS = 1000

export interface OtlpPush {
  stop(): Promise<void>
}

export async function startOtlpPush(
  metrics: BridgeMetrics,
  settings: OtlpSettings,
  version: string,
): Promise<OtlpPush> {
  const { startOtlpExport } = await import('./otlp-exporter.ts')
  let failing = false
  const push = startOtlpExport(
    metrics,
    settings,
    { version, resourceAttributes: settings.resourceAttributes },
    (result) => {
      const failed = result.code !== 0
      if (failed === failing) return
      failing = failed
      if (failed)
        log('warn', 'OTLP metrics push failed; dropped, the next one is tried as usual', {
          reason: String(result.error?.message ?? 'failed').slice(0, 200),
        })
      else log('info', 'OTLP metrics push works again')
    },
  )
  log('info', 'OTLP metrics push on', {
    url: new URL(settings.url).origin,
    everyMs: settings.intervalMs,
  })
  return {
    stop: () =>
      Promise.race([
        push.stop().catch(() => {}),
        new Promise<void>((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
      ]),
  }
}
