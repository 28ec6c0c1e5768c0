// Opening the journal: DATA_DIR made private (security.md rule 11), the file read line by line
// into a new index sized once, a torn tail cut off, unfinished attempts marked interrupted; and
// the check before every write that the folder and file are still the ones opened. Apart from
// journal.ts because it runs once at start (and per write for the check), not per request.

import { constants } from 'node:fs'
import { log as logLine } from '../log.ts'
import { AppendLog, openPrivate } from './append-log.ts'
import { rawLine } from './line-fields.ts'
import { fullLine } from './record-lines.ts'
import { FINISHED, INTERRUPTED, RecordIndex } from './record-index.ts'
import { JournalWriteError, type JournalStorage } from './storage.ts'

/** The folder opened at start, to notice one removed or replaced. */
export interface FolderIdentity {
  dev: number
  ino: number
}

export interface LoadedJournal {
  log: AppendLog
  index: RecordIndex
  seq: number
  highWater: number | null
}

/**
 * DATA_DIR is created 0700, and an existing loose one is tightened (security.md rule 11); a
 * folder that cannot be tightened refuses the start, naming it.
 */
export function tightenDataDir(storage: JournalStorage, dataDir: string): FolderIdentity {
  storage.mkdir(dataDir, 0o700)
  const stat = storage.stat(dataDir)
  if (!stat.isDirectory()) throw new Error(`DATA_DIR ${dataDir} is not a folder`)
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    try {
      storage.chmod(dataDir, 0o700)
    } catch (error) {
      throw new Error(
        `DATA_DIR ${dataDir} is open to other users (mode ${(stat.mode & 0o777).toString(8)}) and could not be made private (0700): ${(error as Error).message}`,
      )
    }
  }
  return { dev: stat.dev, ino: stat.ino }
}

/**
 * Before every write: the folder and the file are still the ones opened. A removed or replaced
 * DATA_DIR would otherwise take writes into a file nobody will ever read again.
 */
export function checkFolder(
  storage: JournalStorage,
  paths: { dataDir: string; file: string },
  dir: FolderIdentity | null,
  fd: number | null,
): void {
  try {
    const folder = storage.stat(paths.dataDir)
    const file = storage.stat(paths.file)
    const open = fd === null ? null : storage.fstat(fd)
    if (
      folder.dev !== dir?.dev ||
      folder.ino !== dir?.ino ||
      (open !== null && (file.ino !== open.ino || file.dev !== open.dev))
    )
      throw new JournalWriteError('folder-gone')
  } catch (error) {
    if (error instanceof JournalWriteError) throw error
    const code = (error as NodeJS.ErrnoException).code ?? null
    throw new JournalWriteError(code === 'ENOENT' ? 'folder-gone' : 'io-error', code)
  }
}

/**
 * About how many records the file holds, from its size and the lines of its first 256 KiB: the
 * index is sized once, as growing by doubling would leave the freed halves in the process.
 */
function expectedRecords(storage: JournalStorage, path: string): number {
  let fd: number
  try {
    fd = openPrivate(storage, path, constants.O_RDONLY)
  } catch {
    return 1024 // a new journal (or one open() will refuse with a clear reason)
  }
  try {
    const size = storage.fstat(fd).size
    const sample = Buffer.allocUnsafe(Math.min(size, 256 * 1024))
    const n = storage.read(fd, sample, 0, sample.length, 0)
    let lines = 0
    for (let i = 0; i < n; i++) if (sample[i] === 0x0a) lines++
    if (lines === 0 || n === 0) return 1024
    return Math.ceil((size / (n / lines)) * 1.05) + 64
  } finally {
    storage.close(fd)
  }
}

/** Reads the file into a new index, line by line, and opens it for appending. */
export function loadJournal(
  storage: JournalStorage,
  path: string,
  beforeFlush: () => void,
): LoadedJournal {
  const index = new RecordIndex(expectedRecords(storage, path))
  let skipped = 0
  let highWater: number | null = null
  let seq = 0
  const log = new AppendLog(path, storage, beforeFlush)
  log.open((bytes, from, to, offset) => {
    const raw = rawLine(bytes, from, to)
    if (raw !== null) {
      const known = index.rowOfBytes(bytes, raw.idFrom, raw.idTo)
      let lineSeq = raw.seq
      if (known !== undefined) lineSeq = index.seq[known]!
      else if (Number.isNaN(lineSeq)) lineSeq = seq + 1 // a line of the old format
      seq = Math.max(seq, lineSeq)
      highWater = Math.max(highWater ?? 0, raw.journalTime)
      index.putRaw(raw, bytes, lineSeq, offset, to - from)
      return
    }
    // Not a line in the usual form (the old format, an escaped value): parse it in full.
    const fields = fullLine(bytes.toString('utf8', from, to))
    if (fields === null) {
      if (bytes.subarray(from, to).some((b) => b !== 0x20 && b !== 0x0d && b !== 0x09)) skipped++
      return
    }
    const known = index.rowOf(fields.id)
    if (known !== undefined) fields.seq = index.seq[known]!
    else if (Number.isNaN(fields.seq)) fields.seq = seq + 1
    seq = Math.max(seq, fields.seq)
    highWater = Math.max(highWater ?? 0, fields.journalTime)
    index.put(fields, offset, to - from)
  })
  if (skipped > 0) logLine('warn', 'journal lines skipped', { count: skipped })
  for (let row = 0; row < index.count; row++)
    if (!(index.flags[row]! & FINISHED)) index.flags[row]! |= INTERRUPTED
  return { log, index: index.sorted() ? index : reorder(index), seq, highWater }
}

function reorder(index: RecordIndex): RecordIndex {
  const rows = Array.from({ length: index.count }, (_, row) => row).sort(
    (a, b) => index.seq[a]! - index.seq[b]!,
  )
  return index.select(rows, (row) => ({
    offset: index.offset[row]!,
    length: index.length[row]!,
    flags: index.flags[row]!,
  }))
}
