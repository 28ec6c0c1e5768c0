// The log of a bridge run by a service manager: the same redacted JSON lines as standard output
// (bridge/log.ts builds them; this only stores them), one file a day in DATA_DIR/logs, the last 14
// days kept. Files are private to the merchant's account (0600 in a 0700 folder) and never opened
// through a symlink, like the journal (docs/security.md rule 11). Hand-written rather than a
// library: opening, appending, switching at midnight and pruning are these few lines, and the log's
// redaction must stay the project's own (docs/developer-guide.md, "House rules").

import { closeSync, constants, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { LogSink } from './log.ts'

export const LOG_DAYS_KEPT = 14
const FILE_NAME = /^bridge-(\d{4}-\d{2}-\d{2})\.log$/

/** The machine's calendar day: the merchant's, and the one a person looking for a log thinks in. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export interface DailyLogFile {
  sink: LogSink
  /** The file being written now. */
  currentFile(): string
  close(): void
}

export function openDailyLogFile(
  dir: string,
  options: { keepDays?: number; now?: () => Date; onError?: (error: Error) => void } = {},
): DailyLogFile {
  const keepDays = options.keepDays ?? LOG_DAYS_KEPT
  const now = options.now ?? (() => new Date())
  const onError = options.onError ?? ((error) => process.stderr.write(`log file: ${error}\n`))
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  let day = ''
  let fd: number | null = null

  function prune(today: Date): void {
    const oldest = localDay(
      new Date(today.getFullYear(), today.getMonth(), today.getDate() - (keepDays - 1)),
    )
    for (const name of readdirSync(dir)) {
      const fileDay = FILE_NAME.exec(name)?.[1]
      if (fileDay !== undefined && fileDay < oldest) rmSync(join(dir, name), { force: true })
    }
  }

  function fileFor(today: Date): number {
    const wanted = localDay(today)
    if (fd !== null && wanted === day) return fd
    if (fd !== null) closeSync(fd)
    fd = null
    day = wanted
    // O_NOFOLLOW is 0 on Windows, which has no symlink attack of this kind for a user folder.
    const flags =
      constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0)
    fd = openSync(join(dir, `bridge-${day}.log`), flags, 0o600)
    prune(today)
    return fd
  }

  return {
    sink(line) {
      try {
        writeSync(fileFor(now()), line + '\n')
      } catch (error) {
        // A full disk must not stop enquiries; the line still reaches the service manager.
        onError(error as Error)
        process.stderr.write(line + '\n')
      }
    },
    currentFile: () => join(dir, `bridge-${day}.log`),
    close() {
      if (fd !== null) closeSync(fd)
      fd = null
    },
  }
}
