// What a simulated reader does (docs/rd-service.md §8 checklist). Switchable at run time so a test
// can discover a READY device and then make it hang, time out or start slowly.

export const BEHAVIOURS = [
  /** A reader plugged in and working. */
  'ready',
  /** Service up, reader absent: NOTREADY, empty srno, 720 on capture. */
  'notready',
  /** Mantra L1 with nothing plugged in: says READY, DeviceInfo has an empty srno and no dc (§2). */
  'no-serial',
  /** Another application holds the reader: USED, 710 on capture. */
  'busy',
  /** No finger: 700 once the PidOptions timeout has passed (scaled by timeScale). */
  'timeout',
  /** Says READY with a serial, but the capture answers 720 (§4). */
  'device-not-ready',
  /** -1509 for the first N captures, then normal (§4, §6 pitfall 12). */
  'slow-start',
  /** CAPTURE answers 200 with something that is not a usable PID block. */
  'garbage',
  /** Accepts connections and never answers anything. */
  'hang',
  /** Answers discovery, never answers CAPTURE. */
  'capture-hang',
] as const

export type RdBehaviour = (typeof BEHAVIOURS)[number]

export function isBehaviour(value: string): value is RdBehaviour {
  return (BEHAVIOURS as readonly string[]).includes(value)
}
