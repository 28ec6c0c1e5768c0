// Issue 24 item 12: `vite build --outDir /an/absolute/path` failed in the precompress plugin,
// which joined the project root and outDir. A real Vite build of a tiny page, with the plugin,
// into an absolute and into a relative outDir: both finish and leave the .gz/.br copies there.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressPlugin } from '../../scripts/precompress.ts'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-outdir-'))
  mkdirSync(join(dir, 'project'))
  writeFileSync(
    join(dir, 'project', 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="./main.js"></script>',
  )
  // Over MIN_BYTES, and compressible, so the plugin writes copies.
  writeFileSync(
    join(dir, 'project', 'main.js'),
    `document.title = ${JSON.stringify('hello, merchant. '.repeat(200))}\n`,
  )
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function buildInto(outDir: string) {
  await build({
    root: join(dir, 'project'),
    configFile: false,
    logLevel: 'silent',
    plugins: [precompressPlugin()],
    build: { outDir, emptyOutDir: true },
  })
}

const copiesIn = (outDir: string) => {
  const assets = join(outDir, 'assets')
  return existsSync(assets) ? readdirSync(assets).filter((f) => /\.(gz|br)$/.test(f)) : []
}

describe('the precompress plugin and outDir', () => {
  it('writes its copies into an absolute outDir (a web root)', async () => {
    const webRoot = join(dir, 'srv', 'www', 'desk')
    await buildInto(webRoot)
    expect(copiesIn(webRoot)).toHaveLength(2)
  }, 60_000)

  it('still writes them into a relative outDir, under the project root', async () => {
    await buildInto('out')
    expect(copiesIn(join(dir, 'project', 'out'))).toHaveLength(2)
  }, 60_000)
})
