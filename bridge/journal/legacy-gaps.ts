// The import's last check (legacy-import.ts): when the database holds fewer of the old file's
// records than the import counted, the old file is read once more, every record whose id the
// database lacks is named (by its line) and imported, in file order after the others. A gap left
// by a fault the import did not see (a release that kept a failed slice's place, a slice undone by
// a power cut after its place was kept) is mended here rather than refused every 10 s for good.
// Costs one id lookup per line, and runs only when the counts disagree.

import { closeSync, openSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { log } from '../log.ts'
import { LineReader, parseLine, type Line } from './legacy-lines.ts'

export interface Missing {
  /** The line (from 1) that first names the id. */
  lineNo: number
  first: Line
  last: Line
}

/** The old file's records the database lacks, by id, with the line that first names each. */
function missingRecords(db: DatabaseSync, file: string): Map<string, Missing> {
  const known = db.prepare('SELECT 1 FROM records WHERE id = ?')
  const missing = new Map<string, Missing>()
  const fd = openSync(file, 'r')
  try {
    const reader = new LineReader(fd, 0)
    for (let lineNo = 1; ; lineNo++) {
      const text = reader.next()
      if (text === null) break
      const line = text.trim() === '' ? null : parseLine(text)
      if (line === null) continue
      const seen = missing.get(line.record.id)
      if (seen !== undefined) seen.last = line
      else if (known.get(line.record.id) === undefined)
        missing.set(line.record.id, { lineNo, first: line, last: line })
    }
  } finally {
    closeSync(fd)
  }
  return missing
}

/** "30145-30560, 40001": line numbers as runs, for the log. */
export function lineRuns(lines: number[]): string {
  const runs: string[] = []
  let i = 0
  while (i < lines.length) {
    let j = i
    while (j + 1 < lines.length && lines[j + 1]! <= lines[j]! + 2) j++
    runs.push(i === j ? String(lines[i]) : `${lines[i]}-${lines[j]}`)
    i = j + 1
  }
  return runs.join(', ')
}

/**
 * Imports the old file's records the database lacks, each taking the next sequence number after
 * `seq`; returns how many, and the last sequence number given. Runs inside the import's last
 * transaction, so the mend commits with the import's end or not at all.
 */
export function importMissing(
  db: DatabaseSync,
  file: string,
  seq: number,
  insert: (line: Missing, seq: number) => void,
): { added: number; seq: number } {
  const missing = missingRecords(db, file)
  if (missing.size === 0) return { added: 0, seq }
  const found = [...missing.values()].sort((a, b) => a.lineNo - b.lineNo)
  for (const line of found) insert(line, ++seq)
  log(
    'warn',
    'the import of the older journal found records it had not brought over; they are imported now',
    {
      records: found.length,
      lines: lineRuns(found.map((m) => m.lineNo)),
    },
  )
  return { added: found.length, seq }
}
