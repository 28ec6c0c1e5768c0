// An upgrade that takes effect in the merchant's session, with no log-off and no reboot. The MSI
// installs each build in its own folder and points INSTALLFOLDER\current at it (version-pointer.ts).
// The supervisor of the running build reads that pointer every POINTER_POLL_MS. When it names
// another executable, the supervisor:
// 1. checks that the installer put the build there (build-trust.ts: under INSTALLFOLDER, owned by
//    the system, a higher version, its SHA-256 in the build's SHA256SUMS) before running any of
//    it, then that it starts (`--version` exits 0): a build half written, rolled back or planted
//    is not handed to, and the old one keeps serving;
// 2. starts the new build's `supervise` with its own arguments, which waits for this one's lock;
// 3. drains its bridge (those in flight answered and journaled) and lets go of its lock;
// 4. stands by until the new build proves it serves (handover-proof.ts: its bridge answered
//    /api/status with its version, and its supervisor then stayed up for a grace time), and ends.
//    A new build that does not prove it is ended, the old bridge runs again, and the build is
//    marked failed in the data folder (failed-builds.ts), so no hand-over loop follows.
// Polling, not a file watch: Windows Installer removes the pointer and writes a new one during an
// upgrade (and deletes the whole folder on uninstall), which a watch does not survive. The new supervisor reads the same pointer, so a
// rollback to the old build hands back the same way.

import { execFile, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { SupervisorLog } from './supervise.ts'
import { readBuildTrust, type BuildTrustCheck } from './build-trust.ts'
import { failedBefore, markFailed } from './failed-builds.ts'
import {
  awaitProof,
  HANDOVER_PROOF_ENV,
  proofFile,
  type Launched,
  type ProofTimes,
} from './handover-proof.ts'
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
  /** The account's data folder: the proof file and the mark of failed builds go there. */
  dataDir: string
  /** Drains and stops the bridge this supervisor runs. */
  stopBridge(): Promise<void>
  /** Lets go of the supervisor lock (one-supervisor.ts), so that the new supervisor can take it. */
  releaseLock(): void
  /** Takes the supervisor lock again, at a take-back (the new supervisor has ended by then). */
  retakeLock(): Promise<void>
  /** Supervises this build's bridge again, at a take-back. */
  resumeBridge(): void
  exit(code: number): void
  intervalMs?: number
  /** `<exe> --version`: its version, or a rejection saying why it did not run. */
  probe?(executable: string): Promise<string>
  /** Starts `<exe> <args>` on its own with `env`; resolves once it runs. */
  launch?(executable: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<Launched>
  /** Ends the new supervisor at a take-back (its bridge then drains: its stdin closes). */
  kill?(processId: number): void
  /** How long the new build has to prove it serves, and to stay up after (handover-proof.ts). */
  proofTimes?: ProofTimes
  /** Why the executable must not be run (build-trust.ts by default), or null. */
  trust?: BuildTrustCheck
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

export function launchDetached(
  executable: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<Launched> {
  return new Promise((resolve, reject) => {
    // Its own process group and no window: it outlives this supervisor, which ends once it proved.
    const child = spawn(executable, [...args], {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
      env,
    })
    child.once('error', reject)
    // Not unref'd: while this one stands by, the wait for its end is what keeps this process up
    // (an unref'd child's exit is never seen once nothing else is pending). The hand-over ends
    // this process with exit(), which a detached child outlives.
    child.once('spawn', () => {
      const ended = new Promise<string>((done) =>
        child.once('exit', (code, signal) => done(signal ? `signal ${signal}` : `exit ${code}`)),
      )
      resolve({ processId: child.pid!, ended })
    })
  })
}

function killProcess(processId: number): void {
  try {
    // On Windows any signal is TerminateProcess.
    process.kill(processId, 'SIGKILL')
  } catch {
    // already gone
  }
}

export const NOT_TRUSTED =
  'supervisor: a new version is named but is not one the installer put there; this one carries on'
const NOT_STARTING =
  'supervisor: a new version is installed but does not start; this one carries on'
const TAKING_OVER = 'supervisor: a new version is installed; the bridge drains, then it takes over'
const NOT_LAUNCHED = "supervisor: the new version's supervisor did not start; this one carries on"
const STANDING_BY =
  "supervisor: the new version's supervisor started; this one stands by until its bridge answers"
const HANDED_OVER = 'supervisor: handed over to the new version; this one ends'
const TAKEN_BACK =
  'supervisor: the new version did not prove that it serves; this one takes back and marks it failed'
const FAILED_BEFORE =
  'supervisor: a new version is named that failed a hand-over here before; this one carries on'

/** The pointer read on a timer, and the hand-over to the build it names. */
class VersionWatcher {
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  private busy = false
  /** The last new executable found not to start (logged once, tried again after a while). */
  private refused: { executable: string; at: number } | null = null
  /** Builds marked failed that this watcher has said so about (once each). */
  private readonly toldFailed = new Set<string>()
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
    const failed = failedBefore(this.options.dataDir, executable)
    if (failed !== null) {
      if (!this.toldFailed.has(executable))
        this.options.log('warn', FAILED_BEFORE, { executable, reason: failed })
      this.toldFailed.add(executable)
      return
    }
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
    const untrusted = await (this.options.trust ?? readBuildTrust)(executable, layout, running)
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
    // Started before the drain, the new supervisor waits for this one's lock (one-supervisor.ts):
    // from here on, a kill of this process leaves a supervisor running, which takes over (S5).
    const proof = proofFile(this.options.dataDir, process.pid)
    rmSync(proof, { force: true })
    let launched: Launched
    try {
      const env = { ...process.env, [HANDOVER_PROOF_ENV]: proof }
      launched = await (this.options.launch ?? launchDetached)(executable, args, env)
    } catch (error) {
      // Nothing was stopped: the old bridge has served throughout.
      this.refuse(executable, 'error', NOT_LAUNCHED, error)
      return this.start()
    }
    log('info', STANDING_BY, { processId: launched.processId, version })
    await this.options.stopBridge()
    this.options.releaseLock()
    const failure = await awaitProof(proof, version, launched, this.options.proofTimes)
    if (failure === null) {
      log('info', HANDED_OVER, { processId: launched.processId, version })
      return this.options.exit(0)
    }
    await this.takeBack(executable, version, launched, failure)
  }

  /** The new build failed its proof: end it, run the old bridge again, and mark the build. */
  private async takeBack(executable: string, version: string, launched: Launched, reason: string) {
    ;(this.options.kill ?? killProcess)(launched.processId)
    await launched.ended
    await this.options.retakeLock()
    markFailed(this.options.dataDir, executable, reason)
    this.toldFailed.add(executable)
    this.options.log('error', TAKEN_BACK, { executable, version, reason })
    this.start()
    this.options.resumeBridge()
  }
}

/** Reads the pointer on a timer and hands over to the build it names; stop() ends the reading. */
export function watchForNewVersion(options: HandoverOptions): { stop(): void } {
  const watcher = new VersionWatcher(options)
  watcher.start()
  return { stop: () => watcher.stop() }
}
