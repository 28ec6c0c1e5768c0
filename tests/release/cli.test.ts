// The executable's command line as IT uses it, on the lone executable (no Node on PATH): the
// version and help; a live configuration file other users can read refused with chmod 600;
// `check` proving the credentials on a stand-in provider's bank list; the log going to
// DATA_DIR/logs under --log-file; and `service install | status | uninstall` writing and removing
// the systemd user unit (issue 11, items 2-4); and `supervise` starting the executable itself as
// the bridge.

import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localDay } from '../../bridge/log-file.ts'
import { freePort, liveEnv, rdPorts, tempDataDir } from '../fixtures/bridge-harness.ts'
import { startFaultUpstream, type FaultUpstream } from '../fixtures/fault-upstream.ts'
import { command, lonelyExecutable, startBridgeAs, type Lonely } from './launch.ts'

let lonely: Lonely
let upstream: FaultUpstream
const SECRET = liveEnv('x').AEPS_SECRET

beforeAll(async () => {
  lonely = lonelyExecutable()
  upstream = await startFaultUpstream({
    kind: 'json',
    body: { code: '0x0200', status: 'SUCCESS', data: [{ bankId: 1, iin: 607094, bank: 'SBI' }] },
  })
})
afterAll(async () => {
  await upstream?.close()
  lonely?.cleanup()
})

/**
 * Runs the lone executable to its end, without blocking this process: the stand-in provider
 * answers from here.
 */
function run(args: string[], env: Record<string, string> = {}) {
  const how = command('executable', lonely, args, env)
  const child = spawn(how.file, how.args, {
    cwd: how.cwd,
    env: how.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => (clearTimeout(timer), resolve({ code, stdout, stderr }))),
  )
}

function liveConfigFile(name: string, mode: number, extra: Record<string, string> = {}): string {
  const path = join(lonely.dir, name)
  // The provider's bank list on: check proves the credentials with it (the harness turns it off).
  const settings = {
    ...liveEnv(upstream.url),
    AEPS_BANKS_PATH: '/v1/common/bank',
    RD_PORTS: rdPorts('release-cli', 2),
    DATA_DIR: tempDataDir(),
    ...extra,
  }
  writeFileSync(
    path,
    Object.entries(settings)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  )
  chmodSync(path, mode)
  return path
}

describe('the executable’s command line', () => {
  it('prints its version and its help, with no Node anywhere on PATH', async () => {
    const pkg = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
    )
    expect(await run(['--version'])).toMatchObject({ code: 0, stdout: `${pkg.version}\n` })
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('service install')
    expect((await run(['nonsense'])).code).toBe(64)
  })

  it('refuses to start live from a configuration file other users can read, giving chmod 600', async () => {
    const path = liveConfigFile('open.env', 0o644)
    const result = await run(['--config', path])
    expect(result.code).toBe(78)
    expect(result.stderr).toContain(`chmod 600 ${path}`)
    expect(result.stderr).toContain('did not start')
    expect(result.stderr + result.stdout).not.toContain(SECRET)
  })

  it('check proves the credentials on the bank list, sends no enquiry and prints no secret', async () => {
    const path = liveConfigFile('check.env', 0o600)
    const before = upstream.requests.length
    // No reader on RD_PORTS here: a desk that cannot take an enquiry fails unless told so.
    const result = await run(['check', '--no-reader-yet', '--config', path])
    expect(result.stdout).toContain('credentials accepted, 1 banks listed')
    expect(result.code).toBe(0)
    expect(upstream.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/common/bank',
    ])
    expect(result.stdout + result.stderr).not.toContain(SECRET)
    const strict = await run(['check', '--config', path])
    expect(strict.code).toBe(1)
    expect(strict.stdout).toMatch(
      new RegExp(`WRONG +no RD service on 127\\.0\\.0\\.1, ports ${rdPorts('release-cli', 2)}`),
    )
  })

  it('check names each wrong setting and a typo, and fails', async () => {
    const path = liveConfigFile('bad.env', 0o600, {
      MERCHANT_PAN: 'not-a-pan',
      BRIDGE_PORT: 'x',
      AEPS_SECRETS: 'y',
    })
    const result = await run(['check', '--config', path])
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/WRONG +BRIDGE_PORT:/)
    expect(result.stdout).toMatch(/WRONG +MERCHANT_PAN:/)
    expect(result.stdout).toMatch(/WRONG +AEPS_SECRETS is not a setting/)
  })

  it('writes its log to DATA_DIR/logs under --log-file, redacted like standard output', async () => {
    const dataDir = tempDataDir()
    const path = liveConfigFile('service.env', 0o600, { DATA_DIR: dataDir })
    const bridge = await startBridgeAs('executable', lonely, {}, ['--config', path, '--log-file'])
    try {
      await fetch(bridge.url + '/api/banks')
    } finally {
      await bridge.stop()
    }
    const logFile = join(dataDir, 'logs', `bridge-${localDay(new Date())}.log`)
    const text = readFileSync(logFile, 'utf8')
    expect(text).toContain('"msg":"bridge listening"')
    expect(text).not.toContain(SECRET)
    expect(statSync(logFile).mode & 0o777).toBe(0o600)
    expect(bridge.output()).not.toContain('"msg":"bridge listening"')
  })

  it('under --log-file, leaves the reason of a refused start in the log file too', async () => {
    const dataDir = tempDataDir()
    const path = liveConfigFile('refused.env', 0o600, {
      DATA_DIR: dataDir,
      MERCHANT_PAN: 'not-a-pan',
    })
    const result = await run(['--config', path, '--log-file'])
    expect(result.code).toBe(78)
    const text = readFileSync(join(dataDir, 'logs', `bridge-${localDay(new Date())}.log`), 'utf8')
    // The file and the line the bad value came from, then the setting.
    expect(text).toMatch(
      /"level":"error","msg":"Configuration error: [^"]*refused\.env line \d+: MERCHANT_PAN:/,
    )
    expect(text).not.toContain(SECRET)
  })

  it('under --log-file, logs the refusal of a configuration file others can read (N8)', async () => {
    const dataDir = tempDataDir()
    const path = liveConfigFile('exposed-logged.env', 0o644, { DATA_DIR: dataDir })
    const result = await run(['--config', path, '--log-file'])
    expect(result.code).toBe(78)
    const text = readFileSync(join(dataDir, 'logs', `bridge-${localDay(new Date())}.log`), 'utf8')
    expect(text).toContain('can be read by other users (mode 0644)')
    expect(text).not.toContain(SECRET)
  })
})

describe('service install | status | uninstall on Linux', () => {
  const unit = () => join(lonely.home, '.config', 'systemd', 'user', 'aeps-bridge.service')
  const configFile = () => join(lonely.home, '.config', 'aeps-bridge', 'bridge.env')

  it('writes a systemd user unit that starts this executable with the standard configuration', async () => {
    const result = await run(['service', 'install', '--files-only'])
    expect(result.code).toBe(0)
    const text = readFileSync(unit(), 'utf8')
    expect(text).toContain(`ExecStart=${lonely.executable} supervise --config ${configFile()}\n`)
    expect(statSync(configFile()).mode & 0o777).toBe(0o600)
    if (spawnSync('systemd-analyze', ['--version']).status === 0) {
      const verify = spawnSync('systemd-analyze', ['verify', unit()], { encoding: 'utf8' })
      expect(verify.stderr + verify.stdout).toBe('')
      expect(verify.status).toBe(0)
    }
  })

  it('reports it installed and not answering, then removes it', async () => {
    const status = await run(['service', 'status'], { BRIDGE_PORT: '1' })
    expect(status.stdout).toContain(`installed: ${unit()}`)
    expect(status.stdout).toContain('not answering')
    expect(status.code).toBe(1)
    expect((await run(['service', 'uninstall', '--files-only'])).code).toBe(0)
    expect(existsSync(unit())).toBe(false)
    expect(existsSync(configFile())).toBe(true)
  })
})

describe('supervise on the executable', () => {
  /** Waits for a line the supervisor or the bridge writes to the log file. */
  async function logged(dataDir: string, msg: string, count = 1) {
    const file = join(dataDir, 'logs', `bridge-${localDay(new Date())}.log`)
    const deadline = Date.now() + 30_000
    for (;;) {
      const found = existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as Record<string, unknown>)
            .filter((e) => e.msg === msg)
        : []
      if (found.length >= count) return found
      if (Date.now() > deadline) throw new Error(`no "${msg}" in ${file}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  it('starts itself as the bridge, brings it back after a kill, and drains it on SIGTERM', async () => {
    const dataDir = tempDataDir()
    const port = await freePort()
    const path = join(lonely.dir, 'supervised.env')
    writeFileSync(
      path,
      `BRIDGE_PORT=${port}\nDATA_DIR=${dataDir}\nSTATIC_DIR=off\nSANDBOX_RD=off\nRD_PORTS=${rdPorts('release-cli-supervised', 1)}\n`,
      { mode: 0o600 },
    )
    const how = command('executable', lonely, ['supervise', '--config', path], {})
    const supervisor = spawn(how.file, how.args, { cwd: how.cwd, env: how.env, stdio: 'ignore' })
    const exited = new Promise<number | null>((r) => supervisor.once('exit', (code) => r(code)))
    try {
      const [first] = await logged(dataDir, 'supervisor: bridge started')
      await logged(dataDir, 'bridge listening')
      process.kill(first!.processId as number, 'SIGKILL')
      await logged(dataDir, 'bridge listening', 2)
      expect((await fetch(`http://127.0.0.1:${port}/api/status`)).status).toBe(200)
      supervisor.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(await logged(dataDir, 'supervisor: the bridge stopped')).toEqual([
        expect.objectContaining({ code: 0 }),
      ])
    } finally {
      supervisor.kill('SIGKILL')
    }
  })
})

describe('service install from the sources', () => {
  it('refuses: a service must run the installed executable, not a checkout', () => {
    const how = command('sources', lonely, ['service', 'install', '--files-only'], {})
    const result = spawnSync(how.file, how.args, { cwd: how.cwd, env: how.env, encoding: 'utf8' })
    expect(result.status).toBe(64)
    expect(result.stderr).toContain('installed executable')
  })
})
