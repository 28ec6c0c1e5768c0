// The sandbox reader's device certificate is made with node:crypto alone (no package the
// executable lacks): an X.509 the bridge reads as any reader's, valid between the dates asked.

import { X509Certificate } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deviceCertificate } from '../../../bridge/sandbox/device-certificate.ts'
import { sandboxReader } from '../../../bridge/sandbox/reader-cases.ts'
import {
  deviceIdentity,
  withCertificate,
} from '../../../bridge/sandbox/rd-simulator/device-identity.ts'

const read = (base64: string) => new X509Certificate(Buffer.from(base64, 'base64'))

/** The certificate a reader case's simulated reader would answer with. */
async function caseCertificate(readerCase: 'l1' | 'certificate-expired', now: Date) {
  const identity = withCertificate(
    deviceIdentity('x'),
    (await sandboxReader(readerCase, now)).pidFacts.mc,
  )
  return read(identity.mc)
}

describe("the sandbox reader's device certificate", () => {
  it('is an X.509 of its name, valid between the two dates, signed by its own key', () => {
    const cert = read(
      deviceCertificate(
        'Sandbox reader',
        new Date('2026-11-28T10:00:00Z'),
        new Date('2026-12-29T10:00:00Z'),
      ),
    )
    expect(cert.subject).toBe('CN=Sandbox reader')
    expect(cert.issuer).toBe('CN=Sandbox reader')
    expect(new Date(cert.validFrom).toISOString()).toBe('2026-11-28T10:00:00.000Z')
    expect(new Date(cert.validTo).toISOString()).toBe('2026-12-29T10:00:00.000Z')
    expect(cert.verify(cert.publicKey)).toBe(true)
  })

  it('is read by OpenSSL every time, whatever its random serial and key (2,000 made)', () => {
    // A serial starting with a zero byte once made one certificate in about 256 unreadable.
    const from = new Date('2026-11-28T10:00:00Z')
    const to = new Date('2026-12-29T10:00:00Z')
    for (let i = 0; i < 2000; i++)
      expect(read(deviceCertificate('r', from, to)).subject).toBe('CN=r')
  })

  it('writes dates from 2050 on as RFC 5280 asks (GeneralizedTime), and reads them back', () => {
    const cert = read(
      deviceCertificate('x', new Date('2049-12-31T23:59:59Z'), new Date('2050-01-01T00:00:00Z')),
    )
    expect(new Date(cert.validFrom).toISOString()).toBe('2049-12-31T23:59:59.000Z')
    expect(new Date(cert.validTo).toISOString()).toBe('2050-01-01T00:00:00.000Z')
  })

  it('gives the L1 reader one valid 30 days, and the expired case one that ended yesterday', async () => {
    const now = new Date('2026-11-29T12:00:00Z')
    const valid = await caseCertificate('l1', now)
    expect(new Date(valid.validTo).getTime() - now.getTime()).toBe(30 * 86_400_000)
    const expired = await caseCertificate('certificate-expired', now)
    expect(now.getTime() - new Date(expired.validTo).getTime()).toBe(86_400_000)
  })

  it('is made when a reply first reads it, once, not when the reader is set up', () => {
    let made = 0
    const identity = withCertificate(deviceIdentity('x'), () => `certificate ${++made}`)
    expect(made).toBe(0)
    expect(identity.mc).toBe('certificate 1')
    expect({ ...identity }.mc).toBe('certificate 1')
    expect(made).toBe(1)
    expect(withCertificate(deviceIdentity('x'), '').mc).toBe(deviceIdentity('x').mc)
  })
})
