// The journal's in-memory index: one row per record, in the order the journal first saw them
// (by sequence number), with only what the day book filters and counts on, in typed arrays, and
// where the whole record lies in the file. A busy counter's 100,000 records take a few MiB here,
// while the records themselves (statement entries and all) stay on disk (issue 15 item 3).

import { DAY_BOOK_OPERATIONS, DAY_BOOK_OUTCOMES } from '../../src/shared/day-book.ts'
import { indiaDayNumber } from '../../src/shared/india-day.ts'
import { fnvBytes, fnvText, type RawLine } from './line-fields.ts'

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

/**
 * FNV-1a over char codes (bytes, for the ASCII values hashed here): RRN, STAN and reference are
 * looked up by hash, then confirmed on the record. 0 means none.
 */
export function hash32(text: string | null | undefined): number {
  if (!text) return 0
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h | 0 || 1
}

function hashBytes(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let h = 0x811c9dc5
  for (let i = from; i < to; i++) {
    h ^= bytes[i]!
    h = Math.imul(h, 0x01000193)
  }
  return h | 0
}

const encoder = new TextEncoder()

function idBytes(id: string): [Uint8Array, number, number] {
  const bytes = encoder.encode(id)
  return [bytes, 0, bytes.length]
}

/**
 * Record ids without a string each: their bytes side by side in one arena, found through an
 * open-addressing table of row numbers. 100,000 ids take about 3 MiB instead of a Map's 10+.
 */
class IdTable {
  arena: Uint8Array
  used = 0
  start: Uint32Array
  length: Uint8Array
  /** row + 1 per slot; 0 is empty. */
  slots: Int32Array
  count = 0

  constructor(capacity: number) {
    this.arena = new Uint8Array(capacity * 24)
    this.start = new Uint32Array(capacity)
    this.length = new Uint8Array(capacity)
    let slots = 16
    while (slots < capacity * 2) slots *= 2
    this.slots = new Int32Array(slots)
  }

  #equal(row: number, bytes: Uint8Array, from: number, to: number): boolean {
    const len = this.length[row]!
    if (len !== to - from) return false
    const at = this.start[row]!
    for (let i = 0; i < len; i++) if (this.arena[at + i] !== bytes[from + i]) return false
    return true
  }

  /** The row of the id in bytes[from, to). */
  find(bytes: Uint8Array, from = 0, to = bytes.length): number | undefined {
    const mask = this.slots.length - 1
    for (let slot = hashBytes(bytes, from, to) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!
      if (entry === 0) return undefined
      if (this.#equal(entry - 1, bytes, from, to)) return entry - 1
    }
  }

  /** Adds the id in bytes[from, to) of a new row (the caller knows it is not there). */
  add(bytes: Uint8Array, from: number, to: number, row: number): void {
    if (to - from > 255) throw new Error('a journal id is longer than 255 bytes')
    if (row >= this.start.length) {
      const start = new Uint32Array(this.start.length * 2)
      start.set(this.start)
      this.start = start
      const length = new Uint8Array(this.length.length * 2)
      length.set(this.length)
      this.length = length
    }
    const length = to - from
    if (this.used + length > this.arena.length) {
      const arena = new Uint8Array(Math.max(this.arena.length * 2, this.used + length))
      arena.set(this.arena.subarray(0, this.used))
      this.arena = arena
    }
    for (let i = 0; i < length; i++) this.arena[this.used + i] = bytes[from + i]!
    this.start[row] = this.used
    this.length[row] = length
    this.used += length
    this.count++
    if (this.count * 2 > this.slots.length) this.#rehash()
    else this.#place(this.arena, this.start[row]!, this.used, row)
  }

  #place(bytes: Uint8Array, from: number, to: number, row: number): void {
    const mask = this.slots.length - 1
    let slot = hashBytes(bytes, from, to) & mask
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask
    this.slots[slot] = row + 1
  }

  #rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2)
    for (let row = 0; row < this.count; row++)
      this.#place(this.arena, this.start[row]!, this.start[row]! + this.length[row]!, row)
  }

  id(row: number): string {
    const at = this.start[row]!
    return Buffer.from(this.arena.buffer, this.arena.byteOffset + at, this.length[row]!).toString(
      'utf8',
    )
  }
}

function last4(masked: string): number {
  const match = /(\d{4})$/.exec(masked)
  return match ? Number(match[1]) : -1
}

const OPERATION_CODE = new Map<string, number>(DAY_BOOK_OPERATIONS.map((op, i) => [op, i]))
const OUTCOME_CODE = new Map<string, number>(DAY_BOOK_OUTCOMES.map((o, i) => [o, i]))
const OPERATION_BY_HASH = new Map<number, number>(
  DAY_BOOK_OPERATIONS.map((op, i) => [fnvText(op), i]),
)
const OUTCOME_BY_HASH = new Map<number, number>(DAY_BOOK_OUTCOMES.map((o, i) => [fnvText(o), i]))

export function operationCode(name: string): number {
  return OPERATION_CODE.get(name) ?? 255
}
export function outcomeCode(name: string): number {
  return OUTCOME_CODE.get(name) ?? OUTCOME_CODE.get('unknown')!
}

/** Interns short strings that repeat (bank IINs and names) as small numbers. */
class Interner {
  values: (string | null)[] = [null]
  #codes = new Map<string, number>()
  #byBytes = new Map<number, number>()
  /** Takes over another interner's codes (a compacted index keeps them). */
  adopt(other: Interner): void {
    this.values = other.values
    this.#codes = other.#codes
    this.#byBytes = other.#byBytes
  }
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
  /** The code of the UTF-8 text in bytes[from, to), decoding it only the first time it is seen. */
  codeOfBytes(bytes: Uint8Array, from: number, to: number): number {
    if (from === -1) return 0
    // Two hashes in one number: distinct bank names do not meet by chance.
    let h2 = 5381
    for (let i = from; i < to; i++) h2 = (Math.imul(h2, 33) ^ bytes[i]!) | 0
    const key = fnvBytes(bytes, from, to) * 0x200000 + (h2 & 0x1fffff)
    let code = this.#byBytes.get(key)
    if (code === undefined) {
      code = this.code(
        Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('utf8'),
      )
      this.#byBytes.set(key, code)
    }
    return code
  }
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
