// The configuration file of an installed bridge (bridge/cli/config-file.ts): KEY=value lines read
// like.env, relative paths taken from the file's folder, typos named. Who may
// read or change it: cli-file-trust.test.ts.

import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  applyConfigFile,
  ConfigFileError,
  requireConfigFile,
} from '../../../bridge/cli/config-file.ts'

const dir = mkdtempSync(join(tmpdir(), 'cli-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string, text: string, mode = 0o600): string {
  const path = join(dir, name)
  writeFileSync(path, text)
  chmodSync(path, mode)
  return path
}

describe('requireConfigFile', () => {
  it('reads KEY=value lines with comments, quotes and a Notepad byte-order mark', () => {
    const path = file(
      'a.env',
      '\uFEFF# a comment\nAEPS_USER=merchant-api\nAEPS_SECRET="s3cr3t with # hash"\nBRIDGE_PORT = 7411 \n',
    )
    expect(requireConfigFile(path).values).toEqual({
      AEPS_USER: 'merchant-api',
      AEPS_SECRET: 's3cr3t with # hash',
      BRIDGE_PORT: '7411',
    })
  })

  it('reads relative DATA_DIR, BANKS_FILE and STATIC_DIR from the file’s own folder', () => {
    const path = file('b.env', 'DATA_DIR=journal\nBANKS_FILE=./banks.json\nSTATIC_DIR=off\n')
    expect(requireConfigFile(path).values).toEqual({
      DATA_DIR: join(dir, 'journal'),
      BANKS_FILE: join(dir, 'banks.json'),
      STATIC_DIR: 'off',
    })
  })

  it('names keys that are not settings of the bridge', () => {
    const path = file('c.env', 'AEPS_SECRETS=x\nRD_PORTS=11100\n')
    expect(requireConfigFile(path).unknownKeys).toEqual(['AEPS_SECRETS'])
  })

  it('says plainly when the file is not there', () => {
    expect(() => requireConfigFile(join(dir, 'missing.env'))).toThrow(ConfigFileError)
    expect(() => requireConfigFile(join(dir, 'missing.env'))).toThrow(/does not exist/)
  })
})

describe('applyConfigFile', () => {
  it('fills only what the environment leaves unset', () => {
    const env: NodeJS.ProcessEnv = { BRIDGE_PORT: '7500' }
    applyConfigFile(
      { path: 'x', values: { BRIDGE_PORT: '7411', RD_PORTS: '11100' }, unknownKeys: [] },
      env,
    )
    expect(env).toEqual({ BRIDGE_PORT: '7500', RD_PORTS: '11100' })
  })
})
