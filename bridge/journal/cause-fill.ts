// The causes of the records an earlier journal holds (v1.5, the project's addition: the day book's
// filter by cause). The column came with the first start of this release (schema.ts,
// CAUSE_UPGRADE), empty; each record's body is read once, its cause named by the one rule
// (settled-answer.ts keptCause: the cause it was written with, else the one its words name) and
// written beside it. A piece at a time, each piece its own transaction with its place saved in
// meta, and a turn of the event loop between pieces, so the desk answers meanwhile and a stop or
// a kill goes on from the last piece at the next start. Until the last piece, a read filtered by
// cause is refused (503 JOURNAL_IMPORTING, with the wait): half the records named would give a
// day book that silently lacks the older ones. Every other read and all new work go on.

import { setImmediate as turn } from 'node:timers/promises'
import type { DatabaseSync } from 'node:sqlite'
import { keptCause } from '../../src/shared/settled-answer.ts'
import { BridgeError } from '../errors.ts'
import { log } from '../log.ts'
import { CAUSE_FILL_KEY } from './schema.ts'
import type { JournalStorage } from './storage.ts'

/** Records per piece: a few milliseconds of JSON read on a loaded laptop. */
const PIECE = 200

/** The records still to name: those with a sequence number above `after`, up to `through`. */
interface Standing {
  after: number
  through: number
}

function standingOf(db: DatabaseSync): Standing | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(CAUSE_FILL_KEY) as
    { value: unknown } | undefined
  if (row === undefined) return null
  try {
    const { after, through } = JSON.parse(String(row.value)) as Partial<Standing>
    if (Number.isSafeInteger(after) && Number.isSafeInteger(through))
      return { after: after!, through: through! }
  } catch {
    // A damaged note: every record is read again, which names each the same.
  }
  return { after: 0, through: Number.MAX_SAFE_INTEGER }
}

function causeOfBody(body: string): string | null {
  try {
    return keptCause(JSON.parse(body) as Parameters<typeof keptCause>[0])
  } catch {
    // A body that is not JSON names no cause; the record is still listed.
    return null
  }
}

export interface CauseFillParts {
  db: DatabaseSync
  storage: JournalStorage
  /** Throws when DATA_DIR or a journal file was removed (journal-open.ts). */
  check: () => void
  /** The wait before a piece that failed (a full disk) is tried again. */
  retryMs?: number
}

export class CauseFill {
  readonly #parts: CauseFillParts
  #standing: Standing | null
  #stopped = false
  #wake: () => void = () => {}
  /** Sequence numbers named per second so far (the wait a refusal gives). */
  #rate = 0
  /** Resolves when every record is named, or when stopped first. */
  readonly done: Promise<void>

  constructor(parts: CauseFillParts) {
    this.#parts = parts
    this.#standing = standingOf(parts.db)
    this.done = this.#standing === null ? Promise.resolve() : this.#run(this.#standing)
  }

  /** Whether some older record's cause is still to be read. */
  get pending(): boolean {
    return this.#standing !== null
  }

  /** What a read filtered by cause gets meanwhile: the wait, and that every other read works. */
  refusal(): BridgeError {
    const standing = this.#standing
    const left = standing === null ? 0 : Math.max(0, standing.through - standing.after)
    const retryAfterS = this.#rate > 0 ? Math.max(1, Math.ceil(left / this.#rate)) : 5
    return new BridgeError(
      'JOURNAL_IMPORTING',
      `The bridge is reading the causes of the records its older version kept. The day book by cause answers in about ${retryAfterS} s; every other filter answers now.`,
      { headers: { 'Retry-After': String(retryAfterS) }, retryAfterS },
    )
  }

  /** Stops after the piece in progress; the next start goes on from there. */
  stop(): void {
    this.#stopped = true
    this.#wake()
  }

  async #run(standing: Standing): Promise<void> {
    const { db, storage, check } = this.#parts
    const rows = db.prepare(
      'SELECT seq, body FROM records WHERE seq > ? AND seq <= ? ORDER BY seq LIMIT ?',
    )
    const name = db.prepare('UPDATE records SET cause = ? WHERE seq = ?')
    const save = db.prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)')
    const finish = db.prepare('DELETE FROM meta WHERE key = ?')
    const started = performance.now()
    const from = standing.after
    log('info', "the reading of the older journal's records' causes begins", { ...standing })
    // Yield once first: the start (and the first reply) comes before the first piece.
    await turn()
    while (!this.#stopped) {
      let next: number | null
      try {
        check()
        next = storage.transaction(db, () => {
          const piece = rows.all(standing.after, standing.through, PIECE) as {
            seq: number
            body: string
          }[]
          for (const row of piece) name.run(causeOfBody(row.body), row.seq)
          if (piece.length < PIECE) {
            finish.run(CAUSE_FILL_KEY)
            return null
          }
          const after = piece.at(-1)!.seq
          save.run(CAUSE_FILL_KEY, JSON.stringify({ after, through: standing.through }))
          return after
        })
      } catch (error) {
        log('error', "the causes of the older journal's records could not be written", {
          error: String(error),
        })
        await new Promise<void>((resolve) => {
          this.#wake = resolve
          setTimeout(resolve, this.#parts.retryMs ?? 10_000).unref()
        })
        continue
      }
      if (next === null) {
        this.#standing = null
        log('info', "the causes of the older journal's records are read", { done: true })
        return
      }
      standing.after = next
      this.#rate = (next - from) / Math.max((performance.now() - started) / 1000, 0.001)
      await turn()
    }
  }
}
