// An upgrade that takes effect in the merchant's session, with no log-off and no reboot. The MSI
// installs each build in its own folder and points INSTALLFOLDER\current at it (version-pointer.ts).
// The supervisor of the running build reads that pointer every POINTER_POLL_MS. When it names
// another executable, the supervisor:
// 1. checks that the installer put the build there (build-trust.ts: under INSTALLFOLDER, owned by
//    the system, a higher version, its SHA-256 in the build's SHA256SUMS) before running any of
//    it, then that it starts (`--version` exits 0): a build half written, rolled back or planted
//    is not handed to, and the old one keeps serving;
// 2. stops its bridge with the drain: no new enquiry, those in flight answered and journaled;
// 3. starts the new build's `supervise` with its own arguments, and ends.
// Polling, not a file watch: Windows Installer removes the pointer and writes a new one during an
// upgrade (and deletes the whole folder on uninstall), which a watch on the file does not survive,
// and one small read every 15 s costs nothing. The new supervisor reads the same pointer, so a
// rollback to the old build hands back the same way.

import { execFile, spawn } from 'node:child_process'
import type { SupervisorLog } from './supervise.ts'
import { buildTrustProblem } from './build-trust.ts'
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
  /** Why the executable must not be run (build-trust.ts by default), or null. */
  trust?(executable: string, layout: VersionedLayout, runningVersion: string): string | null
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

const NOT_TRUSTED =
  'supervisor: a new version is named but is not one the installer put there; this one carries on'
const NOT_STARTING =
  'supervisor: a new version is installed but does not start; this one carries on'
const TAKING_OVER = 'supervisor: a new version is installed; the bridge drains, then it takes over'
const NOT_LAUNCHED = "supervisor: the new version's supervisor did not start; this one carries on"
const HANDED_OVER = 'supervisor: handed over to the new version; this one ends'

/** The pointer read on a timer, and the hand-over to the build it names. */
class VersionWatcher {
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  private busy = false
  /** The last new executable found not to start (logged once, tried again after a while). */
  private refused: { executable: string; at: number } | null = null

  private readonly options: HandoverOptions

  constructor(options: HandoverOptions) {
    this.options = options
  }

  start(): void {
    this.stopped = false
    this.timer = setInterval(() => this.poll(), this.options.intervalMs ?? POINTER_POLL_MS)
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
  }

  private poll(): void {
    if (this.busy || this.stopped) return
    const executable = pointedExecutable(this.options.layout, this.options.read)
    if (executable === null || sameExecutable(executable, this.options.self)) {
      this.refused = null
      return
    }
    const refused = this.refused
    if (refused?.executable === executable && Date.now() - refused.at < RETRY_REFUSED_MS) return
    this.busy = true
    void this.handOver(executable).finally(() => (this.busy = false))
  }

  private refuse(executable: string, level: 'warn' | 'error', message: string, error: unknown) {
    if (this.refused?.executable !== executable || level === 'error')
      this.options.log(level, message, { executable, reason: (error as Error).message })
    this.refused = { executable, at: Date.now() }
  }

  private async handOver(executable: string): Promise<void> {
    const { log, args } = this.options
    const { layout, version: running } = this.options
    const untrusted = (this.options.trust ?? buildTrustProblem)(executable, layout, running)
    if (untrusted !== null)
      return this.refuse(executable, 'warn', NOT_TRUSTED, new Error(untrusted))
    let version: string
    try {
      version = await (this.options.probe ?? probeVersion)(executable)
    } catch (error) {
      return this.refuse(executable, 'warn', NOT_STARTING, error)
    }
    if (this.stopped) return
    this.stop()
    log('info', TAKING_OVER, { from: this.options.version, to: version, executable })
    await this.options.stopBridge()
    let processId: number
    try {
      processId = await (this.options.launch ?? launchDetached)(executable, args)
    } catch (error) {
      this.refuse(executable, 'error', NOT_LAUNCHED, error)
      this.start()
      return this.options.resumeBridge()
    }
    log('info', HANDED_OVER, { processId, version })
    this.options.exit(0)
  }
}

/** Reads the pointer on a timer and hands over to the build it names; stop() ends the reading. */
export function watchForNewVersion(options: HandoverOptions): { stop(): void } {
  const watcher = new VersionWatcher(options)
  watcher.start()
  return { stop: () => watcher.stop() }
}
