// Detached signatures of the release's text files (the bill of materials and SHA256SUMS), made with
// the key of the code-signing certificate that signs the Windows files (sign.ts, the same
// AEPS_SIGN_PKCS12 and AEPS_SIGN_PASSWORD), so IT trusts one signer, not two. openssl, SHA-256:
// `openssl dgst -sha256 -verify` checks one against the certificate's public key
// (docs/install.md, "Checking what you received"). With an RSA key the signature is deterministic,
// so a signed release stays reproducible; an ECDSA key gives other (equally valid) bytes each time.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Signing } from './sign.ts'

/** Runs `use` with the PKCS#12's private key and certificate as PEM files in a private folder. */
function withPem<T>(signing: Signing, use: (key: string, cert: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-detached-'))
  try {
    const pass = join(dir, 'pass')
    writeFileSync(pass, signing.password, { mode: 0o600 })
    const key = join(dir, 'key.pem')
    const cert = join(dir, 'cert.pem')
    const common = ['pkcs12', '-in', signing.pkcs12, '-passin', `file:${pass}`]
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[] }
    execFileSync('openssl', [...common, '-nocerts', '-nodes', '-out', key], quiet)
    execFileSync('openssl', [...common, '-clcerts', '-nokeys', '-out', cert], quiet)
    return use(key, cert)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Writes `signature` for `file`, as `openssl dgst -sha256 -sign` makes it. */
export function signDetached(file: string, signature: string, signing: Signing) {
  withPem(signing, (key) =>
    execFileSync('openssl', ['dgst', '-sha256', '-sign', key, '-out', signature, file], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
}

/** The signer's certificate alone (PEM, no bag attributes), to publish beside the signatures. */
export function writeSignerCertificate(out: string, signing: Signing) {
  withPem(signing, (_key, cert) =>
    execFileSync('openssl', ['x509', '-in', cert, '-out', out], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
}
