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
 * The supervisor's lock in `dataDir`, let go when this process exits, or the pid of the supervisor
 * that still holds it after the grace.
 */
export async function takeSupervisorLock(
  dataDir: string,
  graceMs = HANDOVER_GRACE_MS,
): Promise<{ lock: DataDirLock } | { otherPid: number }> {
  const deadline = Date.now() + graceMs
  for (;;) {
    try {
      const lock = lockDataDir(dataDir, SUPERVISOR_LOCK, 'supervisor')
      process.once('exit', () => lock.release())
      return { lock }
    } catch (error) {
      if (!(error instanceof FolderInUse)) throw error
      if (Date.now() >= deadline) return { otherPid: error.pid }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
