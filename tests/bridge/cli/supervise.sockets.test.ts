// The supervisor (bridge/cli/supervise.ts, `aeps-bridge supervise`), with real
// processes: a crashed bridge is started again; a start refused for its configuration is logged
// with its reason and not retried at once; a stop closes the bridge's standard input and the
// bridge drains and exits 0; and when the supervisor itself is killed outright, the bridge still
// stops cleanly. The same paths run on Windows' own rules in tests/windows.

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { STDIN_CLOSED } from '../../../bridge/stop-request.ts'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../bridge/config/index.ts'
import { superviseBridge, type Supervisor } from '../../../bridge/cli/supervise.ts'
import { freePort, rdPorts } from '../../fixtures/bridge-harness.ts'

const dirs: string[] = []
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'supervise-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** Waits for a condition that an event elsewhere makes true (a log line, a process gone). */
async function until<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('superviseBridge with a stand-in bridge', () => {
  const supervisors: Supervisor[] = []
  afterEach(async () => {
    for (const s of supervisors.splice(0)) s.kill()
  })

  // A child that behaves as the script says, and stops only when its standard input closes.
  function stand(script: string, times = {}) {
    const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = []
    const supervisor = superviseBridge({
      command: process.execPath,
      args: ['-e', script],
      log: (level, message, fields) => lines.push({ level, message, fields }),
      times: {
        quickCrashMs: [50, 50, 50],
        goodRunMs: 60_000,
        slowFirstMs: 60_000,
        slowMaxMs: 60_000,
        ...times,
      },
    })
    supervisors.push(supervisor)
    return { supervisor, lines }
  }

  it('starts a crashed bridge again after the crash delay', async () => {
    const { supervisor, lines } = stand('setTimeout(() => process.exit(3), 100)')
    await until(
      'three starts',
      () => lines.filter((l) => l.message.endsWith('bridge started')).length >= 3,
    )
    expect(lines.find((l) => l.message.includes('ended unexpectedly'))?.fields).toMatchObject({
      code: 3,
      retryInS: 0,
    })
    await supervisor.stop()
  })

  it('logs a refused start (exit 78) with its reason, and waits the slow pace before the next', async () => {
    const { supervisor, lines } = stand(
      "process.stderr.write('Configuration error: BRIDGE_PORT: not a number\\nThe bridge did not start.\\n'); process.exit(78)",
    )
    const refused = await until('the refusal', () =>
      lines.find((l) => l.message.includes('refused to start')),
    )
    expect(refused.fields).toEqual({ code: 78, reason: 'BRIDGE_PORT: not a number', retryInS: 60 })
    expect(lines.filter((l) => l.message.endsWith('bridge started'))).toHaveLength(1)
    await supervisor.stop()
    expect(lines.filter((l) => l.message.endsWith('bridge started'))).toHaveLength(1)
  })

  it('asks for a stop by closing standard input, and waits for the bridge to finish', async () => {
    const dir = temp()
    const marker = join(dir, 'drained')
    const { supervisor, lines } = stand(
      `process.stdin.resume(); process.stdin.on('end', () => setTimeout(() => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'yes'); process.exit(0) }, 300)); process.stderr.write('up\\n')`,
    )
    await until('the start', () => supervisor.pid())
    await supervisor.stop()
    expect(readFileSync(marker, 'utf8')).toBe('yes')
    expect(lines.at(-1)).toMatchObject({
      message: 'supervisor: the bridge stopped',
      fields: { code: 0 },
    })
  })
})

describe('aeps-bridge supervise with the sandbox bridge', () => {
  const processes: ChildProcess[] = []
  afterAll(() => {
    for (const p of processes) if (p.exitCode === null) p.kill('SIGKILL')
  })

  async function startSupervisor(
    settings: Record<string, string>,
    dir = temp(),
    env: Record<string, string> = {},
  ) {
    const configFile = join(dir, 'bridge.env')
    const text = Object.entries({ DATA_DIR: join(dir, 'data'), STATIC_DIR: 'off', ...settings })
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')
    writeFileSync(configFile, text + '\n', { mode: 0o600 })
    const supervisor = spawn(
      process.execPath,
      ['--import', 'tsx', 'bridge/cli/main.ts', 'supervise', '--config', configFile],
      {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, AEPS_BASE_URL: '', ...env },
      },
    )
    processes.push(supervisor)
    const exited = new Promise<number | null>((resolve) =>
      supervisor.once('exit', (code) => resolve(code)),
    )
    const logText = () => {
      try {
        const logs = join(dir, 'data', 'logs')
        return readdirSync(logs)
          .map((f) => readFileSync(join(logs, f), 'utf8'))
          .join('')
      } catch {
        return ''
      }
    }
    const entries = () =>
      logText()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    const childPids = () =>
      entries()
        .filter((e) => e.msg === 'supervisor: bridge started')
        .map((e) => e.processId as number)
    return { supervisor, exited, entries, childPids, dir }
  }

  async function answering(port: number) {
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/status`)).status === 200
    } catch {
      return false
    }
  }

  it('brings the bridge back after it is killed, then stops it with a drain and exits 0', async () => {
    const port = await freePort()
    const run = await startSupervisor({
      BRIDGE_PORT: String(port),
      RD_PORTS: rdPorts('supervise'),
      SANDBOX_RD: 'on',
    })
    const [first] = await until(
      'the first start',
      () => run.childPids().length > 0 && run.childPids(),
    )
    await until('the bridge to answer', () => answering(port))
    process.kill(first!, 'SIGKILL')
    const crash = await until('the crash in the log', () =>
      run.entries().find((e) => e.msg === 'supervisor: the bridge ended unexpectedly'),
    )
    expect(crash).toMatchObject({ signal: 'SIGKILL', retryInS: 1 })
    const second = await until('a second start', () => run.childPids()[1])
    expect(second).not.toBe(first)
    await until(
      'the new bridge to listen',
      () => run.entries().filter((e) => e.msg === 'bridge listening').length === 2,
    )
    expect(await answering(port)).toBe(true)

    run.supervisor.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(alive(second)).toBe(false)
    const msgs = run.entries().map((e) => e.msg)
    expect(msgs).toContain('stopping: no new work; waiting for requests in flight')
    expect(run.entries().find((e) => e.msg === 'supervisor: the bridge stopped')).toMatchObject({
      code: 0,
    })
  })

  it('when the supervisor is killed outright, the bridge still drains and exits on its own', async () => {
    const port = await freePort()
    const run = await startSupervisor({
      BRIDGE_PORT: String(port),
      RD_PORTS: rdPorts('supervise'),
      SANDBOX_RD: 'on',
    })
    await until('the bridge to listen', () =>
      run.entries().some((e) => e.msg === 'bridge listening'),
    )
    const [child] = run.childPids()
    run.supervisor.kill('SIGKILL')
    await until('the bridge to stop', () => !alive(child!))
    expect(
      run.entries().some((e) => e.msg === 'stopping: no new work; waiting for requests in flight'),
    ).toBe(true)
    // Logged as what happened, not as a signal nobody sent.
    const asked = run.entries().find((e) => e.msg === 'stop requested')!
    expect(asked).toMatchObject({ cause: STDIN_CLOSED })
    expect(asked).not.toHaveProperty('signal')
  })

  it('a supervisor started for a hand-over waits for the old one, and takes over with its own bridge when the old one is killed mid-hand-over (S5)', async () => {
    const port = await freePort()
    const settings = { BRIDGE_PORT: String(port), RD_PORTS: rdPorts('supervise'), SANDBOX_RD: 'on' }
    const old = await startSupervisor(settings)
    await until("the old supervisor's bridge to listen", () =>
      old.entries().some((e) => e.msg === 'bridge listening'),
    )
    const [oldBridge] = old.childPids()
    // As the old supervisor starts it (version-handover.ts): before its bridge drains, naming the
    // proof file of the old supervisor's process.
    const proof = join(old.dir, 'data', `handover-proof-${old.supervisor.pid}.json`)
    const next = await startSupervisor(settings, old.dir, { AEPS_HANDOVER_PROOF: proof })
    await until('the new supervisor to wait for the old one', () =>
      old
        .entries()
        .some(
          (e) =>
            e.msg === 'supervisor: waiting for the supervisor it takes over from to let go' &&
            e.processId === next.supervisor.pid &&
            e.otherSupervisor === old.supervisor.pid,
        ),
    )
    old.supervisor.kill('SIGKILL')
    await until('the old bridge to drain and end', () => !alive(oldBridge!))
    await until("the new supervisor's bridge to listen", () =>
      old
        .entries()
        .some(
          (e) =>
            e.msg === 'supervisor: bridge started' &&
            e.processId !== oldBridge &&
            old.entries().filter((l) => l.msg === 'bridge listening').length === 2,
        ),
    )
    expect(await answering(port)).toBe(true)
    expect(
      old
        .entries()
        .find((e) => e.msg === 'supervisor started' && e.processId === next.supervisor.pid),
    ).toBeDefined()
    expect(next.supervisor.exitCode).toBeNull()
    next.supervisor.kill('SIGTERM')
    expect(await next.exited).toBe(0)
  }, 90_000)

  it('a second supervisor for the same account says once which one runs the bridge and what to do, and exits 78', async () => {
    const port = await freePort()
    const settings = { BRIDGE_PORT: String(port), RD_PORTS: rdPorts('supervise'), SANDBOX_RD: 'on' }
    const first = await startSupervisor(settings)
    await until('the bridge to listen', () =>
      first.entries().some((e) => e.msg === 'bridge listening'),
    )
    const second = await startSupervisor(settings, first.dir)
    expect(await second.exited).toBe(78)
    const told = first
      .entries()
      .filter((e) => e.processId === second.supervisor.pid && e.level === 'warn')
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      msg: 'supervisor: another supervisor already runs the bridge for this account; this one exits',
      otherSupervisor: first.supervisor.pid,
    })
    expect(told[0]!.fix).toMatch(/two starts are set up for this account.*service uninstall/)
    // It started no bridge: one start in the log, no refusal, and the first one's still serves.
    expect(first.childPids()).toHaveLength(1)
    expect(first.entries().some((e) => e.msg === 'supervisor: the bridge refused to start')).toBe(
      false,
    )
    expect(await answering(port)).toBe(true)

    // Once the first has stopped, the next start is the supervisor, as after a log-off and on.
    first.supervisor.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    const third = await startSupervisor(settings, first.dir)
    await until(
      "the third supervisor's bridge to listen",
      () => third.entries().filter((e) => e.msg === 'bridge listening').length === 2,
    )
    expect(await answering(port)).toBe(true)
    third.supervisor.kill('SIGTERM')
    expect(await third.exited).toBe(0)
  }, 90_000)

  it('logs a refused start with its reason and retries it at the slow pace, not at once', async () => {
    const run = await startSupervisor({ BRIDGE_PORT: 'abc' })
    const refused = await until('the refusal', () =>
      run.entries().find((e) => e.msg === 'supervisor: the bridge refused to start'),
    )
    expect(refused).toMatchObject({ code: 78, retryInS: 30 })
    // The file and the line the bad value came from, then the setting and why.
    expect(refused.reason).toMatch(/^\/.+\/bridge\.env line \d+: BRIDGE_PORT: /)
    // The bridge's own line of the refusal is in the same file.
    expect(
      run
        .entries()
        .some((e) =>
          /^Configuration error: \/.+bridge\.env line \d+: BRIDGE_PORT/.test(String(e.msg)),
        ),
    ).toBe(true)
    expect(run.childPids()).toHaveLength(1)
    run.supervisor.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })
})
