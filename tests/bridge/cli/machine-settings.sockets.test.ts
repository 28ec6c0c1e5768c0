// The machine-wide settings file, through the real command line: it fills what
// the user's file and the environment leave unset; a value it sets may be changed by neither
// unless its USER_MAY_OVERRIDE lists the key; `check` prints every setting with the file and line
// (or the environment) it came from and no secret; a bad value refuses the start naming the file
// and the line; a machine file others can change, or one that holds a secret every account can
// read, refuses the start.

import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../bridge/config/index.ts'
import { freePort, rdPorts } from '../../fixtures/bridge-harness.ts'

const root = mkdtempSync(join(tmpdir(), 'machine-settings-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let n = 0

/** A machine file (0644 in a 0755 folder, as IT leaves /etc/aeps-bridge) and a user file (0600). */
function files(machine: string, user: string, machineMode = 0o644) {
  const dir = join(root, `case${n++}`)
  mkdirSync(join(dir, 'etc'), { recursive: true })
  chmodSync(join(dir, 'etc'), 0o755)
  const machineFile = join(dir, 'etc', 'bridge.env')
  writeFileSync(machineFile, machine)
  chmodSync(machineFile, machineMode)
  const userFile = join(dir, 'user.env')
  writeFileSync(userFile, user)
  chmodSync(userFile, 0o600)
  return { machineFile, userFile, dataDir: join(dir, 'data') }
}

function cli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bridge/cli/main.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  )
}

describe('the machine-wide settings file', () => {
  it('fills the settings, and check says where each came from, hiding secrets', async () => {
    const port = await freePort()
    const f = files(
      `DESK_ID=DESK-0042\nBRIDGE_PORT=${port}\nSHOP_NAME=Network default\nUSER_MAY_OVERRIDE=SHOP_NAME\nMERCHANT_PAN=ABCDE1234F\n`,
      `SHOP_NAME=Asha Stores\n`,
      0o640,
    )
    const result = await cli(['check', '--no-reader-yet', '--config', f.userFile], {
      AEPS_MACHINE_SETTINGS_FILE: f.machineFile,
      DATA_DIR: f.dataDir,
      RD_PORTS: rdPorts('machine-settings'),
    })
    expect(result.output).toContain(`DESK_ID="DESK-0042"  <- ${f.machineFile} line 1`)
    expect(result.output).toContain(`BRIDGE_PORT="${port}"  <- ${f.machineFile} line 2`)
    expect(result.output).toContain(`SHOP_NAME="Asha Stores"  <- ${f.userFile} line 1`)
    expect(result.output).toContain(`RD_PORTS="${rdPorts('machine-settings')}"  <- environment`)
    expect(result.output).toContain(`MERCHANT_PAN=(set; not shown)  <- ${f.machineFile} line 5`)
    expect(result.output).not.toContain('ABCDE1234F')
    expect(result.code).toBe(0)
  })

  it('refuses a locked value changed by the user’s file, naming both files and lines', async () => {
    const f = files(`DESK_ID=DESK-0042\nAEPS_BANKS_PATH=/v1/common/bank\n`, `\nDESK_ID=MY-DESK\n`)
    const env = { AEPS_MACHINE_SETTINGS_FILE: f.machineFile, DATA_DIR: f.dataDir }
    const run = await cli(['--config', f.userFile], env)
    expect(run.code).toBe(78)
    expect(run.output).toContain(
      `Configuration error: ${f.userFile} line 2: DESK_ID is set by the machine-wide settings (${f.machineFile} line 1) and may not be changed here; IT allows it with USER_MAY_OVERRIDE=DESK_ID in that file`,
    )
    const check = await cli(['check', '--no-reader-yet', '--config', f.userFile], env)
    expect(check.code).toBe(1)
    expect(check.output).toMatch(/WRONG .*line 2: DESK_ID is set by the machine-wide settings/)
  })

  it('refuses a locked value changed by the environment', async () => {
    const f = files(`DESK_ID=DESK-0042\n`, ``)
    const run = await cli(['--config', f.userFile], {
      AEPS_MACHINE_SETTINGS_FILE: f.machineFile,
      DATA_DIR: f.dataDir,
      DESK_ID: 'OTHER',
    })
    expect(run.code).toBe(78)
    expect(run.output).toContain('the environment of this account: DESK_ID is set by the machine')
  })

  it('with --need-settings, refuses a start that finds no settings anywhere, naming where it looked', async () => {
    const run = await cli(['run', '--need-settings'], {})
    expect(run.code).toBe(78)
    expect(run.output).toMatch(
      /Configuration error: no settings: neither this account's .*bridge\.env nor the machine-wide .*bridge\.env exists\./,
    )
  })

  it('with --need-settings, takes settings from the environment alone (a drop-in’s Environment=)', async () => {
    const run = await cli(['run', '--need-settings'], {
      DESK_ID: 'DESK-0042',
      BRIDGE_PORT: 'not-a-port',
      DATA_DIR: join(root, 'env-only'),
    })
    // It read the environment (and judged its bad port), rather than refusing for no settings.
    expect(run.code).toBe(78)
    expect(run.output).toContain('BRIDGE_PORT')
    expect(run.output).not.toContain('no settings')
  })

  it('with --need-settings, takes the machine file alone as the desk’s settings', async () => {
    const f = files(`DESK_ID=DESK-0042\nBRIDGE_PORT=not-a-port\n`, '')
    const run = await cli(['run', '--need-settings'], {
      AEPS_MACHINE_SETTINGS_FILE: f.machineFile,
      DATA_DIR: f.dataDir,
    })
    // It read the machine file (and judged its bad port), rather than refusing for no settings.
    expect(run.code).toBe(78)
    expect(run.output).toContain(`Configuration error: ${f.machineFile} line 2: BRIDGE_PORT`)
    expect(run.output).not.toContain('no settings')
  })

  it('refuses a bad value naming the machine file and its line', async () => {
    const f = files(`DESK_ID=DESK-0042\n# the port\nBRIDGE_PORT=99999\n`, ``)
    const run = await cli(['--config', f.userFile], {
      AEPS_MACHINE_SETTINGS_FILE: f.machineFile,
      DATA_DIR: f.dataDir,
    })
    expect(run.code).toBe(78)
    expect(run.output).toContain(`Configuration error: ${f.machineFile} line 3: BRIDGE_PORT`)
    expect(run.output).toContain('The bridge did not start.')
  })

  it.each([
    [
      'others can change it',
      `DESK_ID=DESK-0042\n`,
      0o666,
      'can be changed by other users (mode 0666)',
    ],
    [
      'it holds a secret every account can read',
      `AEPS_SECRET=s3cr3t-value\n`,
      0o644,
      'holds a secret and every account can read it',
    ],
  ])('refuses the start when %s', async (_case, machine, mode, said) => {
    const f = files(machine, ``, mode)
    const run = await cli(['--config', f.userFile], {
      AEPS_MACHINE_SETTINGS_FILE: f.machineFile,
      DATA_DIR: f.dataDir,
    })
    expect(run.code).toBe(78)
    expect(run.output).toContain(said)
    expect(run.output).not.toContain('s3cr3t-value')
  })
})
