// The Windows files as IT receives them (issue 20, item 4 and the structure half of item 5): the
// product's version resource (read back with resedit and with strings -el), one Authenticode
// signature at the end of each file (osslsigncode verify), the windowless copy that differs only
// in its PE subsystem, and SHA256SUMS written after signing. npm run test:release builds release/
// signed with a throwaway self-made certificate (build/throwaway-signing/): a self-signed chain is
// never trusted by Windows, so what is asserted is the structure, the digest and the signer, and
// a chain check against that certificate alone.

import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXECUTABLES, MSI, WINDOWLESS_EXECUTABLE } from '../../scripts/package/build.ts'
import { INSTALLED_CONSOLE_EXE } from '../../scripts/package/release-names.ts'
import { THROWAWAY_SUBJECT_CN } from '../../scripts/package/sign.ts'
import {
  subsystemOffset,
  SUBSYSTEM_WINDOWS_CUI,
  SUBSYSTEM_WINDOWS_GUI,
  versionStrings,
} from '../../scripts/package/windows-pe.ts'
import { ROOT, WINDOWS_EXECUTABLE } from './launch.ts'

const RELEASE = join(ROOT, 'release')
const WINDOWLESS = join(RELEASE, WINDOWLESS_EXECUTABLE)
const THROWAWAY_CERT = join(ROOT, 'build', 'throwaway-signing', 'cert.pem')
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version

/** The PE Certificate Table entry (data directory 4): where the Authenticode signature is. */
function certificateTable(file: Buffer): { offset: number; size: number } {
  const pe = file.readUInt32LE(0x3c)
  const directories = pe + 24 + 112 // PE32+ optional header: data directories start at 112
  return {
    offset: file.readUInt32LE(directories + 4 * 8),
    size: file.readUInt32LE(directories + 4 * 8 + 4),
  }
}

function verify(file: string): { status: number | null; output: string } {
  if (!existsSync(THROWAWAY_CERT))
    throw new Error('release/ was not built signed: run npm run test:release, which signs it')
  const run = spawnSync('osslsigncode', ['verify', '-CAfile', THROWAWAY_CERT, '-in', file], {
    encoding: 'utf8',
  })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('the Windows version resource', () => {
  it("names the product, its version, company and file, not Node's", () => {
    for (const file of [WINDOWS_EXECUTABLE, WINDOWLESS]) {
      const strings = versionStrings(file)
      expect(strings).toMatchObject({
        ProductName: 'AePS bridge',
        CompanyName: 'AePS enquiry desk',
        ProductVersion: VERSION,
        FileVersion: VERSION,
        OriginalFilename: INSTALLED_CONSOLE_EXE,
      })
      expect(strings.FileDescription).toMatch(/^AePS bridge/)
      expect(Object.values(strings).join(' ')).not.toMatch(/node\.exe|Node\.js JavaScript Runtime/)
    }
  })

  it('reads the same with strings -el, as an inventory tool without a PE parser would', () => {
    const text = execFileSync('strings', ['-el', WINDOWS_EXECUTABLE], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    }).split('\n')
    const after = (key: string) => text[text.indexOf(key) + 1]
    expect(after('OriginalFilename')).toBe(INSTALLED_CONSOLE_EXE)
    expect(after('CompanyName')).toBe('AePS enquiry desk')
    expect(text).not.toContain('node.exe')
  })
})

describe('the Authenticode signatures', () => {
  for (const name of [EXECUTABLES['win-x64'], WINDOWLESS_EXECUTABLE]) {
    it(`${name}: one signature, at the end of the file, with no stale entry left by the injection`, () => {
      const file = readFileSync(join(RELEASE, name))
      const table = certificateTable(file)
      expect(table.size).toBeGreaterThan(0)
      expect(table.offset + table.size).toBe(file.length)
      // Node's own signer is gone: only the throwaway certificate signs the file.
      expect(file.indexOf('OpenJS Foundation')).toBe(-1)
    })
  }

  for (const name of [EXECUTABLES['win-x64'], WINDOWLESS_EXECUTABLE, MSI]) {
    it(`${name}: osslsigncode verifies the digest and the signer`, () => {
      const { status, output } = verify(join(RELEASE, name))
      expect(output).toContain(`Subject: /CN=${THROWAWAY_SUBJECT_CN}`)
      expect(output).toMatch(/Message digest algorithm\s*: SHA256/)
      expect(output).not.toMatch(/MISMATCH/)
      expect(output).toContain('Signature verification: ok')
      expect(status).toBe(0)
    })
  }

  it('a file changed after signing fails verification (the check can fail)', () => {
    const file = readFileSync(WINDOWS_EXECUTABLE)
    const tampered = join(ROOT, 'build', 'throwaway-signing', 'tampered.exe')
    file.writeUInt8(file.readUInt8(0x400) ^ 0xff, 0x400) // in the first section: digested
    writeFileSync(tampered, file)
    const { status, output } = verify(tampered)
    expect(output).toMatch(/MISMATCH/)
    expect(status).not.toBe(0)
  })
})

describe('the windowless copy for the log-on start', () => {
  it('is the console executable with the WINDOWS_GUI subsystem, so Windows opens no console', () => {
    const console_ = readFileSync(WINDOWS_EXECUTABLE)
    const windowless = readFileSync(WINDOWLESS)
    expect(console_.readUInt16LE(subsystemOffset(console_))).toBe(SUBSYSTEM_WINDOWS_CUI)
    expect(windowless.readUInt16LE(subsystemOffset(windowless))).toBe(SUBSYSTEM_WINDOWS_GUI)
    // Same bytes before the signature, apart from the subsystem and the PE checksum.
    const end = certificateTable(console_).offset
    expect(certificateTable(windowless).offset).toBe(end)
    const pe = console_.readUInt32LE(0x3c)
    const differing: number[] = []
    for (let i = 0; i < end; i++) if (console_[i] !== windowless[i]) differing.push(i)
    const checksum = pe + 24 + 64
    const allowed = new Set([checksum, checksum + 1, checksum + 2, checksum + 3])
    allowed.add(subsystemOffset(console_))
    expect(differing.filter((i) => !allowed.has(i))).toEqual([])
  })
})

describe('the windowless copy relies on Node giving a console-less process black-hole stdio', () => {
  it("carries Node's fallback for a process with no standard handles (so a write cannot fail)", () => {
    // lib/internal/bootstrap/switches/is_main_thread.js, createWritableStdioStream's default case:
    // if a Node update dropped it, the bridge without a console would need its own guard.
    const file = readFileSync(WINDOWLESS)
    expect(file.indexOf('Provide a dummy black-hole output for e.g. non-console')).toBeGreaterThan(
      -1,
    )
    expect(file.indexOf('Provide a dummy contentless input for e.g. non-console')).toBeGreaterThan(
      -1,
    )
  })
})

describe('release/SHA256SUMS', () => {
  it('holds the checksums of the signed files', () => {
    const sums = readFileSync(join(RELEASE, 'SHA256SUMS'), 'utf8')
    for (const name of [EXECUTABLES['win-x64'], WINDOWLESS_EXECUTABLE, MSI]) {
      const digest = createHash('sha256')
        .update(readFileSync(join(RELEASE, name)))
        .digest('hex')
      expect(sums).toContain(`${digest}  ${name}\n`)
    }
  })
})
