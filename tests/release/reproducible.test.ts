// Two builds of one commit give the same bytes, for every file in release/ (docs/install.md,
// "Checking what you received"; BENCHMARKS.md, "Reproducible release"). The second build is made
// here into a folder of its own, from the same bundled bridge and built app (the packaging step:
// blobs, injection, the Windows branding and windowless copy, Authenticode with the same
// throwaway key, the MSI, the bill of materials, the checksums and their signatures), and
// compared with release/ as `npm run test:release` built it, file by file. The bundle itself is
// made again too, into a file of its own, and compared with the one both builds carry.

import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildRelease, RELEASE, THROWAWAY_DIR } from '../../scripts/package/build.ts'
import { bundleBridge, BRIDGE_BUNDLE } from '../../scripts/package/bundle.ts'
import { sameThrowawaySigning } from '../../scripts/package/sign.ts'

const work = mkdtempSync(join(tmpdir(), 'aeps-reproducible-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

describe('a second build of the same commit', () => {
  it(
    'gives release/ again byte for byte: executables, MSI, bill of materials, checksums, signatures',
    async () => {
      const again = join(work, 'release')
      const t0 = performance.now()
      const { seconds } = await buildRelease(undefined, sameThrowawaySigning(THROWAWAY_DIR), again)
      process.stderr.write(
        `second packaging step: ${seconds.toFixed(1)} s (test ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`,
      )
      const first = readdirSync(RELEASE).sort()
      expect(readdirSync(again).sort()).toEqual(first)
      // The names first, so a failure says which file differs rather than only that one does.
      const differing = first.filter(
        (name) => sha256(join(RELEASE, name)) !== sha256(join(again, name)),
      )
      expect(differing).toEqual([])
      expect(first).toEqual(expect.arrayContaining(['SHA256SUMS', 'SHA256SUMS.sig']))
      expect(first.length).toBeGreaterThanOrEqual(9)
    },
    15 * 60_000,
  )

  it('bundles the bridge to the same bytes', async () => {
    const bundle = await bundleBridge(join(work, 'aeps-bridge.cjs'))
    expect(sha256(bundle)).toBe(sha256(BRIDGE_BUNDLE))
  })
})
