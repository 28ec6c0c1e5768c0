// `settings write`, IT's delivery of a merchant's provider secret (IT review F2): KEY=value lines
// on standard input go into the account's settings file, the file's other lines kept, written
// whole (a temporary file renamed) and private (0600 in a 0700 folder), judged as a live start
// would judge it; nothing printed holds a value. Run as IT's tools run it: the bridge's command
// line in a process of its own, with the secret piped in.

import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { requireCommand, UsageError } from '../../../bridge/cli/args.ts'
import { requireConfigFile } from '../../../bridge/cli/config-file.ts'
import { readSettingsInput, settingLine } from '../../../bridge/cli/settings-write.ts'
import { PROJECT_ROOT } from '../../../bridge/config/index.ts'

const SECRET = 'Zq7#p w"0rd\\9'

describe('settings write', () => {
  let dir: string
  let file: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'aeps-settings-write-'))
    file = join(dir, 'aeps-bridge', 'bridge.env')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const write = (input: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bridge/cli/main.ts', 'settings', 'write', '--config', file],
      { cwd: PROJECT_ROOT, input, encoding: 'utf8' },
    )

  it.runIf(process.platform !== 'win32')(
    'writes the piped settings into a new private file, prints their names and never a value',
    () => {
      const run = write(`AEPS_USER=desk-0417\nAEPS_SECRET='${SECRET}'\n`)
      expect(run.status).toBe(0)
      expect(run.stdout).toBe(
        `wrote AEPS_SECRET, AEPS_USER to ${file}\na live start would use this file.\n`,
      )
      expect(run.stdout + run.stderr).not.toContain('Zq7')
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(statSync(join(dir, 'aeps-bridge')).mode & 0o777).toBe(0o700)
      expect(requireConfigFile(file).values).toEqual({
        AEPS_USER: 'desk-0417',
        AEPS_SECRET: SECRET,
      })
      // No temporary file is left beside it.
      expect(readdirSync(join(dir, 'aeps-bridge'))).toEqual(['bridge.env'])
    },
  )

  it.runIf(process.platform !== 'win32')(
    'replaces a setting already in the file and keeps the other lines and comments',
    () => {
      mkdirSync(join(dir, 'aeps-bridge'), { mode: 0o700 })
      writeFileSync(
        file,
        '# written by IT\nDESK_ID=desk-0417\nAEPS_SECRET=old-secret\nexport AEPS_USER=old\n',
        { mode: 0o644 },
      )
      const run = write(`AEPS_SECRET=${'n'.repeat(40)}\nAEPS_USER=new-user\n`)
      expect(run.status).toBe(0)
      const text = readFileSync(file, 'utf8')
      expect(text).toBe(
        `# written by IT\nDESK_ID=desk-0417\nAEPS_SECRET=${'n'.repeat(40)}\nAEPS_USER=new-user\n`,
      )
      // A file that was readable by others is private once rewritten.
      expect(statSync(file).mode & 0o777).toBe(0o600)
    },
  )

  it('refuses a key that is not a setting, naming the key only, and leaves the file as it was', () => {
    mkdirSync(join(dir, 'aeps-bridge'), { mode: 0o700 })
    writeFileSync(file, 'AEPS_USER=kept\n', { mode: 0o600 })
    const run = write(`AEPS_SECRETS=${SECRET}\nAEPS_USER=other\n`)
    expect(run.status).toBe(64)
    expect(run.stderr).toContain('not a setting of the bridge: AEPS_SECRETS')
    expect(run.stderr).toContain('is unchanged')
    expect(run.stdout + run.stderr).not.toContain('Zq7')
    expect(readFileSync(file, 'utf8')).toBe('AEPS_USER=kept\n')
  })

  it('refuses empty input, and says nothing was written', () => {
    const run = write('\n# nothing\n')
    expect(run.status).toBe(64)
    expect(run.stderr).toContain('no KEY=value line on standard input')
    expect(() => statSync(file)).toThrow()
  })

  it.runIf(process.platform !== 'win32' && process.getuid?.() !== undefined)(
    'writes, then says WRONG and exits 78 when a live start would refuse the file: a folder others may change',
    () => {
      mkdirSync(join(dir, 'aeps-bridge'))
      chmodSync(join(dir, 'aeps-bridge'), 0o777)
      const run = write(`AEPS_SECRET=${SECRET.replace(/["\\ #]/g, '')}\n`)
      expect(run.status).toBe(78)
      expect(run.stderr).toMatch(/^WRONG /m)
      expect(run.stdout + run.stderr).not.toContain('Zq7')
    },
  )
})

describe('a setting written as one line', () => {
  it('reads back to the very value, whatever characters it holds', () => {
    const values = [
      'plain-value_1.2:3@x,y+z',
      '',
      'with space',
      'hash#inside',
      'C:\\Users\\merchant\\AppData\\Local\\aeps-bridge\\data',
      'say "hi"',
      "it's",
      'back\\nslash-n',
      'हिन्दी दुकान',
      '=x=',
    ]
    for (const value of values) {
      expect(parseEnv(settingLine('SHOP_NAME', value))).toEqual({ SHOP_NAME: value })
    }
  })

  it('refuses a value the file cannot hold on one line', () => {
    expect(() => readSettingsInput('SHOP_NAME="a\nb"\n')).toThrow(/a value is one line/)
    expect(() => readSettingsInput(`SHOP_NAME="it's \\"x\\""\n`)).toThrow(/holds a '/)
  })
})

describe('the command line of settings write', () => {
  it('takes `settings write` and --config, and nothing else', () => {
    expect(requireCommand(['settings', 'write'])).toEqual({
      kind: 'settings-write',
      configFile: null,
    })
    expect(requireCommand(['settings', 'write', '--config', 'x.env'])).toEqual({
      kind: 'settings-write',
      configFile: 'x.env',
    })
    expect(() => requireCommand(['settings'])).toThrow(UsageError)
    expect(() => requireCommand(['settings', 'write', 'SECRET=x'])).toThrow(/unexpected argument/)
    expect(() => requireCommand(['settings', 'write', '--log-file'])).toThrow(/does not apply/)
  })
})
