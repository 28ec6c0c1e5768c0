// One bridge per DATA_DIR: a second one (started by mistake) would read, purge and rename the
// journal under the first one's feet. The lock file names its holder by pid *and* by identity:
// on Linux the process's start time from /proc/<pid>/stat, elsewhere a heartbeat (the holder
// touches the file every few seconds). A pid that a different program has by now (after a reboot)
// is therefore no holder, and its stale lock is taken over; a live bridge still
// blocks a second one.

import { randomBytes } from 'node:crypto'
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  utimesSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
/** O_NOFOLLOW where the platform has it (not Windows). */
const O_NOFOLLOW: number = constants.O_NOFOLLOW ?? 0

/** How often a holder without /proc renews its lock, and when such a lock counts as abandoned. */
export const HEARTBEAT_MS = 10_000
const HEARTBEAT_STALE_MS = 6 * HEARTBEAT_MS

interface LockContent {
  pid: number
  /** /proc/<pid>/stat field 22 (start time in clock ticks since boot); null where there is no /proc. */
  start: string | null
  token: string
}

function readStat(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
}

/** Field 22 of /proc/<pid>/stat; the name in field 2 may hold spaces and parentheses. */
export function processStartTime(pid: number): string | null {
  const stat = readStat(pid)
  if (stat === null) return null
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (state): field 22 is fields[19].
  return fields[19] ?? null
}

/** Linux reports start times in USER_HZ ticks, 100 a second on every architecture it runs on. */
const TICKS_PER_S = 100
/** The boot time in /proc/stat is whole seconds: a start reads up to a second early, never late. */
const START_TOLERANCE_MS = 2000

/** When the process started, in epoch ms, from its stat line and the boot time; null if unknown. */
function startedAtMs(stat: string): number | null {
  const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19])
  let boot: number
  try {
    boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1])
  } catch {
    return null
  }
  if (!Number.isFinite(ticks) || !Number.isFinite(boot) || boot <= 0) return null
  return boot * 1000 + (ticks / TICKS_PER_S) * 1000
}

function isZombie(stat: string): boolean {
  return /^[ZXx]/.test(stat.slice(stat.lastIndexOf(')') + 2))
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether the lock's holder is still a running bridge. A killed bridge that its parent has not
 * reaped yet is a zombie: it holds nothing. Where /proc tells, the process must be the very one
 * that wrote the lock (same start time); a lock of the old format (a bare pid) needs a Node
 * process that started before the lock was last written. Without /proc, the heartbeat must be
 * fresh.
 */
/** Tokens of the locks this process holds: a second journal here on the same folder is refused too. */
const heldHere = new Set<string>()

export function holderAlive(
  content: LockContent | null,
  lockMtimeMs: number,
  nowMs = Date.now(),
): boolean {
  if (content === null) return false
  const { pid } = content
  if (pid === process.pid && heldHere.has(content.token)) return true
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  if (!exists(pid)) return false
  const stat = readStat(pid)
  if (stat === null) return nowMs - lockMtimeMs < HEARTBEAT_STALE_MS
  if (isZombie(stat)) return false
  if (content.start !== null) return processStartTime(pid) === content.start
  // A lock without a start time (the old format's bare pid, or `start: null`): a process that
  // started after the lock was last written cannot have written it, whatever it runs.
  const started = startedAtMs(stat)
  if (started !== null && started > lockMtimeMs + START_TOLERANCE_MS) return false
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
  } catch {
    return true
  }
}

function parse(text: string): LockContent | null {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), start: null, token: '' }
  try {
    const json = JSON.parse(trimmed) as Partial<LockContent>
    if (typeof json.pid !== 'number') return null
    return {
      pid: json.pid,
      start: typeof json.start === 'string' ? json.start : null,
      token: String(json.token ?? ''),
    }
  } catch {
    return null
  }
}

function readLock(path: string): { content: LockContent | null; mtimeMs: number } | null {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | O_NOFOLLOW)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return null
    // A symlink planted as the lock is no lock: it is removed (the link, not its target).
    if (code === 'ELOOP') return { content: null, mtimeMs: 0 }
    throw error
  }
  try {
    const buffer = Buffer.alloc(512)
    const n = readSync(fd, buffer, 0, buffer.length, 0)
    return {
      content: parse(buffer.subarray(0, n).toString('utf8')),
      mtimeMs: fstatSync(fd).mtimeMs,
    }
  } finally {
    closeSync(fd)
  }
}

export interface DataDirLock {
  /** Whether the lock file on disk is still this bridge's (the folder was not removed or replaced). */
  held(): boolean
  release(): void
}

/** The lock just written: kept fresh by a heartbeat, released only while it is still ours. */
function heldLock(path: string, content: LockContent): DataDirLock {
  heldHere.add(content.token)
  const heartbeat = setInterval(() => {
    try {
      utimesSync(path, new Date(), new Date())
    } catch {
      // The folder may be gone: held() reports it; the journal says so.
    }
  }, HEARTBEAT_MS).unref()
  return {
    held: () => {
      try {
        return readLock(path)?.content?.token === content.token
      } catch {
        return false
      }
    },
    release: () => {
      clearInterval(heartbeat)
      heldHere.delete(content.token)
      try {
        if (readLock(path)?.content?.token === content.token) rmSync(path, { force: true })
      } catch {
        // Gone with its folder: nothing to release.
      }
    },
  }
}

/** A folder whose lock a live process holds; `pid` is that process. */
export class FolderInUse extends Error {
  readonly pid: number
  constructor(message: string, pid: number) {
    super(message)
    this.pid = pid
  }
}

/**
 * The lock of `dataDir` for one process: `file` names the lock (the bridge's by default; the
 * supervisor takes its own, bridge/cli/one-supervisor.ts) and `holder` what holds it, in the refusal.
 */
export function lockDataDir(dataDir: string, file = 'bridge.lock', holder = 'bridge'): DataDirLock {
  const path = join(dataDir, file)
  const content: LockContent = {
    pid: process.pid,
    start: processStartTime(process.pid),
    token: randomBytes(12).toString('hex'),
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number
    try {
      // O_EXCL refuses a planted symlink as well as a lock that exists.
      fd = openSync(
        path,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_NOFOLLOW,
        0o600,
      )
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const found = readLock(path)
      if (found !== null && holderAlive(found.content, found.mtimeMs)) {
        throw new FolderInUse(
          `DATA_DIR ${dataDir} is in use by another running ${holder} (pid ${found.content!.pid})`,
          found.content!.pid,
        )
      }
      rmSync(path, { force: true })
      continue
    }
    try {
      writeSync(fd, JSON.stringify(content))
    } finally {
      closeSync(fd)
    }
    return heldLock(path, content)
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take the lock`)
}
