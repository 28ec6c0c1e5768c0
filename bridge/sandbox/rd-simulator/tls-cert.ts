// A self-signed certificate for the https variant of the simulator (docs/rd-service.md §5.2: Mantra
// L1, IDEMIA and Precision serve https with self-signed certificates). node:crypto can parse
// X.509 (X509Certificate) but cannot issue one, so the `selfsigned` package makes it; it is
// loaded only when an https simulator starts. One certificate per process is enough.

export interface TlsMaterial {
  key: string
  cert: string
}

let material: Promise<TlsMaterial> | null = null

export function simulatorCertificate(): Promise<TlsMaterial> {
  material ??= (async () => {
    const { generate } = await import('selfsigned')
    const now = Date.now()
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notBeforeDate: new Date(now - 60_000),
      notAfterDate: new Date(now + 30 * 24 * 3600_000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    })
    return { key: pems.private, cert: pems.cert }
  })()
  material.catch(() => {
    material = null
  })
  return material
}
