// PLACEHOLDER until the device issue lands: the RD helper replaces this file.
import type { Route } from '../http/router.ts'
import type { CaptureStore } from '../rd/capture-store.ts'
import type { DeviceService } from '../rd/device-service.ts'

export function deviceRoutes(deps: { devices: DeviceService; captures: CaptureStore; ports: readonly number[] }): Route[] {
  return [
    { method: 'GET', path: '/api/devices', handler: async () => ({ status: 200, body: await deps.devices.scan() }) },
    {
      method: 'POST',
      path: '/api/captures',
      handler: async ({ body }) => {
        const pid = await deps.devices.capture(body as { port?: number })
        const { captureId, expiresAt } = deps.captures.put(pid.pidXml, pid.device)
        return { status: 201, body: { captureId, quality: pid.quality, device: pid.device, expiresAt: expiresAt.toISOString() } }
      },
    },
  ]
}
