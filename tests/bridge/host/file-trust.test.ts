// Whether the bridge may use a configuration file (bridge/host/file-trust.ts; issue 20 item 6,
// issue 24 N4): this account's, changeable by no one else in every mode, readable by no one else
// in live mode. POSIX on real files and folders; Windows from recorded `icacls /save` DACLs
// (tests/fixtures/sddl/, described in windows-acl.test.ts), and through a host whose icacls fails
// or saves nothing (as Wine's does), or whose SID cannot be read.

import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fileTrust, windowsTrust, type TrustHost } from '../../../bridge/host/file-trust.ts'
import { parseSavedAcl } from '../../../bridge/host/windows-acl.ts'

const root = mkdtempSync(join(tmpdir(), 'cli-trust-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const uid = process.getuid!()

let n = 0
function file(mode: number, folderMode = 0o700, name = 'bridge.env'): string {
  const folder = join(root, `f${n++}`)
  mkdirSync(folder)
  chmodSync(folder, folderMode)
  const path = join(folder, name)
  writeFileSync(path, 'X=1\n')
  chmodSync(path, mode)
  return path
}

const posix = (over: Partial<TrustHost> = {}): TrustHost => ({
  platform: 'linux',
  uid,
  windowsSid: null,
  savedAcl: () => ({ failed: 'not on Windows' }),
  ...over,
})

describe('fileTrust on POSIX', () => {
  it('accepts a file only its owner can read or change, in both modes', () => {
    for (const mode of [0o600, 0o400])
      for (const live of [true, false])
        expect(fileTrust(file(mode), live, posix())).toEqual({ problems: [], notes: [] })
  })

  it.each([0o644, 0o640, 0o604])('refuses mode %o in live mode (others can read it)', (mode) => {
    const path = file(mode)
    const { problems } = fileTrust(path, true, posix())
    expect(problems).toEqual([expect.stringContaining(`can be read by other users`)])
    expect(problems[0]).toContain(`chmod 600 ${path}`)
  })

  it('accepts a file others can read in sandbox mode (it holds no credentials)', () => {
    expect(fileTrust(file(0o644), false, posix()).problems).toEqual([])
  })

  it.each([0o620, 0o602, 0o666])(
    'refuses mode %o in sandbox mode too (others can change it)',
    (mode) => {
      const { problems } = fileTrust(file(mode), false, posix())
      expect(problems).toEqual([expect.stringMatching(/can be changed by other users \(mode 06/)])
    },
  )

  it('refuses a file of another account, in sandbox mode too (N4)', () => {
    const { problems } = fileTrust(file(0o600), false, posix({ uid: uid + 4242 }))
    expect(problems[0]).toContain(`belongs to another account (uid ${uid})`)
  })

  it('refuses a file in a folder others can change (they could replace it)', () => {
    const { problems } = fileTrust(file(0o600, 0o777), false, posix())
    expect(problems).toEqual([
      expect.stringMatching(/the folder of .* can be changed by another account .*mode 0777/),
    ])
  })

  it('accepts a folder with the sticky bit (/tmp): others cannot replace this account’s file', () => {
    expect(fileTrust(file(0o600, 0o1777), true, posix()).problems).toEqual([])
  })

  it('quotes a path with spaces in the fix, so it can be pasted', () => {
    const path = file(0o644, 0o700, 'with space.env')
    expect(fileTrust(path, true, posix()).problems[0]).toContain(`chmod 600 '${path}'`)
  })
})

const recorded = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'sddl', name))
const PATH = 'C:\\Users\\asha\\AppData\\Local\\aeps-bridge\\bridge.env'
const ME = 'S-1-5-21-1004336348-1177238915-682003330-1001'
const verdict = (name: string, live: boolean) =>
  windowsTrust(PATH, live, ME, parseSavedAcl(recorded(name)))

describe('windowsTrust', () => {
  it('accepts the profile’s default: the user, SYSTEM and the Administrators, inherited', () => {
    expect(verdict('private.txt', true)).toEqual({ problems: [], notes: [] })
  })

  it('accepts a German Windows’ private file: its SIDs are the same', () => {
    expect(verdict('localized-de.txt', true)).toEqual({ problems: [], notes: [] })
  })

  it.each([
    ['users-read.txt', 'BUILTIN\\Users (S-1-5-32-545)'],
    ['everyone-read.txt', 'Everyone (S-1-1-0)'],
    ['authenticated-read-data.txt', 'NT AUTHORITY\\Authenticated Users (S-1-5-11)'],
  ])('%s: refused in live mode, naming %s and the icacls fix by SID', (name, who) => {
    const { problems } = verdict(name, true)
    expect(problems).toEqual([expect.stringContaining(`can be read by ${who} (its ACL)`)])
    expect(problems[0]).toContain(`icacls "${PATH}" /inheritance:r /grant:r "*${ME}:F"`)
    expect(verdict(name, false).problems).toEqual([])
  })

  it.each(['inherited-programdata.txt', 'users-write-only.txt'])(
    'refuses %s (Users can write it) in both modes',
    (name) => {
      for (const live of [true, false])
        expect(verdict(name, live).problems).toEqual([
          expect.stringContaining('can be changed by BUILTIN\\Users (S-1-5-32-545) (its ACL)'),
        ])
    },
  )

  it('refuses a file with no DACL (everyone may change it) in both modes', () => {
    for (const live of [true, false])
      expect(verdict('null-dacl.txt', live).problems).toEqual([
        expect.stringContaining('can be changed by Everyone (S-1-1-0)'),
      ])
  })

  it('accepts a .env beside the executable in Program Files in sandbox mode, not in live mode', () => {
    const reading = parseSavedAcl(recorded('program-files-dotenv.txt'))
    const file = 'C:\\Program Files\\AePS bridge\\.env'
    expect(windowsTrust(file, false, ME, reading)).toEqual({ problems: [], notes: [] })
    expect(windowsTrust(file, true, ME, reading).problems[0]).toContain(
      'can be read by BUILTIN\\Users (S-1-5-32-545), ALL APPLICATION PACKAGES (S-1-15-2-1), ',
    )
  })

  it('refuses in live mode an ACL it could not read, and says so in sandbox mode', () => {
    const unreadable = parseSavedAcl(recorded('wine-empty.txt'))
    expect(windowsTrust(PATH, true, ME, unreadable).problems).toEqual([
      expect.stringMatching(/could not be read \(icacls saved no ACL\).*does not start/),
    ])
    expect(windowsTrust(PATH, false, ME, unreadable)).toEqual({
      problems: [],
      notes: [expect.stringMatching(/could not be read .*not checked \(sandbox mode/)],
    })
  })
})

describe('fileTrust on Windows', () => {
  const windows = (savedAcl: TrustHost['savedAcl'], windowsSid: string | null = ME): TrustHost => ({
    platform: 'win32',
    uid: -1,
    windowsSid,
    savedAcl,
  })
  const FOLDER = 'C:\\Users\\asha\\AppData\\Local\\aeps-bridge'

  it('reads the DACL of the file and of its folder, and judges both', () => {
    const asked: string[] = []
    const host = windows((path) => {
      asked.push(path)
      return {
        saved: recorded(path === PATH ? 'everyone-read.txt' : 'creator-owner-folder.txt'),
      }
    })
    expect(fileTrust(PATH, true, host)).toEqual({
      problems: [expect.stringContaining('can be read by Everyone')],
      notes: [],
    })
    expect(asked).toEqual([PATH, FOLDER])
  })

  it('refuses a private file in a folder that others can change: they could replace it', () => {
    const host = windows((path) => ({
      saved: recorded(path === PATH ? 'private.txt' : 'users-write-only.txt'),
    }))
    const { problems } = fileTrust(PATH, false, host)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^C:\\Users\\asha\\AppData\\Local\\aeps-bridge, the folder of the configuration file, can be changed by BUILTIN\\Users \(S-1-5-32-545\) \(its ACL\): they could replace the file\. Fix: icacls /,
    )
  })

  it('accepts a folder that others can only read', () => {
    const host = windows((path) => ({
      saved: recorded(path === PATH ? 'private.txt' : 'users-read.txt'),
    }))
    expect(fileTrust(PATH, true, host)).toEqual({ problems: [], notes: [] })
  })

  it('refuses in live mode when icacls itself fails, quoting it', () => {
    const host = windows(() => ({ failed: 'bridge.env: Access is denied.' }))
    expect(fileTrust(PATH, true, host).problems[0]).toContain(
      'could not be read (icacls failed: bridge.env: Access is denied.)',
    )
  })

  it('refuses in live mode when the account’s own SID cannot be read', () => {
    const host = windows(() => ({ saved: recorded('private.txt') }), null)
    expect(fileTrust(PATH, true, host).problems[0]).toContain(
      'could not be read (whoami did not give the SID of the account running the bridge)',
    )
  })
})
