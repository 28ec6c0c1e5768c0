// Where the metrics meet the rooms: compose.ts hands over the device service, the
// upstream client and the capture routes, and gets them back with the hooks of hooks.ts around
// them, plus GET /metrics; with BRIDGE_METRICS=off it gets them back untouched and no route.

import type { Route } from '../http/router.ts'
import type { DeviceService } from '../rd/device-service.ts'
import type { UpstreamClient } from '../upstream/client.ts'
import { BridgeMetrics, type MetricSources } from './bridge-metrics.ts'
import { countedCaptures, timedUpstream, watchedDevices } from './hooks.ts'
import { metricsRoutes } from './route.ts'

export interface Instrumented {
  metrics: BridgeMetrics | null
  devices: DeviceService
  client: UpstreamClient
  /** Counts POST /api/captures's answers among these routes. */
  counted(routes: Route[]): Route[]
  /** GET /metrics, or none. */
  routes: Route[]
}

export function instrumentRooms(
  /** null when BRIDGE_METRICS=off. */
  sources: Omit<MetricSources, 'rescan'> | null,
  rooms: {
    devices: DeviceService
    client: UpstreamClient
    /** The provider's other operations by path; any other path is `other`. */
    operations: ReadonlyMap<string, string>
  },
): Instrumented {
  if (sources === null) return { metrics: null, ...rooms, counted: (routes) => routes, routes: [] }
  const metrics: BridgeMetrics = new BridgeMetrics({ ...sources, rescan: () => devices.scan() })
  const devices = watchedDevices(rooms.devices, metrics)
  return {
    metrics,
    devices,
    client: timedUpstream(rooms.client, metrics, rooms.operations),
    counted: (routes) => countedCaptures(routes, metrics),
    routes: metricsRoutes(metrics),
  }
}
