// One bridge per DATA_DIR: a second one (started by mistake) would read, purge and rename the
// journal under the first one's feet. The lock file holds the owner's pid; a lock whose process is
// gone (the bridge was killed) is stale and taken over.

import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Whether the lock's owner may still be a running bridge. A killed bridge that its parent has not
 * reaped yet is a zombie: kill(pid, 0) still succeeds, but it holds nothing (a test rig that
 * kills and restarts the bridge sees exactly this). After a reboot or in a container the pid may
 * belong to some other program by now: where /proc tells, only a Node process counts.
 */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const proc = readProc(pid)
  if (proc === null) return true // no /proc (macOS, Windows): trust kill(0)
  if (/^\d+ \(.*\) [ZXx]/s.test(proc.stat)) return false
  return proc.cmdline === null || /node/i.test(proc.cmdline)
}

function readProc(pid: number): { stat: string; cmdline: string | null } | null {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
  try {
    return { stat, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ') }
  } catch {
    return { stat, cmdline: null }
  }
}

export interface DataDirLock {
  release(): void
}

export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, 'bridge.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx', mode: 0o600 })
      return { release: () => rmSync(path, { force: true }) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(path, 'utf8').trim())
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new Error(`DATA_DIR ${dataDir} is in use by another running bridge (pid ${owner})`)
      }
      rmSync(path, { force: true })
    }
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take the lock`)
}
