// The journal's in-memory index: one row per record, in the order the journal first saw them
// (by sequence number), with only what the day book filters and counts on, in typed arrays, and
// where the whole record lies in the file. A busy counter's 100,000 records take a few MiB here,
// while the records themselves (statement entries and all) stay on disk (issue 15 item 3).

import { DAY_BOOK_OPERATIONS, DAY_BOOK_OUTCOMES } from '../../src/shared/day-book.ts'
import { indiaDayNumber } from '../../src/shared/india-day.ts'

/** The record's final snapshot is on disk (finishedAt set). */
export const FINISHED = 1
/** Read back unfinished at open: the bridge stopped while it was with the bank. */
export const INTERRUPTED = 2
/** The line on disk still holds the customer's balance or statement entries. */
export const DETAILS = 4

/** What the index needs of a record line. */
export interface IndexFields {
  id: string
  seq: number
  journalTime: number
  startedAt: number
  operation: string
  outcome: string
  bankiin: string
  bankName: string | null
  aadhaarMasked: string
  rrn: string | null
  stanNo: string | null
  clientRefNo: string | null
  flags: number
}

/** FNV-1a: RRN, STAN and reference are looked up by hash, then confirmed on the record. */
export function hash32(text: string | null | undefined): number {
  if (!text) return 0
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h | 0 || 1
}

function last4(masked: string): number {
  const match = /(\d{4})$/.exec(masked)
  return match ? Number(match[1]) : -1
}

const OPERATION_CODE = new Map<string, number>(DAY_BOOK_OPERATIONS.map((op, i) => [op, i]))
const OUTCOME_CODE = new Map<string, number>(DAY_BOOK_OUTCOMES.map((o, i) => [o, i]))

export function operationCode(name: string): number {
  return OPERATION_CODE.get(name) ?? 255
}
export function outcomeCode(name: string): number {
  return OUTCOME_CODE.get(name) ?? OUTCOME_CODE.get('unknown')!
}

/** Interns short strings that repeat (bank IINs and names) as small numbers. */
class Interner {
  readonly values: (string | null)[] = [null]
  readonly #codes = new Map<string, number>()
  code(value: string | null): number {
    if (value === null) return 0
    let code = this.#codes.get(value)
    if (code === undefined) {
      code = this.values.length
      this.values.push(value)
      this.#codes.set(value, code)
    }
    return code
  }
  lookup(value: string): number | undefined {
    return this.#codes.get(value)
  }
}

export class RecordIndex {
  count = 0
  ids: string[] = []
  readonly byId = new Map<string, number>()
  readonly banks = new Interner()
  readonly names = new Interner()
  seq = new Float64Array(1024)
  journalTime = new Float64Array(1024)
  started = new Float64Array(1024)
  day = new Int32Array(1024)
  offset = new Float64Array(1024)
  length = new Uint32Array(1024)
  op = new Uint8Array(1024)
  outcome = new Uint8Array(1024)
  bank = new Uint32Array(1024)
  bankName = new Uint32Array(1024)
  last4 = new Int16Array(1024)
  rrn = new Int32Array(1024)
  stan = new Int32Array(1024)
  ref = new Int32Array(1024)
  flags = new Uint8Array(1024)

  get maxSeq(): number {
    return this.count === 0 ? 0 : this.seq[this.count - 1]!
  }

  #grow(): void {
    const size = this.seq.length * 2
    const grow = <T extends Float64Array | Int32Array | Uint32Array | Uint8Array | Int16Array>(
      a: T,
    ): T => {
      const b = new (a.constructor as new (n: number) => T)(size)
      b.set(a)
      return b
    }
    this.seq = grow(this.seq)
    this.journalTime = grow(this.journalTime)
    this.started = grow(this.started)
    this.day = grow(this.day)
    this.offset = grow(this.offset)
    this.length = grow(this.length)
    this.op = grow(this.op)
    this.outcome = grow(this.outcome)
    this.bank = grow(this.bank)
    this.bankName = grow(this.bankName)
    this.last4 = grow(this.last4)
    this.rrn = grow(this.rrn)
    this.stan = grow(this.stan)
    this.ref = grow(this.ref)
    this.flags = grow(this.flags)
  }

  /** Adds a record, or updates it when its id is there already (a later snapshot). */
  put(fields: IndexFields, offset: number, length: number): number {
    let row = this.byId.get(fields.id)
    if (row === undefined) {
      if (this.count === this.seq.length) this.#grow()
      row = this.count++
      this.ids.push(fields.id)
      this.byId.set(fields.id, row)
      this.seq[row] = fields.seq
      this.journalTime[row] = fields.journalTime
    }
    this.started[row] = fields.startedAt
    this.day[row] = indiaDayNumber(fields.startedAt)
    this.offset[row] = offset
    this.length[row] = length
    this.op[row] = operationCode(fields.operation)
    this.outcome[row] = outcomeCode(fields.outcome)
    this.bank[row] = this.banks.code(fields.bankiin)
    this.bankName[row] = this.names.code(fields.bankName)
    this.last4[row] = last4(fields.aadhaarMasked)
    this.rrn[row] = hash32(fields.rrn)
    this.stan[row] = hash32(fields.stanNo)
    this.ref[row] = hash32(fields.clientRefNo)
    this.flags[row] = fields.flags
    return row
  }

  /** Whether the rows are in sequence order (a journal of the old format may not be). */
  sorted(): boolean {
    for (let row = 1; row < this.count; row++)
      if (this.seq[row - 1]! >= this.seq[row]!) return false
    return true
  }

  /** A new index holding the given rows of this one, in that order. */
  select(
    rows: readonly number[],
    place: (row: number) => { offset: number; length: number; flags: number },
  ): RecordIndex {
    const next = new RecordIndex()
    for (const row of rows) {
      const at = place(row)
      next.put(
        {
          id: this.ids[row]!,
          seq: this.seq[row]!,
          journalTime: this.journalTime[row]!,
          startedAt: this.started[row]!,
          operation: DAY_BOOK_OPERATIONS[this.op[row]!] ?? 'unknown',
          outcome: DAY_BOOK_OUTCOMES[this.outcome[row]!] ?? 'unknown',
          bankiin: this.banks.values[this.bank[row]!] ?? '',
          bankName: this.names.values[this.bankName[row]!] ?? null,
          aadhaarMasked: '',
          rrn: null,
          stanNo: null,
          clientRefNo: null,
          flags: at.flags,
        },
        at.offset,
        at.length,
      )
      const copied = next.count - 1
      next.last4[copied] = this.last4[row]!
      next.rrn[copied] = this.rrn[row]!
      next.stan[copied] = this.stan[row]!
      next.ref[copied] = this.ref[row]!
    }
    return next
  }
}
