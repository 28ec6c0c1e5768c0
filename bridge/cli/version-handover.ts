// An upgrade that takes effect in the merchant's session, with no log-off and no reboot. The MSI
// installs each build in its own folder and points INSTALLFOLDER\current at it (version-pointer.ts).
// The supervisor of the running build reads that pointer every POINTER_POLL_MS. When it names
// another executable, the supervisor:
// 1. checks that the new executable starts (`--version` exits 0): a build half written or rolled
//    back is not handed to, and the old one keeps serving;
// 2. stops its bridge with the drain: no new enquiry, those in flight answered and journaled;
// 3. starts the new build's `supervise` with its own arguments, and ends.
// Polling, not a file watch: Windows Installer removes the pointer and writes a new one during an
// upgrade (and deletes the whole folder on uninstall), which a watch on the file does not survive,
// and one small read every 15 s costs nothing. The new supervisor reads the same pointer, so a
// rollback to the old build hands back the same way.

import { execFile, spawn } from 'node:child_process'
import type { SupervisorLog } from './supervise.ts'
import { pointedExecutable, sameExecutable, type VersionedLayout } from './version-pointer.ts'

/** How often the pointer is read: an upgrade takes effect within this, the check and the drain. */
export const POINTER_POLL_MS = 15_000
/** How long the new executable may take to print its version (a cold start on a busy laptop). */
const PROBE_TIMEOUT_MS = 120_000
/** A new build that did not start is tried again after this: a cost of one start a minute. */
export const RETRY_REFUSED_MS = 60_000

export interface HandoverOptions {
  layout: VersionedLayout
  /** This supervisor's own executable. */
  self: string
  /** This build's version, for the log. */
  version: string
  /** The arguments this supervisor was started with (`supervise` and its options). */
  args: readonly string[]
  log: SupervisorLog
  /** Drains and stops the bridge this supervisor runs. */
  stopBridge(): Promise<void>
  /** Supervises this build's bridge again, when the new supervisor could not be started. */
  resumeBridge(): void
  exit(code: number): void
  intervalMs?: number
  /** `<exe> --version`: its version, or a rejection saying why it did not run. */
  probe?(executable: string): Promise<string>
  /** Starts `<exe> <args>` on its own; resolves with its process id once it runs. */
  launch?(executable: string, args: readonly string[]): Promise<number>
  /** Reads the pointer file (the file system's by default). */
  read?(file: string): string
}

export function probeVersion(executable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      executable,
      ['--version'],
      { timeout: PROBE_TIMEOUT_MS, windowsHide: true, encoding: 'utf8' },
      (error, stdout) => {
        const version = stdout.trim()
        if (error) reject(error)
        else if (!/^\d+\.\d+\.\d+\S*$/.test(version))
          reject(new Error(`--version printed ${JSON.stringify(version.slice(0, 80))}`))
        else resolve(version)
      },
    )
  })
}

export function launchDetached(executable: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    // Its own process group and no window: it outlives this supervisor, which ends next.
    const child = spawn(executable, [...args], {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
    })
    child.once('error', reject)
    child.once('spawn', () => {
      child.unref()
      resolve(child.pid!)
    })
  })
}

/** Reads the pointer on a timer and hands over to the build it names; stop() ends the reading. */
export function watchForNewVersion(options: HandoverOptions): { stop(): void } {
  const probe = options.probe ?? probeVersion
  const launch = options.launch ?? launchDetached
  let stopped = false
  let busy = false
  /** The last new executable found not to start (logged once, tried again after a while). */
  let refused: { executable: string; at: number } | null = null

  async function handOver(executable: string): Promise<void> {
    let version: string
    try {
      version = await probe(executable)
    } catch (error) {
      if (refused?.executable !== executable)
        options.log(
          'warn',
          'supervisor: a new version is installed but does not start; this one carries on',
          {
            executable,
            reason: (error as Error).message,
          },
        )
      refused = { executable, at: Date.now() }
      return
    }
    if (stopped) return
    stopped = true
    clearInterval(timer)
    options.log(
      'info',
      'supervisor: a new version is installed; the bridge drains, then it takes over',
      {
        from: options.version,
        to: version,
        executable,
      },
    )
    await options.stopBridge()
    let processId: number
    try {
      processId = await launch(executable, options.args)
    } catch (error) {
      options.log(
        'error',
        "supervisor: the new version's supervisor did not start; this one carries on",
        {
          executable,
          reason: (error as Error).message,
        },
      )
      refused = { executable, at: Date.now() }
      stopped = false
      timer = setInterval(poll, options.intervalMs ?? POINTER_POLL_MS)
      options.resumeBridge()
      return
    }
    options.log('info', 'supervisor: handed over to the new version; this one ends', {
      processId,
      version,
    })
    options.exit(0)
  }

  function poll(): void {
    if (busy || stopped) return
    const executable = pointedExecutable(options.layout, options.read)
    if (executable === null || sameExecutable(executable, options.self)) {
      refused = null
      return
    }
    if (refused?.executable === executable && Date.now() - refused.at < RETRY_REFUSED_MS) return
    busy = true
    void handOver(executable).finally(() => (busy = false))
  }

  let timer = setInterval(poll, options.intervalMs ?? POINTER_POLL_MS)
  return {
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}
