// One supervisor per data folder, so per account: two starts set up for one account (the MSI's
// Run value and a task from `service install`, a user unit beside the .deb's unit for every
// account, or the same user in two sessions) would each start a bridge, and the second bridge,
// refused because the folder is in use, would be retried for as long as the first runs: an error
// in the log every few minutes, forever. So a supervisor first takes a lock of its own beside
// the bridge's (journal/lock.ts: by pid and process identity, a stale one taken over). The one
// that still finds it held after a short grace logs once which supervisor runs the bridge and how to keep one start, and
// exits 78: a setting to fix, which systemd's unit does not restart (RestartPreventExitStatus)
// and Task Scheduler shows as the task's last result.

import { FolderInUse, lockDataDir, type DataDirLock } from '../journal/lock.ts'
import { MSI_RUN_VALUE } from './msi-run-value.ts'
import { STOP_TIMEOUT_S } from './service-files.ts'

export const SUPERVISOR_LOCK = 'supervisor.lock'
/** EX_CONFIG: two starts are set up where one is meant. */
export const SECOND_SUPERVISOR_EXIT = 78

/**
 * What to do, for the log: where two starts come from on this OS, and how to keep one.
 * `consoleExe` is the executable a technician runs `service uninstall` with.
 */
export function keepOneStart(
  platform: NodeJS.Platform,
  msiStart: string | null,
  consoleExe: string,
): string {
  const uninstall = `"${consoleExe}" service uninstall`
  if (platform === 'win32' && msiStart !== null)
    return (
      `the MSI starts the bridge at every log-on (HKLM Run value "${MSI_RUN_VALUE}": ${msiStart}), ` +
      `and a task from service install or a start by hand does too: remove the task with ${uninstall} ` +
      'in this account (the MSI start stays), or stop the one started by hand'
    )
  if (platform === 'win32')
    return (
      'two starts are set up for this account (a task from service install, a start by hand, or ' +
      `a second session): keep one; ${uninstall} removes the task`
    )
  return (
    'two starts are set up for this account (a user unit from service install beside the ' +
    "package's unit for every account, a start by hand, or a second session): keep one; " +
    `${uninstall} removes the user unit, systemctl --user disable aeps-bridge the package's`
  )
}

/**
 * How long a supervisor waits for a held lock to be let go before it steps aside: a supervisor
 * that hands over to another (an upgrade, or a restart of the task) starts the new one and then
 * ends, so for a moment both run.
 */
export const HANDOVER_GRACE_MS = 10_000

/**
 * How long a supervisor started by a hand-over waits for the old one's lock: the old one starts it
 * before its bridge drains (version-handover.ts, S5), and a drain takes up to the stop's limit.
 */
export const PREDECESSOR_WAIT_MS = STOP_TIMEOUT_S * 1000

export interface LockWait {
  /** How long a held lock is waited for before stepping aside. */
  graceMs?: number
  /** The supervisor that started this one for a hand-over (its pid), or null. */
  predecessor?: number | null
  /** How long the predecessor's lock is waited for, beyond the grace. */
  predecessorMs?: number
  /** Called once when the predecessor is found holding the lock. */
  waiting?(): void
}

/**
 * The supervisor's lock in `dataDir`, let go when this process exits, or the pid of the supervisor
 * that still holds it after the grace. A predecessor's lock is waited for while its bridge drains,
 * and taken over at once if it is killed meanwhile (a dead holder's lock is stale, journal/lock.ts).
 */
export async function takeSupervisorLock(
  dataDir: string,
  wait: LockWait = {},
): Promise<{ lock: DataDirLock } | { otherPid: number }> {
  const { graceMs = HANDOVER_GRACE_MS, predecessor = null } = wait
  const started = Date.now()
  let told = false
  for (;;) {
    try {
      const lock = lockDataDir(dataDir, SUPERVISOR_LOCK, 'supervisor')
      process.once('exit', () => lock.release())
      return { lock }
    } catch (error) {
      if (!(error instanceof FolderInUse)) throw error
      const theirs = error.pid === predecessor
      if (theirs && !told) wait.waiting?.()
      told ||= theirs
      const patience = theirs ? (wait.predecessorMs ?? PREDECESSOR_WAIT_MS) + graceMs : graceMs
      if (Date.now() >= started + patience) return { otherPid: error.pid }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
