// Reading the journal file line by line in chunks, so the file is never all in memory: at start
// every complete line is handed to the caller with its offset, and the offset past the last one
// says where a torn tail (a crash mid-write) begins. Apart from append-log.ts because it reads
// only; tests call it on its own.

import type { JournalStorage } from './storage.ts'

const NEWLINE = 0x0a
/** The size of one read or write of the journal file. */
export const CHUNK = 1 << 20

/**
 * Calls `onLine` for every complete line: it lies in bytes[from, to) (without its newline; the
 * buffer is reused after the call) at `offset` in the file. Returns the offset just past the last
 * complete line: where a torn tail begins.
 */
export function scanLines(
  storage: JournalStorage,
  fd: number,
  onLine: (bytes: Buffer, from: number, to: number, offset: number) => void,
): number {
  const size = storage.fstat(fd).size
  let buffer = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(size, 1)))
  let carry = 0 // bytes of an unfinished line at the start of buffer
  let carryOffset = 0 // file offset of buffer[0]
  let position = 0
  while (position < size) {
    if (carry === buffer.length) {
      // One line longer than the buffer: grow it.
      const bigger = Buffer.allocUnsafe(buffer.length * 2)
      buffer.copy(bigger, 0, 0, carry)
      buffer = bigger
    }
    const n = storage.read(fd, buffer, carry, buffer.length - carry, position)
    if (n === 0) break
    position += n
    const filled = carry + n
    let lineStart = 0
    for (;;) {
      const newline = buffer.indexOf(NEWLINE, lineStart)
      if (newline === -1 || newline >= filled) break
      if (newline > lineStart) onLine(buffer, lineStart, newline, carryOffset + lineStart)
      lineStart = newline + 1
    }
    carry = filled - lineStart
    buffer.copy(buffer, 0, lineStart, filled)
    carryOffset += lineStart
  }
  return carryOffset
}
