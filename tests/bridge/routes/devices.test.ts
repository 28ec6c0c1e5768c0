// POST /api/captures at the route level: what happens to a PID block whose browser is gone.
import { describe, expect, it } from 'vitest'
import { CaptureStore } from '../../../bridge/rd/capture-store.ts'
import type { CapturedPid, DeviceService } from '../../../bridge/rd/device-service.ts'
import { deviceRoutes } from '../../../bridge/routes/devices.ts'

const PID: CapturedPid = {
  pidXml: '<PidData><Resp errCode="0"/></PidData>',
  quality: { qScore: 70, nmPoints: 30 },
  device: { port: 11100, dpId: 'MANTRA.MSIPL', mi: 'MFS110' },
}

function captureRoute(onCapture: (signal: AbortSignal | undefined) => void) {
  const store = new CaptureStore()
  const devices = {
    scan: async () => ({ devices: [] }),
    capture: async (_request: unknown, signal?: AbortSignal) => {
      onCapture(signal)
      return PID
    },
    close: async () => undefined,
  } as unknown as DeviceService
  const route = deviceRoutes({ devices, captures: store, ports: [11100] }).find(
    (r) => r.path === '/api/captures',
  )!
  const call = (signal: AbortSignal) =>
    route.handler({
      url: new URL('http://127.0.0.1/api/captures'),
      params: {},
      body: {},
      signal,
    })
  return { store, call }
}

describe('POST /api/captures when the browser leaves as the reader answers', () => {
  it('keeps no PID block and answers 503 CAPTURE_CANCELLED', async () => {
    const browser = new AbortController()
    const { store, call } = captureRoute(() => browser.abort())
    await expect(call(browser.signal)).rejects.toMatchObject({
      status: 503,
      code: 'CAPTURE_CANCELLED',
    })
    expect(store.size).toBe(0)
    store.close()
  })

  it('keeps the PID block of a browser that is still there', async () => {
    const { store, call } = captureRoute(() => undefined)
    const reply = await call(new AbortController().signal)
    expect(reply.status).toBe(201)
    expect(store.size).toBe(1)
    store.close()
  })
})
