// Record ids without a string each, for the journal's index (record-index.ts): their bytes side by
// side in one arena, found through an open-addressing hash table of row numbers. Apart from the
// index because it is a data structure of its own, with its own growth and rehashing.

function hashBytes(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let h = 0x811c9dc5
  for (let i = from; i < to; i++) {
    h ^= bytes[i]!
    h = Math.imul(h, 0x01000193)
  }
  return h | 0
}

const encoder = new TextEncoder()

export function idBytes(id: string): [Uint8Array, number, number] {
  const bytes = encoder.encode(id)
  return [bytes, 0, bytes.length]
}

/**
 * Record ids without a string each: their bytes side by side in one arena, found through an
 * open-addressing table of row numbers. 100,000 ids take about 3 MiB instead of a Map's 10+.
 */
export class IdTable {
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
