// The reader's class and its certificate's end (docs/contract.md v1.5, GET /api/devices): what a
// DeviceInfo says of itself, never guessed from the vendor alone (docs/rd-service.md §2, "L1
// readers say so"). L1 when additional_info has device_type=L1, or the service's info names L1
// (IDEMIA_L1_RDSERVICE), or dpId ends in ".L1"; L0 when mi carries L0 (MSO1300E2L0SW), or info
// says "Level 0" (SecuGen's L0 service); else unknown. The certificate (`mc`) is read in memory
// for its notAfter only: it is never returned, logged or kept.

import { X509Certificate } from 'node:crypto'
import type { ReaderClass } from '../../src/shared/devices.ts'
import { log } from '../log.ts'

export interface ClassFacts {
  info: string
  dpId: string
  mi: string
  /** additional_info's device_type Param, as sent; null when absent. */
  deviceType: string | null
}

/** Models made only as L0 readers (their L1 successors carry another mi: MFS100 -> MFS110). */
const L0_ONLY_MODELS = new Set(['MFS100'])

export function readerClass({ info, dpId, mi, deviceType }: ClassFacts): ReaderClass {
  if (deviceType !== null && /^\s*L1\s*$/i.test(deviceType)) return 'L1'
  if (/(^|[^a-z0-9])L1([^a-z0-9]|$)/i.test(info) || /\blevel\s*1\b/i.test(info)) return 'L1'
  if (/\.L1$/i.test(dpId.trim())) return 'L1'
  if (deviceType !== null && /^\s*L0\s*$/i.test(deviceType)) return 'L0'
  if (/L0/.test(mi) || /\blevel\s*0\b/i.test(info) || /(^|[^a-z0-9])L0([^a-z0-9]|$)/i.test(info))
    return 'L0'
  if (L0_ONLY_MODELS.has(mi.trim().toUpperCase())) return 'L0'
  return 'unknown'
}

/** What was already said once in the log, so a reader scanned every few seconds says it once. */
const said = new Set<string>()

/** One log line per kind of unreadable fact, never its value. */
export function logUnknownOnce(fact: string, detail: string): void {
  if (said.has(fact)) return
  said.add(fact)
  log('info', `${fact} could not be read: treated as unknown, nothing refused`, { detail })
}

/**
 * The certificate's notAfter when `mc` parses as an X.509 certificate (base64 DER, or PEM), else
 * null ("unknown", logged once): a certificate the bridge cannot read never blocks a capture.
 */
export function certificateNotAfter(mc: string | undefined): Date | null {
  if (mc === undefined || mc.trim() === '') return null
  try {
    const text = mc.trim()
    const input = text.startsWith('-----BEGIN') ? text : Buffer.from(text, 'base64')
    const notAfter = new Date(new X509Certificate(input).validTo)
    if (Number.isNaN(notAfter.getTime())) throw new Error('no validTo')
    return notAfter
  } catch {
    logUnknownOnce('the reader certificate (mc)', 'not an X.509 certificate')
    return null
  }
}
