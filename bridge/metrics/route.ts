// GET /metrics: the Prometheus text exposition of the bridge's metrics. Under the same
// request checks as /api (http/handler.ts: Host, Origin, Sec-Fetch-Site), so a web page cannot
// read it and DNS rebinding cannot reach it; a Prometheus or agent on the laptop scrapes
// http://127.0.0.1:PORT/metrics.

import type { Route } from '../http/router.ts'
import type { BridgeMetrics } from './bridge-metrics.ts'

export const METRICS_PATH = '/metrics'

export function metricsRoutes(metrics: BridgeMetrics): Route[] {
  return [
    {
      method: 'GET',
      path: METRICS_PATH,
      handler: async () => ({
        status: 200,
        raw: true,
        body: await metrics.text(),
        headers: { 'Content-Type': metrics.contentType },
      }),
    },
  ]
}
