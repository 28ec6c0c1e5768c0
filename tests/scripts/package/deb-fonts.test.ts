// The .deb names the fonts of the customer's scripts (issue 43 item 5): without them every notice
// but the English one draws as boxes on a bare Linux desk. Built by the real deb.sh and read back
// with dpkg-deb; a stand-in executable only answers --help, which is all deb.sh asks of it.

import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildDeb } from '../../fixtures/deb-root.ts'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const work = mkdtempSync(join(tmpdir(), 'aeps-deb-fonts-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const fontPackages = () =>
  readFileSync(join(ROOT, 'scripts/customer-font-packages.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))

describe('the .deb and the customer fonts', () => {
  it('recommends every font package that ensure-fonts.sh installs, Noto core and Lohit Odia', () => {
    const exe = join(work, 'aeps-bridge')
    writeFileSync(exe, '#!/bin/sh\necho "Usage: aeps-bridge [--help]"\n')
    chmodSync(exe, 0o755)
    const deb = buildDeb('1.0.0', work, exe)
    const recommends = execFileSync('dpkg-deb', ['-f', deb, 'Recommends'], { encoding: 'utf8' })
    const named = recommends.split(',').map((name) => name.trim())
    expect(fontPackages()).toEqual(['fonts-noto-core', 'fonts-lohit-orya'])
    expect(named).toEqual(fontPackages())
  }, 60_000)

  it('ensure-fonts.sh reads the same list', () => {
    const script = readFileSync(join(ROOT, 'scripts/ensure-fonts.sh'), 'utf8')
    expect(script).toContain('customer-font-packages.txt')
  })
})
