// A line of the older journal that the next line supersedes, known without parsing it. The older
// release wrote every snapshot of a record as a line of its own, with the record's place (its
// sequence number and journal time) in each (its serialise(): `{"id":…,…,"seq":S,"journalTime":T}`,
// then the entries when there are any): an attempt's line, then its answer's, most often one after
// the other. The fold keeps only the first line's place and the last line's record
// (legacy-import.ts), so an attempt's line followed by its answer's gives nothing but a place the
// answer carries too; parsing it was half of the import's JSON.parse, a tenth of its CPU.
//
// A line is dropped unparsed only when its id and its place are read from its text exactly as
// JSON.parse would read them (else it is parsed, as before): its text opens with the id as its
// first key, holds no backslash (no escaped key, no escape in the id) and no second "id", and ends
// with the place the next line has, `,"seq":S,"journalTime":T}` (the last of a key wins in
// JSON.parse, and that final brace closes the record itself). What such a line would have given,
// its place, is the next line's; a line of that shape that is no record (no start time) would have
// been skipped and counted, and is now dropped without being counted.

import { parseLine, type Line } from './legacy-lines.ts'

const OPENING = '{"id":"'

/** The opening `{"id":"…"` of a line whose first key is an id read exactly from its text; or null. */
export function idOpening(text: string): string | null {
  if (!text.startsWith(OPENING)) return null
  const close = text.indexOf('"', OPENING.length)
  if (close === -1 || text.indexOf('\\') !== -1 || text.indexOf('"id"', 2) !== -1) return null
  return text.slice(0, close + 1)
}

/**
 * Whether `held` (whose opening idOpening gave) is an earlier snapshot of `next`'s record at the
 * same place, so that the fold may skip it: `next` names the same id and `held` ends with `next`'s
 * sequence number and journal time.
 */
export function supersededBy(held: string, opening: string, next: Line): boolean {
  const { id, seq, journalTime } = next.record as {
    id: string
    seq?: unknown
    journalTime?: unknown
  }
  if (typeof seq !== 'number' || typeof journalTime !== 'number') return false
  if (opening !== OPENING + id + '"') return false
  return held.endsWith(`,"seq":${seq},"journalTime":${journalTime}}`)
}

/**
 * The lines of a slice, each parsed and given to `take` (null: a line that is no record) in the
 * file's order, but for a line the next supersedes: a line is held unparsed until the next is read.
 */
export class HeldLines {
  readonly #take: (line: Line | null) => void
  #held: string | null = null

  constructor(take: (line: Line | null) => void) {
    this.#take = take
  }

  /** The next line read (not blank). */
  add(text: string): void {
    const held = this.#held
    this.#held = text
    if (held === null) return
    const opening = idOpening(held)
    if (opening === null || !text.startsWith(opening)) return this.#take(parseLine(held))
    const line = parseLine(text)
    if (line === null || !supersededBy(held, opening, line)) this.#take(parseLine(held))
    this.#take(line)
    this.#held = null
  }

  /** The slice's end: the line held is taken too (its place in the file is committed with it). */
  end(): void {
    if (this.#held !== null) this.#take(parseLine(this.#held))
    this.#held = null
  }
}
