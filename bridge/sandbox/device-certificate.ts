// The sandbox reader's device certificate (`mc` in its PID blocks): a small X.509 made with
// node:crypto alone, an EC P-256 key signing its own name, valid between two dates. It was made
// with the `selfsigned` package, which the bundle leaves out (external): the executable then looked
// for it beside the folder it was built in, so on a laptop without that checkout every sandbox
// start failed ("Cannot find package 'selfsigned'"), and where it was found, loading it cost about
// half a second of CPU before the first answer. Only what the bridge reads is made: the DER of a
// version 3 certificate, no extensions.

import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'

/** One DER element: its tag, its length, its body. */
function der(tag: number, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body)
  const n = content.length
  const long = lengthBytes(n)
  const length = n < 0x80 ? Buffer.from([n]) : Buffer.from([0x80 | long.length, ...long])
  return Buffer.concat([Buffer.from([tag]), length, content])
}

function lengthBytes(n: number): number[] {
  const bytes: number[] = []
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256)
  return bytes
}

const sequence = (...parts: Buffer[]) => der(0x30, ...parts)
/** ecdsa-with-SHA256 (1.2.840.10045.4.3.2). */
const ECDSA_SHA256 = sequence(Buffer.from('06082a8648ce3d040302', 'hex'))
/** commonName (2.5.4.3). */
const COMMON_NAME = Buffer.from('0603550403', 'hex')

/** UTCTime for 1950-2049, GeneralizedTime otherwise (RFC 5280 4.1.2.5), to the second. */
function time(at: Date): Buffer {
  const iso = at.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z'
  const year = at.getUTCFullYear()
  return year >= 1950 && year < 2050
    ? der(0x17, Buffer.from(iso.slice(2), 'ascii'))
    : der(0x18, Buffer.from(iso, 'ascii'))
}

/** A certificate for `commonName`, valid from `notBefore` to `notAfter`, as base64 DER. */
export function deviceCertificate(commonName: string, notBefore: Date, notAfter: Date): string {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const name = sequence(der(0x31, sequence(COMMON_NAME, der(0x0c, Buffer.from(commonName)))))
  // A positive serial in minimal DER: the first byte's high bit clear (else it reads as negative)
  // and the byte not zero (a leading zero before a byte under 0x80 is not DER, and OpenSSL then
  // refused about one certificate in 256).
  const serial = randomBytes(8)
  serial[0] = 0x40 | (serial[0]! & 0x3f)
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ECDSA_SHA256,
    name,
    sequence(time(notBefore), time(notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  )
  const signature = sign('sha256', tbs, privateKey)
  return sequence(tbs, ECDSA_SHA256, der(0x03, Buffer.from([0]), signature)).toString('base64')
}
