// The supervisor's lock at a hand-over (one-supervisor.ts): the new supervisor is started before the
// old one's bridge drains, so it must wait for the old one's lock past the usual grace, and take it
// at once when the old one is killed mid-hand-over (S5). Another holder still gets the usual grace.
// A real process holds the lock, with its identity from /proc as a supervisor writes it.

import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SUPERVISOR_LOCK, takeSupervisorLock } from '../../../bridge/cli/one-supervisor.ts'

describe.runIf(process.platform === 'linux')('the supervisor lock at a hand-over', () => {
  let dir: string
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'aeps-one-supervisor-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** A live process that holds the supervisor lock, as a running supervisor does. */
  async function holder() {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    })
    await new Promise((resolve) => other.once('spawn', resolve))
    const pid = other.pid!
    const start = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]
    writeFileSync(join(dir, SUPERVISOR_LOCK), JSON.stringify({ pid, start, token: 'old' }))
    const ended = new Promise((resolve) => other.once('exit', resolve))
    return { pid, kill: () => other.kill('SIGKILL'), ended }
  }

  it('steps aside after the grace when the holder is not the one it takes over from', async () => {
    const old = await holder()
    try {
      expect(await takeSupervisorLock(dir, { graceMs: 0 })).toEqual({ otherPid: old.pid })
      expect(
        await takeSupervisorLock(dir, { graceMs: 0, predecessor: old.pid + 1_000_000 }),
      ).toEqual({ otherPid: old.pid })
    } finally {
      old.kill()
    }
  })

  it('waits for its predecessor past the grace, and takes the lock when the predecessor is killed mid-hand-over (S5)', async () => {
    const old = await holder()
    let settled: unknown = null
    let told!: () => void
    const waiting = new Promise<void>((resolve) => (told = resolve))
    const taken = takeSupervisorLock(dir, { graceMs: 0, predecessor: old.pid, waiting: told })
    void taken.then((result) => (settled = result))
    await waiting
    // With a grace of 0 a holder that is not the predecessor is given up at the first try; this
    // one is still waited for after the other call's try, which takes longer.
    expect(await takeSupervisorLock(dir, { graceMs: 0 })).toEqual({ otherPid: old.pid })
    expect(settled).toBeNull()
    old.kill()
    await old.ended
    const result = await taken
    expect(result).toHaveProperty('lock')
    expect(JSON.parse(readFileSync(join(dir, SUPERVISOR_LOCK), 'utf8')).pid).toBe(process.pid)
    if ('lock' in result) result.lock.release()
  })
})
