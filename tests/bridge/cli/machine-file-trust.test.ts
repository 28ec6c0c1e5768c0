// Who may change or read the machine-wide settings file on Windows
// (%ProgramData%\aeps-bridge\bridge.env; bridge/cli/machine-file-trust.ts), from `icacls /save`
// DACLs in tests/fixtures/sddl/ (their shape is described in windows-acl.test.ts). The cases:
//   programdata-it-folder.txt          the folder as docs/install.md has IT make it: inheritance
//                                      removed, SYSTEM and Administrators full, Users read and run
//   programdata-it-file.txt            a file placed in that folder: the same, inherited
//   programdata-kiosk-file.txt         a one-account desk: the desk's account may read, Users not
//   programdata-default-folder.txt     a folder left with %ProgramData%'s inheritance: Users may
//                                      create files in it (DCLCRPCR)
//   programdata-other-merchant-folder  a folder another merchant account may change
//   inherited-programdata.txt          a file that Users may write
//   wine-empty.txt                     nothing saved (Wine's icacls)
// The verdict is also the secrets-at-rest decision (docs/security.md): the machine file may hold
// the API secret only where no other account can read it.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ConfigFile } from '../../../bridge/cli/config-file.ts'
import type { TrustHost } from '../../../bridge/host/file-trust.ts'
import { machineFileTrust } from '../../../bridge/cli/machine-file-trust.ts'

const ME = 'S-1-5-21-1004336348-1177238915-682003330-1001'
const FOLDER = 'C:\\ProgramData\\aeps-bridge'
const PATH = `${FOLDER}\\bridge.env`
const recorded = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../fixtures/sddl', name))

const NO_SECRET: ConfigFile = {
  path: PATH,
  values: { AEPS_BASE_URL: 'https://provider.example.in', DESK_ID: 'desk-0417' },
  unknownKeys: [],
}
const WITH_SECRET: ConfigFile = {
  ...NO_SECRET,
  values: { ...NO_SECRET.values, AEPS_USER: 'desk-0417', AEPS_SECRET: 'S3cret-at-rest' },
}

/** A Windows host whose icacls saves `file` for the settings file and `folder` for its folder. */
function host(file: string, folder: string, sid: string | null = ME) {
  const asked: string[] = []
  const trustHost: TrustHost = {
    platform: 'win32',
    uid: -1,
    windowsSid: sid,
    savedAcl: (path) => {
      asked.push(path)
      if (path === PATH) return { saved: recorded(file) }
      if (path === FOLDER) return { saved: recorded(folder) }
      return { failed: `unexpected path ${path}` }
    },
  }
  return { trustHost, asked }
}

describe('the machine-wide settings file on Windows, by its DACL and its folder’s', () => {
  it('accepts the file IT places as docs/install.md says, reading the file and then its folder', () => {
    const { trustHost, asked } = host('programdata-it-file.txt', 'programdata-it-folder.txt')
    expect(machineFileTrust(NO_SECRET, trustHost)).toEqual([])
    expect(asked).toEqual([PATH, FOLDER])
  })

  it('refuses a secret in that file: every account of the laptop can read it', () => {
    const { trustHost } = host('programdata-it-file.txt', 'programdata-it-folder.txt')
    expect(machineFileTrust(WITH_SECRET, trustHost)).toEqual([
      `${PATH} holds a secret and can be read by BUILTIN\\Users (S-1-5-32-545): keep ` +
        `AEPS_SECRET and MERCHANT_PAN in each merchant's own file`,
    ])
  })

  it('accepts a secret on a one-account desk, where only that account may read the file', () => {
    const { trustHost } = host('programdata-kiosk-file.txt', 'programdata-it-folder.txt')
    expect(machineFileTrust(WITH_SECRET, trustHost)).toEqual([])
  })

  it('refuses the kiosk file for another account: the secret is not its own', () => {
    const other = 'S-1-5-21-1004336348-1177238915-682003330-1002'
    const { trustHost } = host('programdata-kiosk-file.txt', 'programdata-it-folder.txt', other)
    expect(machineFileTrust(WITH_SECRET, trustHost)).toEqual([
      expect.stringMatching(/holds a secret and can be read by S-1-5-21-.*-1001:/),
    ])
  })

  it('refuses a file that Users may write, giving the fix for the folder', () => {
    const { trustHost } = host('inherited-programdata.txt', 'programdata-it-folder.txt')
    const problems = machineFileTrust(NO_SECRET, trustHost)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^C:\\ProgramData\\aeps-bridge\\bridge\.env can be changed by BUILTIN\\Users \(S-1-5-32-545\): only administrators may\. Fix: icacls "C:\\ProgramData\\aeps-bridge" \/inheritance:r /,
    )
  })

  it('refuses a folder left with %ProgramData%’s inheritance: Users may put files in it', () => {
    const { trustHost } = host('programdata-it-file.txt', 'programdata-default-folder.txt')
    expect(machineFileTrust(NO_SECRET, trustHost)).toEqual([
      expect.stringMatching(
        /^C:\\ProgramData\\aeps-bridge, the folder of the machine-wide settings, can be changed by BUILTIN\\Users \(S-1-5-32-545\): they could replace the file\./,
      ),
    ])
  })

  it('refuses a folder another merchant account may change, naming its SID', () => {
    const { trustHost } = host('programdata-it-file.txt', 'programdata-other-merchant-folder.txt')
    expect(machineFileTrust(NO_SECRET, trustHost)).toEqual([
      expect.stringContaining('can be changed by S-1-5-21-1004336348-1177238915-682003330-1002:'),
    ])
  })

  it('refuses a file whose DACL cannot be read (Wine), in sandbox mode too', () => {
    const { trustHost } = host('wine-empty.txt', 'programdata-it-folder.txt')
    expect(machineFileTrust(NO_SECRET, trustHost)).toEqual([
      `the permissions of ${PATH} could not be read (icacls saved no ACL): run icacls "${PATH}"`,
    ])
  })

  it('refuses when the folder’s DACL cannot be read', () => {
    const { trustHost } = host('programdata-it-file.txt', 'wine-empty.txt')
    expect(machineFileTrust(NO_SECRET, trustHost)).toEqual([
      `the permissions of ${FOLDER} could not be read (icacls saved no ACL): run icacls "${FOLDER}"`,
    ])
  })
})
