// `aeps-bridge supervise`: keeps the bridge up in the merchant's own account.
// It starts the bridge as a child process with no window, brings it back after a crash, retries a
// start refused for its configuration at a slow pace (restart-policy.ts), and on a stop tells the
// bridge to drain and waits for it.
//
// How a stop reaches the bridge: Windows has no signals to send another process (a stopped task
// is a hard kill), so the supervisor holds the child's standard input open and closes it to ask
// for a stop (`run --until-stdin-closes`). The operating system closes it too when the
// supervisor itself is killed, so even a hard kill of the supervisor (Task Manager, log-off,
// `schtasks /End`) lets the bridge finish its enquiries and journal them.

import { spawn, type ChildProcess } from 'node:child_process'
import { announcedUrl } from './handover-proof.ts'
import { RestartPolicy, type Restart, type RestartTimes } from './restart-policy.ts'

export type SupervisorLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  fields?: Record<string, unknown>,
) => void

export interface SupervisorOptions {
  /** The program and arguments that start the bridge (in the foreground, logging to its file). */
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  log: SupervisorLog
  /** Where the child's standard error goes as well (a console, when there is one). */
  echo?: (text: string) => void
  times?: RestartTimes
  /** Called once per run of the bridge, with the address it announced (handover-proof.ts). */
  onListening?: (url: string) => void
}

export interface Supervisor {
  /** Asks the bridge to drain and stop; resolves when it has, with no restart after. */
  stop(): Promise<void>
  /** Ends the bridge at once (a second stop request). */
  kill(): void
  /** The running child's pid, or null between runs. */
  pid(): number | null
}

/** "Configuration error: X" lines of a refused start, as one reason for the log. */
export function refusalReason(stderr: string): string {
  const reasons = stderr
    .split(/\r?\n/)
    .map((l) => /^Configuration error: (.*)$/.exec(l)?.[1])
    .filter((r): r is string => r !== undefined)
  return reasons.length > 0 ? reasons.join('; ') : 'no reason given on standard error'
}

const TAIL_CHARS = 8_000

interface Ended {
  code: number | null
  signal: string | null
  /** The last of its standard error: the reason of a refused start. */
  stderr: string
  failure?: Error
}

/** One run of the bridge, with no window; calls onEnd once, when it has ended. */
function startChild(options: SupervisorOptions, onEnd: (ended: Ended) => void): ChildProcess {
  let stderr = ''
  let announced = false
  const child = spawn(options.command, options.args, {
    env: options.env ?? process.env,
    // stdin: the stop channel; stdout: the bridge logs to its file (--log-file) instead.
    stdio: ['pipe', 'ignore', 'pipe'],
    windowsHide: true,
    // Its own process group (POSIX) / no console (Windows): Ctrl-C or a closed console window
    // reach the supervisor only, which then asks for the drain once.
    detached: true,
  })
  child.stdin!.on('error', () => {}) // the child gone first: nothing left to tell it
  child.stderr!.setEncoding('utf8')
  child.stderr!.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-TAIL_CHARS)
    options.echo?.(chunk)
    const url = announced || !options.onListening ? null : announcedUrl(stderr)
    if (url !== null) {
      announced = true
      options.onListening!(url)
    }
  })
  let ended = false
  const end = (code: number | null, signal: string | null, failure?: Error) => {
    if (ended) return
    ended = true
    onEnd({ code, signal, stderr, failure })
  }
  // 'close' after 'exit': standard error has been read to its end, with the refusal's reason.
  child.once('close', (code, signal) => end(code, signal))
  child.once('error', (error) => end(null, null, error))
  return child
}

/** Why the bridge ended and when it starts again, in the log (the refusal with its reason). */
function logEnding(log: SupervisorLog, ended: Ended, restart: Restart): void {
  const retryInS = Math.round(restart.delayMs / 1000)
  if (restart.kind === 'held')
    log('info', 'supervisor: the data folder is still held by a bridge that drains; trying again', {
      reason: refusalReason(ended.stderr),
      retryInS,
    })
  else if (restart.kind === 'refused')
    log('error', 'supervisor: the bridge refused to start', {
      code: ended.code,
      reason: refusalReason(ended.stderr),
      retryInS,
    })
  else
    log('error', 'supervisor: the bridge ended unexpectedly', {
      code: ended.code,
      signal: ended.signal,
      ...(ended.failure ? { reason: ended.failure.message } : {}),
      retryInS,
    })
}

export function superviseBridge(options: SupervisorOptions): Supervisor {
  const policy = new RestartPolicy(options.times)
  let child: ChildProcess | null = null
  let timer: NodeJS.Timeout | null = null
  let stopping = false
  let stopped: () => void = () => {}
  const done = new Promise<void>((resolve) => (stopped = resolve))

  function restartAfter(ended: Ended, ranMs: number): void {
    const folderHeld = /is in use by another running bridge/.test(ended.stderr)
    const restart = policy.next({ code: ended.code, signal: ended.signal, ranMs, folderHeld })
    logEnding(options.log, ended, restart)
    timer = setTimeout(start, restart.delayMs)
  }

  function start(): void {
    timer = null
    const startedAt = Date.now()
    child = startChild(options, (ended) => {
      child = null
      if (!stopping) return restartAfter(ended, Date.now() - startedAt)
      options.log('info', 'supervisor: the bridge stopped', {
        code: ended.code,
        signal: ended.signal,
      })
      stopped()
    })
    if (child.pid !== undefined)
      options.log('info', 'supervisor: bridge started', { processId: child.pid })
  }

  start()
  return {
    stop() {
      if (!stopping) {
        stopping = true
        if (timer) clearTimeout(timer)
        if (child) {
          options.log('info', 'supervisor: stop requested; the bridge drains', {
            processId: child.pid,
          })
          child.stdin!.end()
        } else stopped()
      }
      return done
    },
    kill() {
      child?.kill('SIGKILL')
    },
    pid: () => child?.pid ?? null,
  }
}
