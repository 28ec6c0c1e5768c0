// The supervisor runs only a build the installer put there (security review 2026-11-29, P1): a
// `current` pointer planted to a build outside the install root, one a user could write, one not
// higher than the running version, or one whose executable is not in its SHA256SUMS is refused
// with the fact that failed, before any of it runs; and the watcher keeps the old build (never
// drains it) and says so once. Real files and real owners (the suite runs as root on Linux).

import { execFileSync } from 'node:child_process'
import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTrustProblem, isHigherVersion } from '../../../bridge/cli/build-trust.ts'
import { watchForNewVersion } from '../../../bridge/cli/version-handover.ts'
import type { TrustHost } from '../../../bridge/host/file-trust.ts'
import {
  changeableBy,
  PROGRAM_FILES_CHILD,
  UNDER_DRIVE_ROOT,
} from '../../fixtures/install-dacls.ts'
import { pointerText, versionedLayout } from '../../../bridge/cli/version-pointer.ts'

const asRoot = process.getuid?.() === 0
let root: string
const exe = (build: string) => join(root, 'versions', build, 'aeps-bridge')

/** A build folder as the installer leaves it: the executable and its SHA256SUMS. */
function install(build: string, bytes = `build ${build}`, listed = bytes) {
  mkdirSync(join(root, 'versions', build), { recursive: true, mode: 0o755 })
  writeFileSync(exe(build), bytes, { mode: 0o755 })
  const sum = createHash('sha256').update(listed).digest('hex')
  writeFileSync(join(root, 'versions', build, 'SHA256SUMS'), `${sum}  aeps-bridge\n`)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'aeps-trust-'))
  chmodSync(root, 0o755)
  install('1.0.0+aaaaaaaa')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const problem = (build: string, running = '1.0.0') =>
  buildTrustProblem(exe(build), versionedLayout(exe('1.0.0+aaaaaaaa'))!, running, 'linux')

describe.runIf(asRoot)('a build the pointer names', () => {
  it('is trusted when the installer left it: under the root, root-owned, higher, listed', () => {
    install('1.0.1+bbbbbbbb')
    expect(problem('1.0.1+bbbbbbbb')).toBeNull()
  })

  it('is refused outside the install root, through a link too', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'aeps-planted-'))
    try {
      writeFileSync(join(elsewhere, 'aeps-bridge'), 'planted', { mode: 0o755 })
      mkdirSync(join(root, 'versions', '9.9.9+evil'))
      symlinkSync(join(elsewhere, 'aeps-bridge'), exe('9.9.9+evil'))
      expect(problem('9.9.9+evil')).toMatch(/is not in a build folder under/)
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })

  it('is refused when a user owns it or its folder, or its group or others may write it', () => {
    install('1.0.1+bbbbbbbb')
    chownSync(exe('1.0.1+bbbbbbbb'), 65534, 65534)
    expect(problem('1.0.1+bbbbbbbb')).toMatch(/owned by uid 65534, not root/)
    chownSync(exe('1.0.1+bbbbbbbb'), 0, 0)
    chmodSync(join(root, 'versions', '1.0.1+bbbbbbbb'), 0o777)
    expect(problem('1.0.1+bbbbbbbb')).toMatch(
      /writable by its group or other accounts \(mode 777\)/,
    )
    chmodSync(join(root, 'versions', '1.0.1+bbbbbbbb'), 0o755)
    chmodSync(join(root, 'versions'), 0o775)
    expect(problem('1.0.1+bbbbbbbb')).toMatch(/versions is writable by its group/)
  })

  it('is refused when it is not higher than the running version', () => {
    install('1.0.0+cccccccc')
    install('0.9.9+dddddddd')
    expect(problem('1.0.0+cccccccc')).toMatch(/not higher than the running 1\.0\.0/)
    expect(problem('0.9.9+dddddddd')).toMatch(/not higher/)
  })

  it('is refused when its SHA-256 is not the one in SHA256SUMS, or SHA256SUMS is missing', () => {
    install('1.0.1+bbbbbbbb', 'the real build', 'another build')
    expect(problem('1.0.1+bbbbbbbb')).toMatch(/SHA-256 is not the one listed in SHA256SUMS/)
    rmSync(join(root, 'versions', '1.0.1+bbbbbbbb', 'SHA256SUMS'))
    expect(problem('1.0.1+bbbbbbbb')).toMatch(/SHA256SUMS cannot be read/)
  })
})

describe.runIf(asRoot)(
  'a signed build hands over only to a SHA256SUMS signed by its own key',
  () => {
    /** An RSA key pair, the private key as a PEM file openssl signs with (as the release does). */
    const keyPair = (name: string) => {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const file = join(root, `${name}.key`)
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }))
      return { file, publicKey }
    }
    /** SHA256SUMS.sig as detached-signature.ts writes it: `openssl dgst -sha256 -sign`. */
    const sign = (build: string, key: string) => {
      const folder = join(root, 'versions', build)
      execFileSync('openssl', [
        'dgst',
        '-sha256',
        '-sign',
        key,
        '-out',
        join(folder, 'SHA256SUMS.sig'),
        join(folder, 'SHA256SUMS'),
      ])
    }
    const signedProblem = (build: string, signer: KeyObject) =>
      buildTrustProblem(
        exe(build),
        versionedLayout(exe('1.0.0+aaaaaaaa'))!,
        '1.0.0',
        'linux',
        signer,
      )

    it('is trusted when SHA256SUMS.sig is the signature of the same key', () => {
      const release = keyPair('release')
      install('1.0.1+bbbbbbbb')
      sign('1.0.1+bbbbbbbb', release.file)
      expect(signedProblem('1.0.1+bbbbbbbb', release.publicKey)).toBeNull()
    })

    it('is refused when the set was swapped and re-signed by another key, or its signature is missing or empty', () => {
      const release = keyPair('release')
      const impostor = keyPair('impostor')
      install('1.0.1+bbbbbbbb', 'a planted build')
      sign('1.0.1+bbbbbbbb', impostor.file)
      // Consistent in itself: listed, root-owned, higher. Only the signer tells.
      expect(signedProblem('1.0.1+bbbbbbbb', impostor.publicKey)).toBeNull()
      expect(signedProblem('1.0.1+bbbbbbbb', release.publicKey)).toBe(
        'its SHA256SUMS is not signed by the key that signed this build',
      )
      writeFileSync(join(root, 'versions', '1.0.1+bbbbbbbb', 'SHA256SUMS.sig'), '')
      expect(signedProblem('1.0.1+bbbbbbbb', release.publicKey)).toMatch(/not signed by the key/)
      rmSync(join(root, 'versions', '1.0.1+bbbbbbbb', 'SHA256SUMS.sig'))
      expect(signedProblem('1.0.1+bbbbbbbb', release.publicKey)).toMatch(
        /SHA256SUMS\.sig cannot be read, and this build is signed/,
      )
    })

    it('is refused when SHA256SUMS was changed after signing', () => {
      const release = keyPair('release')
      install('1.0.1+bbbbbbbb')
      sign('1.0.1+bbbbbbbb', release.file)
      install('1.0.1+bbbbbbbb', 'a planted build')
      expect(signedProblem('1.0.1+bbbbbbbb', release.publicKey)).toMatch(/not signed by the key/)
    })
  },
)

describe('on Windows, a build the pointer names', () => {
  const MERCHANT = 'S-1-5-21-1004336348-1177238915-682003330-1001'
  let dacls: Map<string, string>

  /** A Windows host whose icacls saves the DACL recorded for a path, and fails for any other. */
  const host = (sid: string | null = MERCHANT): TrustHost => ({
    platform: 'win32',
    uid: -1,
    windowsSid: sid,
    savedAcl: (path) => {
      const dacl = dacls.get(path)
      return dacl === undefined
        ? { failed: `${path}: The system cannot find the file specified.` }
        : { saved: Buffer.from(`name\r\n${dacl}\r\n`, 'utf16le') }
    },
  })
  const paths = (build: string) => {
    const real = realpathSync(exe(build))
    return [real, dirname(real), dirname(dirname(real)), dirname(dirname(dirname(real)))]
  }
  const windowsProblem = (build: string, on: TrustHost = host()) =>
    buildTrustProblem(
      exe(build),
      versionedLayout(exe('1.0.0+aaaaaaaa'))!,
      '1.0.0',
      'win32',
      null,
      () => on,
    )

  beforeEach(() => {
    install('1.0.1+bbbbbbbb')
    dacls = new Map(paths('1.0.1+bbbbbbbb').map((path) => [path, PROGRAM_FILES_CHILD]))
  })

  it('is trusted when only SYSTEM, Administrators and TrustedInstaller can change it and its folders', () => {
    expect(windowsProblem('1.0.1+bbbbbbbb')).toBeNull()
  })

  it('is refused when users can change the install folder (a custom INSTALLFOLDER under C:\\)', () => {
    const root = paths('1.0.1+bbbbbbbb')[3]!
    dacls.set(root, UNDER_DRIVE_ROOT)
    expect(windowsProblem('1.0.1+bbbbbbbb')).toBe(
      `${root} can be changed by NT AUTHORITY\\Authenticated Users (S-1-5-11) (its ACL): only administrators may`,
    )
  })

  it("is refused when the merchant's own account can change the build: the desk's account is no exception", () => {
    const [, folder] = paths('1.0.1+bbbbbbbb')
    dacls.set(folder!, changeableBy(MERCHANT))
    expect(windowsProblem('1.0.1+bbbbbbbb')).toBe(
      `${folder} can be changed by the account running this desk, ${MERCHANT} (its ACL): only administrators may`,
    )
  })

  it('is refused when a DACL cannot be read: icacls fails, saves nothing (Wine), or whoami gives no SID', () => {
    const [exePath] = paths('1.0.1+bbbbbbbb')
    dacls.delete(exePath!)
    expect(windowsProblem('1.0.1+bbbbbbbb')).toMatch(
      /the permissions of .* could not be read \(icacls failed: .*cannot find the file/,
    )
    dacls.set(exePath!, '')
    expect(windowsProblem('1.0.1+bbbbbbbb')).toMatch(/could not be read \(icacls saved /)
    dacls.set(exePath!, PROGRAM_FILES_CHILD)
    expect(windowsProblem('1.0.1+bbbbbbbb', host(null))).toMatch(
      /could not be read \(whoami did not give the SID/,
    )
  })
})

describe('versions', () => {
  it('compare by their numbers, build ids ignored', () => {
    expect(isHigherVersion('1.0.10+x', '1.0.9')).toBe(true)
    expect(isHigherVersion('2.0.0', '1.9.9')).toBe(true)
    expect(isHigherVersion('1.0.0+b', '1.0.0')).toBe(false)
    expect(isHigherVersion('x', '1.0.0')).toBe(false)
  })
})

describe.runIf(asRoot)('the watcher and a planted pointer', () => {
  it('refuses it once, with the reason, and never drains the running build', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'aeps-planted-'))
    const steps: string[] = []
    const logged: { message: string; fields?: Record<string, unknown> }[] = []
    let reads = 0
    writeFileSync(join(root, 'current'), pointerText('1.0.0+aaaaaaaa', 'aeps-bridge'))
    install('1.0.1+bbbbbbbb', 'real', 'not this')
    const watcher = watchForNewVersion({
      layout: versionedLayout(exe('1.0.0+aaaaaaaa'))!,
      self: exe('1.0.0+aaaaaaaa'),
      version: '1.0.0',
      args: ['supervise'],
      log: (_level, message, fields) => logged.push({ message, fields }),
      intervalMs: 5,
      read: (file) => {
        reads += 1
        return readFileSync(file, 'utf8')
      },
      probe: async () => {
        steps.push('probe')
        return '1.0.1'
      },
      dataDir: root,
      stopBridge: async () => void steps.push('drain'),
      releaseLock: () => void steps.push('release lock'),
      retakeLock: async () => void steps.push('retake lock'),
      launch: async () => (steps.push('launch'), { processId: 1, ended: new Promise(() => {}) }),
      resumeBridge: () => void steps.push('resume'),
      exit: () => void steps.push('exit'),
    })
    try {
      writeFileSync(join(root, 'current'), pointerText('1.0.1+bbbbbbbb', 'aeps-bridge'))
      const until = reads + 20
      while (reads < until) await new Promise((resolve) => setTimeout(resolve, 5))
      expect(steps).toEqual([])
      expect(logged).toHaveLength(1)
      expect(logged[0]!.message).toMatch(/not one the installer put there; this one carries on/)
      expect(String(logged[0]!.fields?.reason)).toMatch(/SHA256SUMS/)
    } finally {
      watcher.stop()
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })
})
