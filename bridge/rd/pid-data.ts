// Checking a CAPTURE reply (docs/rd-service.md §3.3) without keeping anything from it but the
// quality and the device model. Errors come back inside the XML with HTTP 200 (§0 line 5):
// Resp@errCode decides, and a success must carry Skey, Hmac and Data or it is not a PID block.

import type { CaptureQuality } from '../../src/shared/contract.ts'
import { deviceModel, type DeviceModel } from './device-info.ts'
import { displayText } from './display-text.ts'
import { attr, child, findElement, parseXml, text } from './xml.ts'

export type PidReading =
  | { kind: 'captured'; quality: CaptureQuality; model: DeviceModel | null }
  | { kind: 'device-error'; errCode: string; errInfo: string }
  | { kind: 'bad'; reason: string }

const ERR_CODE = /^-?\d{1,6}$/
/** xml.ts parses leniently, so a reply cut short is caught here: the PID block must be closed. */
const PID_DATA_END = /<\/(?:[\w.-]+:)?PidData\s*>/i

/**
 * The weakest finger of a comma list ("71", "71,64", "\n71"): with several fingers (§3.3
 * Resp@qScore) the lowest score is the one that decides whether the match will hold, so that is
 * what the merchant sees. Returns null when no number is in it.
 */
export function weakestScore(raw: string | undefined): number | null {
  if (raw === undefined) return null
  const scores = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,3}$/.test(part))
    .map(Number)
  return scores.length === 0 ? null : Math.min(...scores)
}

export function readPidData(body: string): PidReading {
  const pid = findElement(parseXml(body), 'PidData')
  if (pid === undefined) return { kind: 'bad', reason: 'no PidData element' }
  const resp = child(pid, 'Resp')
  const errCode = attr(resp, 'errCode')
  if (errCode === undefined || !ERR_CODE.test(errCode))
    return { kind: 'bad', reason: 'no Resp errCode' }
  if (errCode !== '0') {
    return { kind: 'device-error', errCode, errInfo: displayText(attr(resp, 'errInfo'), 100) }
  }
  if (!PID_DATA_END.test(body)) return { kind: 'bad', reason: 'PidData not closed (truncated)' }
  // Present and non-empty, no more: what is inside is encrypted for UIDAI and only the
  // upstream can judge it (a vendor or a test double may encode it its own way).
  for (const name of ['Skey', 'Hmac', 'Data']) {
    if (text(child(pid, name)) === '') return { kind: 'bad', reason: `${name} missing or empty` }
  }
  const info = child(pid, 'DeviceInfo')
  return {
    kind: 'captured',
    quality: {
      qScore: weakestScore(attr(resp, 'qScore')) ?? 0,
      nmPoints: weakestScore(attr(resp, 'nmPoints')) ?? 0,
    },
    model: info === undefined ? null : deviceModel(info),
  }
}
