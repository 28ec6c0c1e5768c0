// Why the bridge was asked to stop, for its log. A signal (SIGTERM, Ctrl-C) names itself; a
// closed standard input means the supervisor that started the bridge ended: stopped, killed, or
// its Windows session ended (Windows has no signal to send, so the supervisor's pipe is the stop
// channel). Both start the same drain (run.ts). A request that comes before the bridge listens
// waits for it.

export type StopReason = { signal: NodeJS.Signals } | { cause: string }

export const STDIN_CLOSED =
  'standard input closed: the supervisor that started this bridge ended (stopped, killed, or its session ended)'

let handler: ((reason: StopReason) => void) | undefined
let pending: StopReason | undefined

/** Called by whatever notices a stop that is not a signal. */
export function requestStop(reason: StopReason): void {
  if (handler) handler(reason)
  else pending ??= reason
}

/** Called once by run.ts when the bridge listens: signals, and requests from requestStop. */
export function onStopRequest(stop: (reason: StopReason) => void): void {
  handler = stop
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop({ signal }))
  if (pending) stop(pending)
}
