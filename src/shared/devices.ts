// The /api payloads about the fingerprint readers (docs/contract.md: GET /api/devices, POST
// /api/captures), re-exported by contract.ts. Plain types: the SPA and the bridge both import them.

export type RdServiceStatus = 'READY' | 'NOTREADY' | 'USED'

/** (v1.5) The reader's class by its own DeviceInfo (bridge/rd/reader-class.ts). */
export type ReaderClass = 'L1' | 'L0' | 'unknown'

/** (v1.5) Codes of a reader's problems known before a capture. */
export type DeviceProblemCode = 'READER_L0' | 'DEVICE_CERTIFICATE_EXPIRED' | 'RD_KEY_EXPIRED'

/** (v1.5) A problem known before a capture; a blocking one refuses the capture (422, its code). */
export interface DeviceProblem {
  code: DeviceProblemCode
  message: string
  blocking: boolean
}

export interface DeviceSummary {
  port: number
  status: RdServiceStatus
  info: string
  dpId: string
  rdsId: string
  rdsVer: string
  mi: string
  /** Extension: http or https; some vendors serve the RD service over TLS. */
  scheme?: 'http' | 'https'
  /** Extension: why a service that said READY is reported otherwise (e.g. no device serial). */
  note?: string
  /** (v1.5) L1, L0 or unknown, from the DeviceInfo's own words. */
  class?: ReaderClass
  /** (v1.5) The device certificate's end (ISO-8601) when `mc` is one, else null. */
  certificateNotAfter?: string | null
  /** (v1.5) What is known to be wrong before a capture; empty when nothing. */
  problems?: DeviceProblem[]
}

export interface DevicesReply {
  devices: DeviceSummary[]
  /** Extension: when the scan that produced this list ran. */
  scannedAt?: string
  /** Extension: true when the list came from the short discovery cache. */
  cached?: boolean
  /**
   * Extension: the port a capture that names none goes to: the reader the merchant
   * chose last while it answers READY with the same model, else the first READY one; null: none.
   */
  preferredPort?: number | null
}

export interface CaptureRequest {
  port?: number
  timeoutMs?: number
}

/**
 * (v1.5) Past this many seconds between this laptop's clock (or a PID's time) and the provider's,
 * a capture is refused CLOCK_SKEW: UIDAI refuses a PID hours old or from the future (561/562).
 */
export const MAX_CLOCK_SKEW_SECONDS = 10 * 60

/** Below this qScore the page suggests a new capture (RD services report 0-100). */
export const POOR_CAPTURE_QSCORE = 60

export interface CaptureQuality {
  qScore: number
  nmPoints: number
}

export interface CaptureReply {
  captureId: string
  quality: CaptureQuality
  device: { port: number; dpId: string; mi: string }
  expiresAt: string
}
