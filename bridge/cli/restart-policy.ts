// When the supervisor (supervise.ts) starts the bridge again after it ended, and what it says
// A pure function of how the last runs ended, so every path is unit-tested:
// - a crash after a good run: back in 1 s (the merchant's desk within 10 s);
// - crashes right after starting (a port held by another program, a locked DATA_DIR): 1, 2, 4,
//   8 s, then the slow pace, so that a bridge that cannot start does not spin;
// - a start refused for its configuration (exit 78): nothing changes until someone edits the
//   file, so 30 s, doubling to 10 minutes, each try written to the log with its reason;
// - a start refused because DATA_DIR is still held by another bridge (exit 78 with "in use by
//   another running bridge"): an earlier bridge draining at a hand-over or a restart lets go
//   within its drain, so every second, never the 30 s of a setting to fix (reliability review
//   2026-11-29, S4);
// - a start refused for its disk (exit 75: full, failing, too little space for an import): a disk
//   frees up without anyone editing anything, so every 5 s, never slower.

import { EXIT_CONFIG, EXIT_DISK } from '../exit-codes.ts'

/** How soon a start refused because another bridge still holds DATA_DIR is tried again. */
export const FOLDER_HELD_RETRY_MS = 1_000
/** How soon a start refused for its disk is tried again. */
export const DISK_RETRY_MS = 5_000

export interface RestartTimes {
  /** Delays after crashes in a row that each came soon after the start. */
  quickCrashMs: readonly number[]
  /** A run at least this long was a good one: the next crash starts the count again. */
  goodRunMs: number
  /** The slow pace: the first delay, doubled each time up to the last. */
  slowFirstMs: number
  slowMaxMs: number
}

export const RESTART_TIMES: RestartTimes = {
  quickCrashMs: [1_000, 2_000, 4_000, 8_000],
  goodRunMs: 60_000,
  slowFirstMs: 30_000,
  slowMaxMs: 600_000,
}

export interface Ending {
  code: number | null
  signal: string | null
  ranMs: number
  /** The refusal said DATA_DIR is held by another running bridge (one that drains). */
  folderHeld?: boolean
}

export interface Restart {
  kind: 'refused' | 'crashed' | 'disk' | 'held'
  delayMs: number
}

export class RestartPolicy {
  private refusals = 0
  private quickCrashes = 0
  private readonly times: RestartTimes

  constructor(times: RestartTimes = RESTART_TIMES) {
    this.times = times
  }

  private slow(nth: number): number {
    return Math.min(this.times.slowFirstMs * 2 ** (nth - 1), this.times.slowMaxMs)
  }

  /** The bridge ended without being asked to: when to start it again. */
  next(ending: Ending): Restart {
    if (ending.code === EXIT_DISK) {
      this.quickCrashes = 0
      this.refusals = 0
      return { kind: 'disk', delayMs: DISK_RETRY_MS }
    }
    if (ending.code === EXIT_CONFIG && ending.folderHeld) {
      this.quickCrashes = 0
      return { kind: 'held', delayMs: FOLDER_HELD_RETRY_MS }
    }
    if (ending.code === EXIT_CONFIG) {
      this.quickCrashes = 0
      this.refusals += 1
      return { kind: 'refused', delayMs: this.slow(this.refusals) }
    }
    this.refusals = 0
    if (ending.ranMs >= this.times.goodRunMs) this.quickCrashes = 0
    this.quickCrashes += 1
    const quick = this.times.quickCrashMs
    return {
      kind: 'crashed',
      delayMs:
        this.quickCrashes <= quick.length
          ? quick[this.quickCrashes - 1]!
          : this.slow(this.quickCrashes - quick.length),
    }
  }
}
