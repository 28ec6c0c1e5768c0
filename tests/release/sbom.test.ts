// The bill of materials and the signed checksums in release/ (scripts/package/sbom.ts,
// detached-signature.ts), as `npm run test:release` builds them with its throwaway certificate:
// what the bill lists, and IT's own check from docs/install.md (the block marked
// `sh release-verified`), run as written in a folder holding the release's files.

import { execFileSync, spawnSync } from 'node:child_process'
import { build } from 'esbuild'
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { RELEASE, THROWAWAY_DIR } from '../../scripts/package/build.ts'
import { bundleOptions } from '../../scripts/package/bundle.ts'
import { releaseNames, releaseVersion } from '../../scripts/package/release-names.ts'
import { RUNTIMES } from '../../scripts/package/runtimes.ts'
import { sourceDateEpoch } from '../../scripts/package/source-date.ts'
import { codeBlocksOf, readDocument } from '../docs/markdown.ts'

const names = releaseNames()
const work = mkdtempSync(join(tmpdir(), 'aeps-sbom-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

interface Bom {
  bomFormat: string
  specVersion: string
  serialNumber: string
  metadata: { timestamp: string; component: { name: string; version: string } }
  components: { name: string; group?: string; version: string; purl: string }[]
}
const bom = JSON.parse(readFileSync(join(RELEASE, names.sbom), 'utf8')) as Bom
const listed = new Set(bom.components.map((c) => (c.group ? `${c.group}/${c.name}` : c.name)))

/** The npm packages esbuild puts into the bridge bundle (its metafile's inputs). */
async function bundledPackages(): Promise<string[]> {
  const { metafile } = await build({
    ...bundleOptions(join(work, 'probe.cjs')),
    write: false,
    metafile: true,
  })
  const packages = new Set<string>()
  for (const input of Object.keys(metafile.inputs)) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)
    if (match) packages.add(match[1]!)
  }
  return [...packages].sort()
}

describe(`release/${names.sbom}`, () => {
  it('is a CycloneDX 1.6 bill for this version, dated at the commit, with a serial number', () => {
    expect(bom.bomFormat).toBe('CycloneDX')
    expect(bom.specVersion).toBe('1.6')
    expect(bom.metadata.component).toMatchObject({ version: releaseVersion() })
    expect(Date.parse(bom.metadata.timestamp) / 1000).toBe(sourceDateEpoch())
    expect(bom.serialNumber).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('lists every package the bridge bundle carries, the app framework, and the Node.js runtimes', async () => {
    const packages = await bundledPackages()
    expect(packages.length).toBeGreaterThan(5)
    expect(packages.filter((p) => !listed.has(p))).toEqual([])
    for (const app of ['vue', 'pinia']) expect(listed.has(app)).toBe(true)
    for (const runtime of Object.values(RUNTIMES))
      expect(bom.components).toContainEqual(
        expect.objectContaining({ name: runtime.package, version: runtime.version }),
      )
  })

  // typescript is listed: an optional peer of vue and pinia, which npm counts as theirs.
  it('lists no development tool', () => {
    for (const tool of ['vitest', 'vite', 'vue-tsc', 'eslint', '@playwright/test'])
      expect(listed.has(tool)).toBe(false)
  })
})

describe('IT checking the release as docs/install.md says', () => {
  const blocks = codeBlocksOf(readDocument('docs/install.md')).filter(
    (b) => b.info === 'sh release-verified',
  )

  /** The release's files, linked into a folder of their own, with `edit` applied to one copy. */
  function received(edit?: { name: string; change: (text: string) => string }): string {
    const dir = mkdtempSync(join(work, 'received-'))
    for (const name of readdirSync(RELEASE)) symlinkSync(join(RELEASE, name), join(dir, name))
    if (edit) {
      rmSync(join(dir, edit.name))
      writeFileSync(
        join(dir, edit.name),
        edit.change(readFileSync(join(RELEASE, edit.name), 'utf8')),
      )
    }
    return dir
  }

  const run = (dir: string) =>
    spawnSync('bash', ['-c', `set -euo pipefail\n${blocks[0]!.code}`], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        VERSION: releaseVersion(),
        // The fingerprint the release manager publishes: the certificate the build signed with.
        SIGNER_SHA256: execFileSync(
          'openssl',
          ['x509', '-in', join(THROWAWAY_DIR, 'cert.pem'), '-noout', '-fingerprint', '-sha256'],
          { encoding: 'utf8' },
        )
          .trim()
          .split('=')[1]!,
      },
    })

  it('passes on the files as built, with the signer the Windows files are signed by', () => {
    expect(blocks).toHaveLength(1)
    const result = run(received())
    expect(result.stderr + result.stdout).toMatch(/Verified OK[\s\S]*Verified OK/)
    expect(result.status).toBe(0)
    const fingerprint = (pem: string) =>
      execFileSync('openssl', ['x509', '-in', pem, '-noout', '-fingerprint', '-sha256'], {
        encoding: 'utf8',
      })
    expect(fingerprint(join(RELEASE, names.signer))).toBe(
      fingerprint(join(THROWAWAY_DIR, 'cert.pem')),
    )
  })

  it('fails when the bill of materials was changed after signing', () => {
    const dir = received({ name: names.sbom, change: (t) => t.replace('"vue"', '"vuex"') })
    // The checksum line catches it first; the signature alone must too.
    const result = run(dir)
    expect(result.status).not.toBe(0)
    const alone = spawnSync(
      'bash',
      [
        '-c',
        `openssl dgst -sha256 -verify <(openssl x509 -in ${names.signer} -pubkey -noout) ` +
          `-signature ${names.sbomSignature} ${names.sbom}`,
      ],
      { cwd: dir, encoding: 'utf8' },
    )
    expect(alone.stdout + alone.stderr).toContain('Verification failure')
    expect(alone.status).not.toBe(0)
  })

  it('fails when a checksum line was changed after signing', () => {
    const dir = received({
      name: names.sums,
      change: (t) => t.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0')),
    })
    const result = run(dir)
    expect(result.status).not.toBe(0)
  })
})

describe('release/SHA256SUMS', () => {
  it('lists every other file of release/ but its own signature', () => {
    const sums = readFileSync(join(RELEASE, names.sums), 'utf8').trim().split('\n')
    const files = sums.map((line) => line.split('  ')[1]).sort()
    const expected = readdirSync(RELEASE)
      .filter((n) => n !== names.sums && n !== names.sumsSignature)
      .sort()
    expect(files).toEqual(expected)
    expect(spawnSync('sha256sum', ['-c', '--quiet', names.sums], { cwd: RELEASE }).status).toBe(0)
  })
})
