// Authenticode signing of the Windows files and the MSI, when IT gives a
// certificate: osslsigncode (Debian's, runs here and in CI) with a PKCS#12 file and its password
// from the environment, and an RFC 3161 timestamp when a URL is given (a timestamped signature
// stays valid after the certificate expires). The password goes to osslsigncode in a private
// file (-readpass), never on its command line, where any process could read it.

import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sourceDateEpoch } from './source-date.ts'

export interface Signing {
  pkcs12: string
  password: string
  timestampUrl?: string
}

/** The variables IT sets for a signed build (docs/install.md, "The Windows files IT can sign and recognise"). */
export const SIGNING_VARIABLES = {
  pkcs12: 'AEPS_SIGN_PKCS12',
  password: 'AEPS_SIGN_PASSWORD',
  timestampUrl: 'AEPS_SIGN_TIMESTAMP_URL',
} as const

/** The certificate the environment names, or null for an unsigned build. */
export function signingFromEnvironment(env: NodeJS.ProcessEnv = process.env): Signing | null {
  const pkcs12 = env[SIGNING_VARIABLES.pkcs12]
  if (!pkcs12) return null
  if (!existsSync(pkcs12)) throw new Error(`${SIGNING_VARIABLES.pkcs12}: no file ${pkcs12}`)
  const password = env[SIGNING_VARIABLES.password]
  if (password === undefined)
    throw new Error(`${SIGNING_VARIABLES.pkcs12} is set but ${SIGNING_VARIABLES.password} is not`)
  const timestampUrl = env[SIGNING_VARIABLES.timestampUrl] || undefined
  return { pkcs12, password, timestampUrl }
}

/** Signs `file` in place (a .exe or an .msi) with SHA-256. */
export function signFile(file: string, signing: Signing, description: string) {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-sign-'))
  try {
    const passFile = join(dir, 'pass')
    writeFileSync(passFile, signing.password, { mode: 0o600 })
    const signed = `${file}.signed`
    const args = ['sign', '-pkcs12', signing.pkcs12, '-readpass', passFile, '-h', 'sha256']
    args.push('-n', description)
    // With a timestamp server the time is the server's; without one, the commit's, so that two
    // builds of one commit with one key give the same bytes (source-date.ts).
    if (signing.timestampUrl) args.push('-ts', signing.timestampUrl)
    else args.push('-time', String(sourceDateEpoch()))
    rmSync(signed, { force: true })
    execFileSync('osslsigncode', [...args, '-in', file, '-out', signed], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    renameSync(signed, file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A self-signed code-signing certificate made for one CI run (openssl), so the release suite
 * checks a signed build. It proves the signing step and the file's structure, never trust:
 * Windows will not trust its chain, and it is not kept.
 */
export const THROWAWAY_SUBJECT_CN = 'AePS bridge CI throwaway signer'

export function throwawaySigning(dir: string): Signing {
  mkdirSync(dir, { recursive: true })
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  const pkcs12 = join(dir, 'throwaway.p12')
  const password = `throwaway-${process.pid}-${Date.now()}`
  // Kept beside the key for the same run's second build (tests/release/reproducible.test.ts).
  writeFileSync(join(dir, 'password'), password, { mode: 0o600 })
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2']
      .concat(['-subj', `/CN=${THROWAWAY_SUBJECT_CN}/O=AePS enquiry desk CI`])
      .concat(['-addext', 'keyUsage=critical,digitalSignature'])
      .concat(['-addext', 'extendedKeyUsage=codeSigning']),
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  return { pkcs12: exportPkcs12(key, cert, pkcs12, password), password }
}

/** The throwaway certificate `throwawaySigning(dir)` made, for a second build with the same key. */
export function sameThrowawaySigning(dir: string): Signing {
  return {
    pkcs12: join(dir, 'throwaway.p12'),
    password: readFileSync(join(dir, 'password'), 'utf8'),
  }
}

function exportPkcs12(key: string, cert: string, out: string, password: string): string {
  execFileSync(
    'openssl',
    ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', out, '-passout', 'env:P12_PASS'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, P12_PASS: password } },
  )
  return out
}
