// The executable's own code path on Windows' rules, under Wine 10: the release's own Node 24
// executable and its windowless copy, installed in the prefix's C:\Program Files\AePS bridge\. `service install --files-only` writes the configuration
// template and the task XML (starting the windowless copy beside it) into the prefix's
// %LOCALAPPDATA%, and the XML it wrote validates against Task Scheduler's schema; the windowless
// copy (what the MSI and that task start at log-on) runs `supervise`, starts itself as the
// bridge, keeps its data in %LOCALAPPDATA%\aeps-bridge\data by default, and brings the bridge
// back after taskkill /F. (Wine gives even a GUI program standard handles: Windows' no-console
// case is not exercised here.)

import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { basename, join } from 'node:path'
import { STDIN_CLOSED } from '../../bridge/stop-request.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, rdPorts } from '../fixtures/bridge-harness.ts'
import {
  createPrefix,
  RELEASE_EXE,
  RELEASE_WINDOWLESS_EXE,
  until,
  type Prefix,
  type WineRun,
} from './wine.ts'

const TASK_XSD = join(import.meta.dirname, '..', 'fixtures', 'schemas', 'task-scheduler.xsd')

let prefix: Prefix
let installed: string
beforeAll(async () => {
  prefix = await createPrefix(RELEASE_EXE)
  installed = join(prefix.dir, 'prefix', 'drive_c', 'Program Files', 'AePS bridge')
  mkdirSync(installed, { recursive: true })
  for (const exe of [RELEASE_EXE, RELEASE_WINDOWLESS_EXE])
    copyFileSync(exe, join(installed, basename(exe)))
})
afterAll(() => prefix?.close())

const appDir = () => join(prefix.localAppData, 'aeps-bridge')
const exe = (name: string) => join(installed, name)

function logEntries(): (Record<string, unknown> & { msg: string })[] {
  const dir = join(appDir(), 'data', 'logs')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
}
const logged = (msg: string) => logEntries().filter((e) => e.msg === msg)

async function answering(url: string): Promise<boolean> {
  try {
    return (await fetch(url + '/api/status')).status === 200
  } catch {
    return false
  }
}

describe('the executable under Wine', () => {
  it('runs: --version from its shipped package.json', async () => {
    const run = prefix.start(exe(basename(RELEASE_EXE)), ['--version'])
    expect(await run.exited).toBe(0)
    expect(run.stdout().trim()).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('service install --files-only writes the template and a task XML the schema accepts', async () => {
    const run = prefix.start(exe(basename(RELEASE_EXE)), ['service', 'install', '--files-only'])
    expect(await run.exited, run.stderr()).toBe(0)
    expect(readFileSync(join(appDir(), 'bridge.env'), 'utf8')).toContain('# AEPS_BASE_URL=')
    const xmlFile = join(appDir(), 'aeps-bridge-task.xml')
    const xml = readFileSync(xmlFile).subarray(2).toString('utf16le')
    expect(xml).toContain(
      // The windowless copy beside it, under its release name: no console window at log-on.
      `<Command>C:\\Program Files\\AePS bridge\\${basename(RELEASE_WINDOWLESS_EXE)}</Command>`,
    )
    expect(xml).toMatch(
      /<Arguments>supervise --config C:\\users\\[^\\]+\\AppData\\Local\\aeps-bridge\\bridge\.env<\/Arguments>/i,
    )
    const valid = spawnSync('xmllint', ['--noout', '--schema', TASK_XSD, xmlFile], {
      encoding: 'utf8',
    })
    expect(valid.stderr).toMatch(/ validates$/m)
  })

  it('service install refuses a task where the MSI already starts the bridge, and says what to do', async () => {
    const key = 'HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Run'
    const command = `"C:\\Program Files\\AePS bridge\\aeps-bridge-win-x64-background.exe" supervise`
    expect(prefix.run('reg', ['add', key, '/v', 'AePS bridge', '/d', command, '/f']).status).toBe(0)
    const run = prefix.start(exe(basename(RELEASE_EXE)), ['service', 'install'])
    expect(await run.exited).not.toBe(0)
    expect(run.stdout() + run.stderr()).toContain(
      'not installed: the MSI already starts the bridge at every log-on, for every user',
    )
    expect(prefix.run('reg', ['delete', key, '/v', 'AePS bridge', '/f']).status).toBe(0)
  })

  let supervisor: WineRun
  let url: string

  it('the windowless copy supervises itself as the bridge, with its data in %LOCALAPPDATA%', async () => {
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    // No DATA_DIR: the executable's own default.
    writeFileSync(
      join(appDir(), 'bridge.env'),
      `BRIDGE_PORT=${port}\r\nSTATIC_DIR=off\r\nRD_PORTS=${rdPorts('windows')}\r\nSANDBOX_RD=on\r\n`,
    )
    supervisor = prefix.start(exe(basename(RELEASE_WINDOWLESS_EXE)), ['supervise'])
    await until('the bridge to answer', () => answering(url), 90_000)
    expect(String(logged('bridge listening')[0]!.dataDir)).toMatch(
      /^C:\\users\\[^\\]+\\AppData\\Local\\aeps-bridge\\data$/i,
    )
    expect(existsSync(join(appDir(), 'data', 'bridge.lock'))).toBe(true)
  })

  it('brings the bridge back after taskkill /F, and drains it when the supervisor is ended', async () => {
    const [first] = logged('supervisor: bridge started').map((e) => e.processId as number)
    expect(prefix.run('taskkill', ['/F', '/PID', String(first)]).status).toBe(0)
    await until('a second start', () => logged('bridge listening').length === 2, 90_000)
    expect(await answering(url)).toBe(true)
    supervisor.kill()
    await supervisor.exited
    await until(
      'the drain',
      () => logged('stopping: no new work; waiting for requests in flight').length > 0,
    )
    // The session's end or End task is logged as the supervisor gone, not as a SIGTERM.
    expect(logged('stop requested').at(-1)).toMatchObject({ cause: STDIN_CLOSED })
    await until('the port to close', async () => !(await answering(url)))
  })
  it('settings write takes the secret on standard input into %LOCALAPPDATA%\\aeps-bridge\\bridge.env, keeps its lines, and prints no value', async () => {
    const input = join(prefix.dir, 'secret-input.env')
    writeFileSync(input, 'AEPS_USER=desk-0417\r\nAEPS_SECRET=Zq7-secret-0417\r\n')
    const before = readFileSync(join(appDir(), 'bridge.env'), 'utf8')
    const run = prefix.start(exe(basename(RELEASE_EXE)), ['settings', 'write'], { stdin: input })
    const code = await run.exited
    rmSync(input)
    expect(run.stdout() + run.stderr()).not.toContain('Zq7')
    expect(run.stdout()).toMatch(
      /^wrote AEPS_SECRET, AEPS_USER to C:\\users\\[^\\]+\\AppData\\Local\\aeps-bridge\\bridge\.env\r?\n/i,
    )
    const text = readFileSync(join(appDir(), 'bridge.env'), 'utf8')
    expect(text).toBe(before + 'AEPS_SECRET=Zq7-secret-0417\r\nAEPS_USER=desk-0417\r\n')
    // Wine's whoami gives no SID, so the file's ACL cannot be judged here: the command says so and
    // exits 78, as a live start would refuse it.
    expect(code).toBe(78)
    expect(run.stderr()).toMatch(/^WRONG .*whoami did not give the SID/m)
  })
})
