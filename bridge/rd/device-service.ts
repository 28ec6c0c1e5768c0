// PLACEHOLDER until the device issue lands: the RD helper replaces this file.
import type { CaptureQuality, DevicesReply } from '../../src/shared/contract.ts'
import type { CaptureDevice } from './capture-store.ts'
import { BridgeError } from '../http/errors.ts'

export interface RdSettings {
  host: string
  ports: readonly number[]
}

export interface CapturedPid {
  pidXml: string
  quality: CaptureQuality
  device: CaptureDevice
}

export interface DeviceService {
  /** Scans the RD ports (a recent result may come from a short cache unless fresh). */
  scan(options?: { fresh?: boolean }): Promise<DevicesReply>
  /** One PID block from a device (the first READY one when no port is given). */
  capture(options: { port?: number; timeoutMs?: number }, signal?: AbortSignal): Promise<CapturedPid>
  close(): Promise<void>
}

export function createDeviceService(_settings: RdSettings): DeviceService {
  return {
    async scan() {
      return { devices: [] }
    },
    async capture() {
      throw new BridgeError(503, 'NO_DEVICE', 'No fingerprint reader was found.')
    },
    async close() {},
  }
}
