// docs/install.md's "Checking what you received" block (`sh release-verified`), run as written
// by bash with openssl on a set of files laid out as a signed release lays them out
// (SHA256SUMS, its .sig, the bill of materials and its .sig, the signer's certificate), signed here
// with keys made for the test (security review 2026-11-29, P4: the block passed a fully swapped
// set, because it printed the fingerprint but compared nothing):
// - the genuine set, with the published fingerprint: passes;
// - the executable swapped, SHA256SUMS regenerated, both .sig files made with another key and the
//   certificate replaced by one with the same subject: fails, naming the wrong signer, before any
//   checksum is trusted;
// - no published fingerprint given: fails;
// - a checksum line changed after signing: fails.

import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeBlocksOf, readDocument } from './markdown.ts'

const VERSION = '1.0.0'
const SIGNER = `aeps-bridge-${VERSION}-signer.pem`
const SBOM = `aeps-bridge-${VERSION}-sbom.cdx.json`
const EXE = `aeps-bridge-${VERSION}-linux-x64`
const SUBJECT = '/CN=AePS enquiry desk release'

const work = mkdtempSync(join(tmpdir(), 'aeps-verify-block-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const openssl = (...args: string[]) => execFileSync('openssl', args, { encoding: 'utf8' })

const fingerprintOf = (cert: string) =>
  openssl('x509', '-in', cert, '-noout', '-fingerprint', '-sha256').trim().split('=')[1]!

/** A release's files, signed by `by`, with `exe` as the executable's bytes. */
function signedSet(dir: string, by: { key: string; cert: string }, exe: string): string {
  mkdirSync(dir)
  writeFileSync(join(dir, EXE), exe)
  writeFileSync(join(dir, SBOM), JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.6' }))
  const sum = (name: string) =>
    createHash('sha256')
      .update(readFileSync(join(dir, name)))
      .digest('hex')
  writeFileSync(join(dir, 'SHA256SUMS'), `${sum(EXE)}  ${EXE}\n${sum(SBOM)}  ${SBOM}\n`)
  for (const file of ['SHA256SUMS', SBOM])
    openssl('dgst', '-sha256', '-sign', by.key, '-out', join(dir, `${file}.sig`), join(dir, file))
  cpSync(by.cert, join(dir, SIGNER))
  return dir
}

const block = () => {
  const blocks = codeBlocksOf(readDocument('docs/install.md')).filter(
    (b) => b.info === 'sh release-verified',
  )
  expect(blocks).toHaveLength(1)
  return blocks[0]!.code
}

/** The block as IT runs it, under `set -euo pipefail`, in `dir`. */
function verify(dir: string, published: string | undefined) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, VERSION }
  if (published !== undefined) env.SIGNER_SHA256 = published
  const result = spawnSync('bash', ['-c', `set -euo pipefail\n${block()}`], {
    cwd: dir,
    encoding: 'utf8',
    env,
  })
  return { status: result.status, output: result.stdout + result.stderr }
}

interface Signer {
  key: string
  cert: string
  fingerprint: string
}
let genuine: Signer
let impostor: Signer

beforeAll(() => {
  // Both certificates carry the same subject: only the fingerprint tells them apart.
  genuine = signerWithSubject('genuine')
  impostor = signerWithSubject('impostor')
})

/** A self-signed RSA key and certificate with the release's subject. */
function signerWithSubject(name: string): Signer {
  const key = join(work, `${name}.key`)
  const cert = join(work, `${name}.pem`)
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    SUBJECT,
    '-days',
    '30',
    '-keyout',
    key,
    '-out',
    cert,
  )
  return { key, cert, fingerprint: fingerprintOf(cert) }
}

describe("docs/install.md's verify block", () => {
  it('passes on the genuine set with the published fingerprint', () => {
    const result = verify(
      signedSet(join(work, 'genuine'), genuine, 'the real build'),
      genuine.fingerprint,
    )
    expect(result.output).toMatch(/Verified OK[\s\S]*Verified OK/)
    expect(result.status).toBe(0)
  })

  it('fails on a swapped set re-signed by another key with the same subject, naming the wrong signer', () => {
    const dir = signedSet(join(work, 'swapped'), impostor, 'a planted build')
    // The swapped set is consistent in itself: its own checks would pass.
    expect(
      spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' }).status,
    ).toBe(0)
    expect(openssl('x509', '-in', join(dir, SIGNER), '-noout', '-subject')).toContain(
      'AePS enquiry desk release',
    )
    const result = verify(dir, genuine.fingerprint)
    expect(result.status).not.toBe(0)
    expect(result.output).toContain(`WRONG signer: ${SIGNER} is ${impostor.fingerprint}`)
    expect(result.output).not.toContain('Verified OK')
  })

  it('fails when no published fingerprint is given, rather than trusting the certificate beside the files', () => {
    const dir = signedSet(join(work, 'unpinned'), genuine, 'the real build')
    const result = verify(dir, undefined)
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('SIGNER_SHA256 not set')
  })

  it('fails when a checksum line was changed after signing', () => {
    const dir = signedSet(join(work, 'edited'), genuine, 'the real build')
    writeFileSync(join(dir, EXE), 'a planted build')
    const sums = readFileSync(join(dir, 'SHA256SUMS'), 'utf8')
    const planted = createHash('sha256').update('a planted build').digest('hex')
    writeFileSync(join(dir, 'SHA256SUMS'), sums.replace(/^[0-9a-f]{64}/, planted))
    const result = verify(dir, genuine.fingerprint)
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('Verification failure')
  })
})
