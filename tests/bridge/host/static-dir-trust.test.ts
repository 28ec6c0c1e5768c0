// Whether STATIC_DIR may be served at the bridge's origin (review V5): the folder, everything in
// it and every folder above it belong to this account or root and can be changed by no one else
// (a sticky folder above, /tmp, is fine). POSIX on real files (another owner made with chown: the
// tests run as root in CI; skipped otherwise); Windows from recorded `icacls /save` DACLs. And a bridge
// refuses to start on such a folder, naming STATIC_DIR.

import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startBridge } from '../../../bridge/app.ts'
import type { TrustHost } from '../../../bridge/host/file-trust.ts'
import { staticDirTrustProblem } from '../../../bridge/host/static-dir-trust.ts'
import { loadConfig } from '../../../bridge/config/index.ts'
import { freePort } from '../../fixtures/bridge-harness.ts'

const root = mkdtempSync(join(tmpdir(), 'static-trust-'))
chmodSync(root, 0o700)
afterAll(() => rmSync(root, { recursive: true, force: true }))
const uid = process.getuid!()
const isRoot = uid === 0
const NOBODY = 65534

const posix: TrustHost = {
  platform: 'linux',
  uid,
  windowsSid: null,
  savedAcl: () => ({ failed: 'not on Windows' }),
}

let n = 0
/** A built app: index.html and assets/app.js, every part 0755/0644. */
function app(): string {
  const dir = join(root, `app${n++}`)
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<h1>desk</h1>')
  writeFileSync(join(dir, 'assets', 'app.js'), '')
  return dir
}

describe('STATIC_DIR on POSIX', () => {
  it('is served when this account owns every part and no one else can change it', () => {
    const dir = app()
    symlinkSync(join(dir, 'index.html'), join(dir, 'assets', 'link.html'))
    expect(staticDirTrustProblem(dir, posix)).toBeNull()
    expect(staticDirTrustProblem(null, posix)).toBeNull()
  })

  it.each([
    ['the folder', (dir: string) => chmodSync(dir, 0o777), 'mode 0777'],
    ['a folder in it', (dir: string) => chmodSync(join(dir, 'assets'), 0o775), 'mode 0775'],
    ['a file in it', (dir: string) => chmodSync(join(dir, 'index.html'), 0o666), 'mode 0666'],
  ])('is refused when others can change %s', (_part, spoil, said) => {
    const dir = app()
    spoil(dir)
    const problem = staticDirTrustProblem(dir, posix)!
    expect(problem).toContain(`can be changed by other users (${said})`)
    expect(problem).toContain('Fix: point STATIC_DIR at a copy of the built app')
  })

  it('is refused under a folder others can change, and taken under a sticky one', () => {
    const open = join(root, `open${n++}`)
    mkdirSync(open)
    chmodSync(open, 0o777)
    mkdirSync(join(open, 'app'))
    expect(staticDirTrustProblem(join(open, 'app'), posix)).toContain(
      `${open} can be changed by other users (mode 0777)`,
    )
    chmodSync(open, 0o1777)
    expect(staticDirTrustProblem(join(open, 'app'), posix)).toBeNull()
  })

  it.skipIf(!isRoot)(
    'is refused when another account owns a file in it (the review V5 case)',
    () => {
      const dir = app()
      chownSync(join(dir, 'index.html'), NOBODY, NOBODY)
      expect(staticDirTrustProblem(dir, posix)).toContain(
        `${join(dir, 'index.html')} belongs to another account (uid ${NOBODY})`,
      )
    },
  )

  it.skipIf(!isRoot)('takes root-owned files for another account (a package installs them)', () => {
    const dir = app()
    expect(staticDirTrustProblem(dir, { ...posix, uid: NOBODY })).toBeNull()
  })
})

describe('STATIC_DIR on Windows', () => {
  const recorded = (name: string) =>
    readFileSync(join(import.meta.dirname, '../../fixtures/sddl', name))
  const windows = (saved: Buffer): TrustHost => ({
    platform: 'win32',
    uid: -1,
    windowsSid: 'S-1-5-21-1004336348-1177238915-682003330-1001',
    savedAcl: () => ({ saved }),
  })

  it('is served when only SYSTEM, Administrators and the account can change it', () => {
    // Program Files: Users may read and run, not change.
    expect(staticDirTrustProblem(app(), windows(recorded('program-files-dotenv.txt')))).toBeNull()
  })

  it('is refused when Users can change it, naming them', () => {
    expect(staticDirTrustProblem(app(), windows(recorded('users-write-only.txt')))).toContain(
      'can be changed by BUILTIN\\Users (S-1-5-32-545) (its ACL)',
    )
  })

  it('is refused when its ACL cannot be read', () => {
    const host: TrustHost = {
      ...windows(Buffer.alloc(0)),
      savedAcl: () => ({ failed: 'Access is denied.' }),
    }
    expect(staticDirTrustProblem(app(), host)).toContain(
      'could not be read (icacls failed: Access is denied.)',
    )
  })
})

describe('a bridge on an untrusted STATIC_DIR', () => {
  it('refuses to start, naming STATIC_DIR', async () => {
    const dir = app()
    chmodSync(join(dir, 'index.html'), 0o646)
    const config = loadConfig({
      STATIC_DIR: dir,
      DATA_DIR: join(root, `data${n++}`),
      BRIDGE_PORT: String(await freePort()),
      SANDBOX_RD: 'off',
      RD_PORTS: '13601',
    })
    await expect(startBridge(config)).rejects.toMatchObject({
      setting: 'STATIC_DIR',
      message: expect.stringContaining('can be changed by other users (mode 0646)'),
    })
  })
})
