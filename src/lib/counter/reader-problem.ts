// Whether a capture failed because of the reader (its cable, its service, its state) rather than
// the finger: the first gets cable advice and a fresh look at the readers, so the
// reader line shows the newest truth; only the second gets the finger advice. RD service codes
// (docs/rd-service.md): 700 no finger in time and 730 a capture that failed are the finger's; every
// other RD code (710 busy, 720 not ready, 740 needs re-initialising, vendor codes) is the reader's.

const READER_CODES = new Set([
  'NO_DEVICE',
  'DEVICE_BUSY',
  'RD_TIMEOUT',
  'RD_BAD_REPLY',
  'CAPTURE_CANCELLED',
])
const FINGER_CODES = new Set(['RD_700', 'RD_730'])

export function isReaderProblem(code: string): boolean {
  if (READER_CODES.has(code)) return true
  return /^RD_-?\d+$/.test(code) && !FINGER_CODES.has(code)
}

/**
 * The finger, not the reader nor the desk, failed (700 no finger in time, 730 a capture that
 * failed): only then the finger advice. A capture the bridge refused for its own reason (an import
 * running, the journal failing, the bridge out of reach) gets that reason alone, never the finger
 * advice beside a cause that has nothing to do with the finger (UX review 2026-11-29, N3b).
 */
export function isFingerProblem(code: string): boolean {
  return FINGER_CODES.has(code)
}
