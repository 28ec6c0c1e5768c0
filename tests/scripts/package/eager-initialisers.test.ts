// The bundle's module initialisers written as functions in parentheses (scripts/package/
// eager-initialisers.ts), so that V8 compiles them with the script and the executable's code cache
// carries them: the bundle must do exactly what it did, and no initialiser may be left out.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { bundleBridge, bundleOptions } from '../../../scripts/package/bundle.ts'
import { eagerInitialisers } from '../../../scripts/package/eager-initialisers.ts'

/** An initialiser esbuild writes as a method, which V8 compiles only at its first call. */
const LAZY_INITIALISER = /__(esm|commonJS)\(\{"[^"]+"\(/g
const EAGER_INITIALISER = /__(esm|commonJS)\(\{"[^"]+":\(function\(/g

describe('eager module initialisers', () => {
  it('leave a bundle doing what it did: order of initialisation, a dynamic import, a CommonJS part', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eager-init-'))
    const file = (name: string, text: string) => writeFileSync(join(dir, name), text)
    file(
      'main.ts',
      "import { b } from './b.ts'\nconsole.log('main', b())\nvoid import('./c.ts').then((c) => console.log(c.c))\n",
    )
    file(
      'b.ts',
      "import cjs from './d.cjs'\nconsole.log('b init')\nexport const b = () => 'b' + cjs.d + (function named() { return this }).name\n",
    )
    file(
      'c.ts',
      "import { b } from './b.ts'\nconsole.log('c init')\nexport const c = 'c' + b() + `}})${'{'}`\n",
    )
    file('d.cjs', "console.log('d init'); exports.d = '/*}*/' + \"})\"")
    const outfile = join(dir, 'out.cjs')
    await build({ ...bundleOptions(outfile), entryPoints: [join(dir, 'main.ts')], banner: {} })
    const bundle = readFileSync(outfile, 'utf8')
    const eager = eagerInitialisers(bundle)
    const lazyBefore = bundle.match(LAZY_INITIALISER) ?? []
    expect(lazyBefore.length).toBe(3)
    expect(eager.count).toBe(3)
    expect(eager.text.match(LAZY_INITIALISER)).toBeNull()
    expect(eager.text.match(EAGER_INITIALISER)).toHaveLength(3)
    writeFileSync(join(dir, 'eager.cjs'), eager.text)
    const run = (name: string) =>
      execFileSync(process.execPath, [join(dir, name)], { encoding: 'utf8' })
    expect(run('eager.cjs')).toBe(run('out.cjs'))
    expect(run('eager.cjs')).toContain('named}}){')
  })

  it('wrap every initialiser of the bridge’s bundle, and give the same bytes twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eager-bridge-'))
    const first = readFileSync(await bundleBridge(join(dir, 'a.cjs')), 'utf8')
    const second = readFileSync(await bundleBridge(join(dir, 'b.cjs')), 'utf8')
    expect(first.match(LAZY_INITIALISER)).toBeNull()
    expect(first.match(EAGER_INITIALISER)!.length).toBeGreaterThan(250)
    expect(second).toBe(first)
    // Still JavaScript V8 reads (the release tests start the executable made of it).
    execFileSync(process.execPath, ['--check', join(dir, 'a.cjs')])
  }, 120_000)
})
