// A deadline for a reply from the reader's service that the bridge's own stalls do not spend.
//
// A timer that fires late says the bridge was not running: a synchronous journal commit waiting
// on the disk, or a machine too busy to give it the CPU. Whatever the RD service did meanwhile, its
// reply may be sitting unread in the socket. Failing then would blame the reader for the bridge's
// pause: a reader that answered in 50 ms would be reported absent (NO_DEVICE), and a capture lost.
// So the time the timer fired late is given back, and the reply is waited for that long again;
// at most the deadline's own length in all, so a service that stays silent is still given up on.

/** A timer this much past due means the process was stalled, not merely busy. */
export const STALL_MS = 100

export interface StallAwareDeadline {
  clear(): void
}

/** Calls `expire` once `ms` of the bridge's running time have passed without `clear()`. */
export function stallAwareDeadline(ms: number, expire: () => void): StallAwareDeadline {
  let timer: NodeJS.Timeout | undefined
  let givenBack = 0
  const arm = (wait: number): void => {
    const due = performance.now() + wait
    timer = setTimeout(() => {
      const late = performance.now() - due
      const back = Math.min(late, ms - givenBack)
      if (late <= STALL_MS || back <= 0) return expire()
      givenBack += back
      arm(back)
    }, wait)
  }
  arm(ms)
  return { clear: () => clearTimeout(timer) }
}
