// What npm run package wrote: a Linux ELF and a Windows PE, each a Node 24 binary with the bridge
// injected as a single executable application (the SEA fuse flipped, the NODE_SEA_BLOB resource
// present and holding the bridge), and SHA256SUMS that match. The Windows file cannot run here
// (docs/developer-guide.md, "Windows under Wine"): its structure is what this suite can check.

import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MSI, WINDOWLESS_EXECUTABLE } from '../../scripts/package/build.ts'
import { releaseNames } from '../../scripts/package/release-names.ts'
import { canBuildDeb } from '../../scripts/package/deb.ts'
import { LINUX_EXECUTABLE, ROOT, WINDOWS_EXECUTABLE } from './launch.ts'

const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'
/** A sentence of bridge/run.ts: the bundled bridge is in the blob as text. */
const BRIDGE_TEXT = 'in Chrome.'

interface Section {
  name: string
  rawOffset: number
  rawSize: number
}

/** The section table of a PE file (Microsoft PE/COFF specification, 3 and 4). */
function peSections(file: Buffer): { machine: number; sections: Section[] } {
  expect(file.subarray(0, 2).toString('latin1')).toBe('MZ')
  const pe = file.readUInt32LE(0x3c)
  expect(file.subarray(pe, pe + 4)).toEqual(Buffer.from('PE\0\0', 'latin1'))
  const machine = file.readUInt16LE(pe + 4)
  const count = file.readUInt16LE(pe + 6)
  const optionalSize = file.readUInt16LE(pe + 20)
  const table = pe + 24 + optionalSize
  const sections = Array.from({ length: count }, (_, i) => {
    const at = table + i * 40
    return {
      name: file
        .subarray(at, at + 8)
        .toString('latin1')
        .replace(/\0+$/, ''),
      rawSize: file.readUInt32LE(at + 16),
      rawOffset: file.readUInt32LE(at + 20),
    }
  })
  return { machine, sections }
}

describe(`release/${releaseNames().windows}`, () => {
  const file = readFileSync(WINDOWS_EXECUTABLE)

  it('is an x64 PE file', () => {
    expect(peSections(file).machine).toBe(0x8664)
  })

  it('carries the NODE_SEA_BLOB resource, holding the bridge, in its resource section', () => {
    const rsrc = peSections(file).sections.find((s) => s.name === '.rsrc')!
    const resources = file.subarray(rsrc.rawOffset, rsrc.rawOffset + rsrc.rawSize)
    expect(resources.indexOf(Buffer.from('NODE_SEA_BLOB', 'utf16le'))).toBeGreaterThan(-1)
    expect(resources.indexOf(BRIDGE_TEXT)).toBeGreaterThan(-1)
  })

  it('has the SEA fuse flipped, so node.exe runs the blob instead of being Node', () => {
    expect(file.indexOf(`${FUSE}:1`)).toBeGreaterThan(-1)
    expect(file.indexOf(`${FUSE}:0`)).toBe(-1)
  })
})

describe(`release/${releaseNames().linux}`, () => {
  const file = readFileSync(LINUX_EXECUTABLE)

  it('is an x86-64 ELF executable with the fuse flipped and the bridge inside', () => {
    expect(file.subarray(0, 4)).toEqual(Buffer.from('\x7fELF', 'latin1'))
    expect(file.readUInt16LE(18)).toBe(62) // EM_X86_64
    expect(statSync(LINUX_EXECUTABLE).mode & 0o111).toBe(0o111)
    expect(file.indexOf(`${FUSE}:1`)).toBeGreaterThan(-1)
    expect(file.indexOf(BRIDGE_TEXT)).toBeGreaterThan(-1)
  })
})

describe('release/SHA256SUMS', () => {
  it('lists every executable and the MSI with its checksum, in the format of sha256sum -c', () => {
    const lines = readFileSync(join(ROOT, 'release', 'SHA256SUMS'), 'utf8')
      .trim()
      .split('\n')
    const listed = Object.fromEntries(lines.map((l) => l.split('  ').reverse() as [string, string]))
    // The .deb, where dpkg-deb built one (scripts/package/deb.ts).
    const debs = readdirSync(join(ROOT, 'release')).filter((n) =>
      /^aeps-bridge_.+_amd64\.deb$/.test(n),
    )
    expect(debs.length).toBe(canBuildDeb() ? 1 : 0)
    const others = [WINDOWLESS_EXECUTABLE, MSI, ...debs].map((name) => join(ROOT, 'release', name))
    for (const path of [LINUX_EXECUTABLE, WINDOWS_EXECUTABLE, ...others]) {
      const name = path.split('/').at(-1)!
      expect(listed[name]).toBe(createHash('sha256').update(readFileSync(path)).digest('hex'))
    }
  })
})
