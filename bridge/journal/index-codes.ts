// The small numbers the journal's index keeps instead of strings: hashes of the RRN, STAN and
// reference (confirmed on the record), the Aadhaar number's last four digits, the operation and
// outcome codes of the day book's lists, and interned bank IINs and names. Apart from
// record-index.ts because the day book's filters use the same codes to match rows.

import { DAY_BOOK_OPERATIONS, DAY_BOOK_OUTCOMES } from '../../src/shared/day-book.ts'
import { fnvBytes, fnvText } from './line-fields.ts'

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

export function last4(masked: string): number {
  const match = /(\d{4})$/.exec(masked)
  return match ? Number(match[1]) : -1
}

const OPERATION_CODE = new Map<string, number>(DAY_BOOK_OPERATIONS.map((op, i) => [op, i]))
export const OUTCOME_CODE = new Map<string, number>(DAY_BOOK_OUTCOMES.map((o, i) => [o, i]))
export const OPERATION_BY_HASH = new Map<number, number>(
  DAY_BOOK_OPERATIONS.map((op, i) => [fnvText(op), i]),
)
export const OUTCOME_BY_HASH = new Map<number, number>(
  DAY_BOOK_OUTCOMES.map((o, i) => [fnvText(o), i]),
)

export function operationCode(name: string): number {
  return OPERATION_CODE.get(name) ?? 255
}
export function outcomeCode(name: string): number {
  return OUTCOME_CODE.get(name) ?? OUTCOME_CODE.get('unknown')!
}

/** Interns short strings that repeat (bank IINs and names) as small numbers. */
export class Interner {
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
