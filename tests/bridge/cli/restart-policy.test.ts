// When and how the supervisor starts the bridge again (restart-policy.ts, supervise-command.ts;
// issue 20, item 2): a crash after a good run within 10 s, quick failures backing off to the slow
// pace, a start refused for its configuration (exit 78) at 30 s doubling to 10 minutes, never
// faster; and the command line it starts the bridge with, from the executable or a checkout.

import { describe, expect, it } from 'vitest'
import { RestartPolicy } from '../../../bridge/cli/restart-policy.ts'
import { bridgeCommand } from '../../../bridge/cli/supervise-command.ts'

const crash = (ranMs: number) => ({ code: 1, signal: null, ranMs })
const refused = { code: 78, signal: null, ranMs: 300 }

describe('RestartPolicy', () => {
  it('brings a bridge that ran a while back in 1 s after each crash, however many', () => {
    const policy = new RestartPolicy()
    for (let i = 0; i < 10; i++)
      expect(policy.next(crash(3_600_000))).toEqual({ kind: 'crashed', delayMs: 1_000 })
    expect(policy.next({ code: null, signal: 'SIGKILL', ranMs: 120_000 }).delayMs).toBe(1_000)
  })

  it('backs off quick failures 1, 2, 4, 8 s, then at the slow pace up to 10 minutes', () => {
    const policy = new RestartPolicy()
    const delays = Array.from({ length: 12 }, () => policy.next(crash(500)).delayMs / 1000)
    expect(delays).toEqual([1, 2, 4, 8, 30, 60, 120, 240, 480, 600, 600, 600])
  })

  it('every restart after a crash is within 10 s until the fifth quick failure in a row', () => {
    const policy = new RestartPolicy()
    expect(policy.next(crash(500)).delayMs).toBeLessThanOrEqual(10_000)
    expect(policy.next(crash(500)).delayMs).toBeLessThanOrEqual(10_000)
    // The bridge then runs a good while: the count starts again.
    expect(policy.next(crash(61_000)).delayMs).toBe(1_000)
  })

  it('retries a refused start at 30 s doubling to 10 minutes, and never faster', () => {
    const policy = new RestartPolicy()
    const delays = Array.from({ length: 9 }, () => policy.next(refused))
    expect(delays.every((d) => d.kind === 'refused')).toBe(true)
    expect(delays.map((d) => d.delayMs / 1000)).toEqual([30, 60, 120, 240, 480, 600, 600, 600, 600])
  })

  it('starts the slow pace again after the configuration was fixed and the bridge crashed', () => {
    const policy = new RestartPolicy()
    policy.next(refused)
    policy.next(refused)
    expect(policy.next(crash(500))).toEqual({ kind: 'crashed', delayMs: 1_000 })
    expect(policy.next(refused).delayMs).toBe(30_000)
  })
})

describe('a DATA_DIR still held by a draining bridge (S4)', () => {
  it('is tried again every second, never at the 30 s of a setting to fix', () => {
    const policy = new RestartPolicy()
    for (let i = 0; i < 5; i++)
      expect(policy.next({ ...refused, folderHeld: true })).toEqual({
        kind: 'held',
        delayMs: 1_000,
      })
    // A real setting to fix afterwards starts the slow pace from its first step.
    expect(policy.next(refused)).toEqual({ kind: 'refused', delayMs: 30_000 })
  })
})

describe('bridgeCommand', () => {
  it('starts the executable itself, with the configuration, the log file and the stop channel', () => {
    const self = {
      inExecutable: true,
      execPath: 'C:\\Program Files\\AePS bridge\\aeps-bridge-win-x64.exe',
      execArgv: [],
      argv: ['C:\\Program Files\\AePS bridge\\aeps-bridge-win-x64.exe', 'x', 'supervise'],
    }
    expect(bridgeCommand('C:\\u\\bridge.env', self)).toEqual({
      command: self.execPath,
      args: ['run', '--config', 'C:\\u\\bridge.env', '--log-file', '--until-stdin-closes'],
    })
  })

  it('with no file to give, asks the bridge to refuse a start that finds no settings at all', () => {
    const self = {
      inExecutable: true,
      execPath: '/usr/bin/aeps-bridge',
      execArgv: [],
      argv: ['/usr/bin/aeps-bridge', 'x', 'supervise'],
    }
    expect(bridgeCommand(null, self).args).toEqual([
      'run',
      '--need-settings',
      '--log-file',
      '--until-stdin-closes',
    ])
  })

  it('from a checkout, starts node with the same flags and script', () => {
    const self = {
      inExecutable: false,
      execPath: '/usr/bin/node',
      execArgv: ['--import', 'tsx'],
      argv: ['/usr/bin/node', '/src/bridge/cli/main.ts', 'supervise'],
    }
    expect(bridgeCommand('/c.env', self).args).toEqual([
      '--import',
      'tsx',
      '/src/bridge/cli/main.ts',
      'run',
      '--config',
      '/c.env',
      '--log-file',
      '--until-stdin-closes',
    ])
  })

  it('tries a start refused for its disk (exit 75) every 5 s, never backing off, and forgets it after', () => {
    const policy = new RestartPolicy()
    for (let i = 0; i < 20; i++)
      expect(policy.next({ code: 75, signal: null, ranMs: 200 })).toEqual({
        kind: 'disk',
        delayMs: 5_000,
      })
    // A configuration refusal after it starts its slow pace from the first step.
    expect(policy.next({ code: 78, signal: null, ranMs: 200 })).toEqual({
      kind: 'refused',
      delayMs: 30_000,
    })
  })
})
