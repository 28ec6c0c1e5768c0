// Before the bank, the PID (docs/contract.md v1.5, POST /api/captures): three facts every PID
// block carries in the clear, checked in memory after the reader answered and before the 201.
// A PID that fails one is dropped and nothing is sent: UIDAI would refuse it and the customer's
// attempt would be spent.
// - `Skey ci` is the expiry date (yyyyMMdd) of the UIDAI key that sealed it (docs/rd-service.md
//   §3.3): earlier than today in India, UIDAI cannot open it (501). RD_KEY_EXPIRED.
// - `mc` is the device certificate: expired, UIDAI answers 559. DEVICE_CERTIFICATE_EXPIRED.
// - The decoded `Data` begins with the PID's own time, 19 ASCII bytes `YYYY-MM-DDThh:mm:ss` in
//   India time: more than ten minutes from the provider's time, UIDAI answers 561/562. CLOCK_SKEW.
// What cannot be read (a `ci` of another form, an `mc` that is not X.509, a Data that does not
// begin with a time) never refuses: it is unknown, logged once. Nothing of mc, Skey or Data is
// kept or logged.

import { BridgeError } from '../errors.ts'
import { certificateNotAfter, logUnknownOnce } from './reader-class.ts'
import { attr, child, findElement, parseXml, text } from './xml.ts'
import { MAX_CLOCK_SKEW_SECONDS } from '../../src/shared/devices.ts'

const INDIA_OFFSET_MS = 330 * 60_000

/** yyyyMMdd of a moment, in India. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '')
}

/** `20280825` as 25-08-2028, for the merchant's sentence. */
const spoken = (yyyymmdd: string) =>
  `${yyyymmdd.slice(6, 8)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(0, 4)}`

/** A `ci` that is a real yyyyMMdd date, else null (unknown, logged once). */
export function keyExpiry(ci: string | undefined): string | null {
  const value = (ci ?? '').trim()
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value)
  const iso = match ? `${match[1]}-${match[2]}-${match[3]}` : ''
  const parsed = Date.parse(`${iso}T00:00:00Z`)
  // 20280230 parses as 1 March: only a date that reads back the same is one.
  const real = !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(iso)
  if (!real) {
    logUnknownOnce('the UIDAI key date (Skey ci)', 'not a yyyyMMdd date')
    return null
  }
  return value
}

/** The PID's own time (ms since the epoch), from the first 19 bytes of the decoded Data; else null. */
export function pidTime(data: string): number | null {
  const head = Buffer.from(data.replace(/\s+/g, '').slice(0, 28), 'base64')
    .subarray(0, 19)
    .toString('latin1')
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(head) ? Date.parse(`${head}+05:30`) : NaN
  if (Number.isNaN(at)) {
    logUnknownOnce('the PID time (Data)', 'Data does not begin with a time')
    return null
  }
  return at
}

export const KEY_EXPIRED_MESSAGE = (ci: string) =>
  `The reader's RD service sealed this fingerprint with a UIDAI key that expired on ${spoken(ci)}: UIDAI cannot open it, so nothing was sent. Update the RD service from the reader vendor's website and restart it, then capture again.`

export const CERTIFICATE_EXPIRED_MESSAGE = (notAfter: Date, dropped = true) =>
  `The reader's certificate expired on ${spoken(indiaDate(notAfter))}: UIDAI refuses its fingerprints${dropped ? ', so nothing was sent' : ''}. Connect the laptop to the internet and restart the reader's RD service so that it renews its certificate (update it if that does not help), then capture again.`

export function clockSkewError(skewSeconds: number, whose: 'laptop' | 'pid'): BridgeError {
  const minutes = Math.round(Math.abs(skewSeconds) / 60)
  const way = skewSeconds > 0 ? 'ahead' : 'behind'
  const what =
    whose === 'laptop'
      ? `This laptop's clock is ${minutes} minutes ${way} of the bank service's`
      : `The fingerprint's time is ${minutes} minutes ${way} of the bank service's`
  return new BridgeError(
    'CLOCK_SKEW',
    `${what}: UIDAI refuses a fingerprint with a wrong time, so ${whose === 'laptop' ? 'no finger was taken' : 'nothing was sent'}. Set the laptop's date, time and time zone (India, UTC+05:30) right, then capture again.`,
    { skewSeconds },
  )
}

/**
 * Checks a PID block; throws the refusal (the caller drops the PID).
 * `providerNow` is this laptop's time corrected by the provider's clock.
 */
export function checkPid(pidXml: string, providerNow: Date): void {
  const pid = findElement(parseXml(pidXml), 'PidData')
  const ci = keyExpiry(attr(child(pid, 'Skey'), 'ci'))
  if (ci !== null && ci < indiaDate(providerNow))
    throw new BridgeError('RD_KEY_EXPIRED', KEY_EXPIRED_MESSAGE(ci))
  const notAfter = certificateNotAfter(attr(child(pid, 'DeviceInfo'), 'mc'))
  if (notAfter !== null && notAfter.getTime() < providerNow.getTime())
    throw new BridgeError('DEVICE_CERTIFICATE_EXPIRED', CERTIFICATE_EXPIRED_MESSAGE(notAfter))
  const at = pidTime(text(child(pid, 'Data')))
  if (at === null) return
  const skewSeconds = Math.round((at - providerNow.getTime()) / 1000)
  if (Math.abs(skewSeconds) > MAX_CLOCK_SKEW_SECONDS) throw clockSkewError(skewSeconds, 'pid')
}
