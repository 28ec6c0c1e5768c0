// The supervisor on Windows' own rules (issue 20, items 2, 5 and 6), under Wine: `supervise` with
// no --config finds the configuration in %LOCALAPPDATA%\aeps-bridge\bridge.env (the prefix's own
// profile, as Windows sets it); the bridge it starts has no console and logs to
// %LOCALAPPDATA%\aeps-bridge\data\logs; ended with taskkill /F (Task Manager's End task) it is
// back; a start refused for its configuration is logged with its reason and retried slowly; when
// the supervisor itself is ended outright (a stopped task, a log-off), the bridge still drains and
// stops, told by its closed standard input, as Windows has no signal to send it. And the
// configuration file's ACL: Wine's icacls saves no DACL (or fails, or Wine's whoami gives no SID),
// so live mode refuses to start (exit 78) saying the permissions could not be read.

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { freePort, liveEnv, rdPorts } from '../fixtures/bridge-harness.ts'
import { createPrefix, RELEASE_EXE, until, type Prefix, type WineRun } from './wine.ts'

let prefix: Prefix
beforeAll(async () => {
  prefix = await createPrefix(RELEASE_EXE)
})
afterAll(() => prefix?.close())

const appDir = () => join(prefix.localAppData, 'aeps-bridge')

function writeStandardConfig(settings: Record<string, string>): void {
  mkdirSync(appDir(), { recursive: true })
  const text = Object.entries(settings).map(([k, v]) => `${k}=${v}\r\n`)
  writeFileSync(join(appDir(), 'bridge.env'), text.join(''))
}

type Entry = Record<string, unknown> & { msg: string }
function logEntries(): Entry[] {
  const dir = join(appDir(), 'data', 'logs')
  let files: string[]
  try {
    files = readdirSync(dir)
  } catch {
    return []
  }
  return files
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Entry)
}
const logged = (msg: string) => logEntries().filter((e) => e.msg === msg)

async function answering(url: string): Promise<boolean> {
  try {
    return (await fetch(url + '/api/status')).status === 200
  } catch {
    return false
  }
}

function supervise(): WineRun {
  return prefix.exe(['supervise'], { cwd: PROJECT_ROOT })
}

describe('supervise under Wine', () => {
  let port: number
  let supervisor: WineRun

  it('starts the bridge from the configuration in %LOCALAPPDATA%, with its log there', async () => {
    port = await freePort()
    writeStandardConfig({
      BRIDGE_PORT: String(port),
      DATA_DIR: 'data',
      STATIC_DIR: 'off',
      RD_PORTS: rdPorts('windows'),
      SANDBOX_RD: 'on',
    })
    supervisor = supervise()
    await until('the bridge to answer', () => answering(`http://127.0.0.1:${port}`), 90_000)
    const listening = logged('bridge listening')[0]!
    expect(String(listening.dataDir)).toMatch(
      /^C:\\users\\[^\\]+\\AppData\\Local\\aeps-bridge\\data$/i,
    )
    expect(logged('supervisor started')[0]!.configFile).toMatch(
      /^C:\\users\\[^\\]+\\AppData\\Local\\aeps-bridge\\bridge\.env$/i,
    )
    // Wine gives no DACL: in sandbox mode that is said, and the start goes on.
    expect(
      logEntries().some((e) => /permissions of .* could not be read .*not checked/.test(e.msg)),
    ).toBe(true)
  })

  it('brings the bridge back after taskkill /F ends it', async () => {
    const [first] = logged('supervisor: bridge started').map((e) => e.processId as number)
    const killed = prefix.run('taskkill', ['/F', '/PID', String(first)])
    expect(killed.status, killed.stdout + killed.stderr).toBe(0)
    const crash = await until(
      'the crash in the log',
      () => logged('supervisor: the bridge ended unexpectedly')[0],
    )
    expect(crash.retryInS).toBe(1)
    await until('a second start', () => logged('supervisor: bridge started').length === 2)
    await until('the new bridge to listen', () => logged('bridge listening').length === 2, 90_000)
    expect(await answering(`http://127.0.0.1:${port}`)).toBe(true)
  })

  it('when the supervisor is ended outright, the bridge drains and stops on its own', async () => {
    supervisor.kill()
    await supervisor.exited
    await until(
      'the drain',
      () => logged('stopping: no new work; waiting for requests in flight').length > 0,
    )
    await until('the port to close', async () => !(await answering(`http://127.0.0.1:${port}`)))
  })
})

describe('refused starts under Wine', () => {
  it('logs a refused start with its reason and retries at the slow pace', async () => {
    writeStandardConfig({ BRIDGE_PORT: 'abc', DATA_DIR: 'data', STATIC_DIR: 'off' })
    const before = logged('supervisor: bridge started').length
    const supervisor = supervise()
    try {
      const refused = await until(
        'the refusal',
        () => logged('supervisor: the bridge refused to start')[0],
        90_000,
      )
      expect(refused).toMatchObject({ code: 78, retryInS: 30 })
      // Named with the file and line it came from.
      expect(refused.reason).toMatch(/\\aeps-bridge\\bridge\.env line 1: BRIDGE_PORT: /)
      expect(logged('supervisor: bridge started')).toHaveLength(before + 1)
    } finally {
      supervisor.kill()
      await supervisor.exited
    }
  })

  it('live mode: refuses with exit 78 a configuration file whose ACL cannot be read', async () => {
    const file = join(appDir(), 'live.env')
    const settings = {
      ...liveEnv('https://api.example-aeps.in'),
      DATA_DIR: 'data',
      STATIC_DIR: 'off',
    }
    writeFileSync(
      file,
      Object.entries(settings)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(''),
    )
    const run = prefix.exe(['--config', prefix.windowsPath(file), '--log-file'], {
      cwd: PROJECT_ROOT,
    })
    expect(await run.exited).toBe(78)
    expect(run.stderr()).toMatch(
      /permissions of C:\\.*live\.env could not be read \((icacls saved no ACL|icacls failed: [^)]+|whoami did not give the SID of the account running the bridge)\), and it holds the bank credentials/,
    )
    expect(run.stderr()).not.toContain(settings.AEPS_SECRET)
    expect(logEntries().some((e) => /live\.env could not be read/.test(e.msg))).toBe(true)
  })
})
