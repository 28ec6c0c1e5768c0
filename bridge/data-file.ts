// Small state files in DATA_DIR (the merchant authentication, the provider's bank list): written
// whole to a temporary file, flushed, then renamed over the old one, so a crash at any moment
// leaves either the old file or the new one, never half of one. Owner-only (0600), as the journal.

import {
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { randomBytes } from 'node:crypto'

export function writeFileAtomic(path: string, text: string): void {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`
  const fd = openSync(temporary, 'wx', 0o600)
  try {
    writeSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/** The file's JSON, or null when it is missing or not JSON (a state file is never fatal). */
export function readJsonFile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown
  } catch {
    return null
  }
}
