// The small hooks that feed the process-lifetime metrics, put around the rooms where
// compose.ts composes them, so the upstream client, the device service and the capture route stay
// as they are: the upstream client timed, the device service's scans remembered, the capture
// route's answers counted. Each hook only adds a number to memory: no I/O, no await.

import type { Operation } from '../../src/shared/contract.ts'
import { BridgeError } from '../errors.ts'
import type { Route } from '../http/router.ts'
import type { DeviceService } from '../rd/device-service.ts'
import type { UpstreamClient, UpstreamResult } from '../upstream/client.ts'
import type { BridgeMetrics, UpstreamFault } from './bridge-metrics.ts'

const FAULTS: Record<UpstreamResult['kind'], UpstreamFault | null> = {
  reply: null,
  unreachable: 'unreachable',
  lost: 'lost',
  timeout: 'timeout',
  'bad-reply': 'bad-reply',
}

/**
 * The upstream client, each call timed and its fault counted. `operations` names the provider's
 * other paths (the merchant's authentication, the bank list); any other path is `other`.
 */
export function timedUpstream(
  client: UpstreamClient,
  metrics: BridgeMetrics,
  operations: ReadonlyMap<string, string>,
): UpstreamClient {
  const timed = async (operation: string, call: () => Promise<UpstreamResult>) => {
    const started = performance.now()
    const result = await call()
    metrics.upstreamCall(operation, (performance.now() - started) / 1000, FAULTS[result.kind])
    return result
  }
  return {
    send: (operation: Operation, body) => timed(operation, () => client.send(operation, body)),
    call: (method, path, body, options) =>
      timed(operations.get(path) ?? 'other', () => client.call(method, path, body, options)),
  }
}

/** The device service, each scan's result kept for the readers' metrics. */
export function watchedDevices(devices: DeviceService, metrics: BridgeMetrics): DeviceService {
  return {
    scan: async (options) => {
      const reply = await devices.scan(options)
      metrics.readersSeen(reply)
      return reply
    },
    capture: (options, signal) => devices.capture(options, signal),
    close: () => devices.close(),
  }
}

/** The routes, POST /api/captures's answers counted by result. */
export function countedCaptures(routes: Route[], metrics: BridgeMetrics): Route[] {
  return routes.map((route) =>
    route.method === 'POST' && route.path === '/api/captures'
      ? {
          ...route,
          handler: async (ctx) => {
            try {
              const reply = await route.handler(ctx)
              metrics.capture(null)
              return reply
            } catch (error) {
              metrics.capture(error instanceof BridgeError ? error.code : 'INTERNAL_ERROR')
              throw error
            }
          },
        }
      : route,
  )
}
