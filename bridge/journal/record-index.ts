// The journal's in-memory index: one row per record, in the order the journal first saw them
// (by sequence number), with only what the day book filters and counts on, in typed arrays, and
// where the whole record lies in the file. A busy counter's 100,000 records take a few MiB here,
// while the records themselves (statement entries and all) stay on disk (issue 15 item 3).

import { indiaDayNumber } from '../../src/shared/india-day.ts'
import { IdTable, idBytes } from './id-table.ts'
import {
  Interner,
  OPERATION_BY_HASH,
  OUTCOME_BY_HASH,
  OUTCOME_CODE,
  hash32,
  last4,
  operationCode,
  outcomeCode,
} from './index-codes.ts'
import type { RawLine } from './line-fields.ts'

export { hash32, operationCode, outcomeCode } from './index-codes.ts'

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

export class RecordIndex {
  constructor(capacity = 1024) {
    const n = Math.max(16, capacity)
    this.seq = new Float64Array(n)
    this.journalTime = new Float64Array(n)
    this.started = new Float64Array(n)
    this.day = new Int32Array(n)
    this.offset = new Float64Array(n)
    this.length = new Uint32Array(n)
    this.op = new Uint8Array(n)
    this.outcome = new Uint8Array(n)
    this.bank = new Uint32Array(n)
    this.bankName = new Uint32Array(n)
    this.last4 = new Int16Array(n)
    this.rrn = new Int32Array(n)
    this.stan = new Int32Array(n)
    this.ref = new Int32Array(n)
    this.flags = new Uint8Array(n)
    this.#ids = new IdTable(n)
  }

  count = 0
  readonly #ids: IdTable
  readonly banks = new Interner()
  readonly names = new Interner()
  seq: Float64Array
  journalTime: Float64Array
  started: Float64Array
  day: Int32Array
  offset: Float64Array
  length: Uint32Array
  op: Uint8Array
  outcome: Uint8Array
  bank: Uint32Array
  bankName: Uint32Array
  last4: Int16Array
  rrn: Int32Array
  stan: Int32Array
  ref: Int32Array
  flags: Uint8Array

  rowOf(id: string): number | undefined {
    return this.#ids.find(...idBytes(id))
  }

  /** The row of the id in bytes[from, to). */
  rowOfBytes(bytes: Uint8Array, from: number, to: number): number | undefined {
    return this.#ids.find(bytes, from, to)
  }

  idOf(row: number): string {
    return this.#ids.id(row)
  }

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

  /**
   * Adds a record, or updates it when its id is there already (a later snapshot). `id` is where
   * the id lies in some bytes (at start, the file's), else fields.id is taken.
   */
  put(
    fields: IndexFields,
    offset: number,
    length: number,
    id: [Uint8Array, number, number] = idBytes(fields.id),
  ): number {
    let row = this.#ids.find(...id)
    if (row === undefined) {
      if (this.count === this.seq.length) this.#grow()
      row = this.count++
      this.#ids.add(...id, row)
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

  /**
   * Adds or updates a record from a line read at start (line-fields.ts), the id and bank strings
   * taken from `bytes` only when new. `seq` is the line's, or the caller's for the old format.
   */
  putRaw(raw: RawLine, bytes: Uint8Array, seq: number, offset: number, length: number): number {
    let row = this.#ids.find(bytes, raw.idFrom, raw.idTo)
    if (row === undefined) {
      if (this.count === this.seq.length) this.#grow()
      row = this.count++
      this.#ids.add(bytes, raw.idFrom, raw.idTo, row)
      this.seq[row] = seq
      this.journalTime[row] = raw.journalTime
    }
    this.started[row] = raw.startedAt
    this.day[row] = indiaDayNumber(raw.startedAt)
    this.offset[row] = offset
    this.length[row] = length
    this.op[row] = OPERATION_BY_HASH.get(raw.operationHash) ?? 255
    this.outcome[row] = OUTCOME_BY_HASH.get(raw.outcomeHash) ?? OUTCOME_CODE.get('unknown')!
    this.bank[row] = this.banks.codeOfBytes(bytes, raw.bankFrom, raw.bankTo)
    this.bankName[row] = this.names.codeOfBytes(bytes, raw.nameFrom, raw.nameTo)
    this.last4[row] = raw.last4
    this.rrn[row] = raw.rrn
    this.stan[row] = raw.stan
    this.ref[row] = raw.ref
    this.flags[row] = raw.flags
    return row
  }

  /** Whether the rows are in sequence order (a journal of the old format may not be). */
  sorted(): boolean {
    for (let row = 1; row < this.count; row++)
      if (this.seq[row - 1]! >= this.seq[row]!) return false
    return true
  }

  /** A new index holding the given rows of this one, in that order, placed anew. */
  select(
    rows: readonly number[],
    place: (row: number) => { offset: number; length: number; flags: number },
  ): RecordIndex {
    const next = new RecordIndex(rows.length)
    next.banks.adopt(this.banks)
    next.names.adopt(this.names)
    for (const row of rows) {
      const to = next.count++
      const ids = this.#ids
      const from = ids.start[row]!
      next.#ids.add(ids.arena, from, from + ids.length[row]!, to)
      const at = place(row)
      next.seq[to] = this.seq[row]!
      next.journalTime[to] = this.journalTime[row]!
      next.started[to] = this.started[row]!
      next.day[to] = this.day[row]!
      next.offset[to] = at.offset
      next.length[to] = at.length
      next.op[to] = this.op[row]!
      next.outcome[to] = this.outcome[row]!
      next.bank[to] = this.bank[row]!
      next.bankName[to] = this.bankName[row]!
      next.last4[to] = this.last4[row]!
      next.rrn[to] = this.rrn[row]!
      next.stan[to] = this.stan[row]!
      next.ref[to] = this.ref[row]!
      next.flags[to] = at.flags
    }
    return next
  }
}
