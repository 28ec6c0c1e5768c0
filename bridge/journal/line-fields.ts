// Reading the index fields of a journal line at start, fast and without garbage: one pass over
// the line's bytes, key by key, that allocates nothing for a line the bridge wrote (the values
// the index keeps are hashed, interned or copied straight from the bytes). A busy shop's 100,000
// records then load within the start-up and memory budgets (issue 15 item 3: ≤ 1.5 s, ≤ 80 MiB).
// A line that does not look exactly like one the bridge writes (an escaped value, a nested
// object) is parsed in full instead.

import { DETAILS, FINISHED } from './record-index.ts'

/** Where each value the index needs lies in the bytes, and what was read of it. */
export interface RawLine {
  idFrom: number
  idTo: number
  operationHash: number
  outcomeHash: number
  startedAt: number
  bankFrom: number
  bankTo: number
  nameFrom: number
  nameTo: number
  last4: number
  rrn: number
  stan: number
  ref: number
  seq: number
  journalTime: number
  flags: number
}

const QUOTE = 0x22
const BACKSLASH = 0x5c

/** FNV-1a over bytes[from, to); 0 stays for "none". */
export function fnvBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5
  for (let i = from; i < to; i++) {
    h ^= bytes[i]!
    h = Math.imul(h, 0x01000193)
  }
  return h | 0 || 1
}

export function fnvText(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i) & 0xff
    h = Math.imul(h, 0x01000193)
  }
  return h | 0 || 1
}

const KEY = {
  id: fnvText('id'),
  operation: fnvText('operation'),
  startedAt: fnvText('startedAt'),
  finishedAt: fnvText('finishedAt'),
  aadhaarMasked: fnvText('aadhaarMasked'),
  bankiin: fnvText('bankiin'),
  bankName: fnvText('bankName'),
  outcome: fnvText('outcome'),
  rrn: fnvText('rrn'),
  stanNo: fnvText('stanNo'),
  clientRefNo: fnvText('clientRefNo'),
  availableBalance: fnvText('availableBalance'),
  seq: fnvText('seq'),
  journalTime: fnvText('journalTime'),
  entries: fnvText('entries'),
}

function digitsAt(bytes: Uint8Array, at: number, n: number): number {
  let v = 0
  for (let k = 0; k < n; k++) {
    const c = bytes[at + k]! - 0x30
    if (c < 0 || c > 9) return NaN
    v = v * 10 + c
  }
  return v
}

/** `YYYY-MM-DDTHH:MM:SS.sssZ` in bytes[from, to) as epoch ms; NaN for any other form. */
function isoTime(bytes: Uint8Array, from: number, to: number): number {
  if (to - from !== 24 || bytes[from + 23] !== 0x5a) return NaN
  return Date.UTC(
    digitsAt(bytes, from, 4),
    digitsAt(bytes, from + 5, 2) - 1,
    digitsAt(bytes, from + 8, 2),
    digitsAt(bytes, from + 11, 2),
    digitsAt(bytes, from + 14, 2),
    digitsAt(bytes, from + 17, 2),
    digitsAt(bytes, from + 20, 3),
  )
}

const raw: RawLine = {
  idFrom: -1,
  idTo: -1,
  operationHash: 0,
  outcomeHash: 0,
  startedAt: NaN,
  bankFrom: -1,
  bankTo: -1,
  nameFrom: -1,
  nameTo: -1,
  last4: -1,
  rrn: 0,
  stan: 0,
  ref: 0,
  seq: NaN,
  journalTime: NaN,
  flags: 0,
}

/** Keeps a string value the index needs; returns the FINISHED / DETAILS bit it shows, if any. */
function noteString(key: number, bytes: Uint8Array, s: number, end: number): number {
  if (key === KEY.id) {
    raw.idFrom = s
    raw.idTo = end
  } else if (key === KEY.operation) raw.operationHash = fnvBytes(bytes, s, end)
  else if (key === KEY.outcome) raw.outcomeHash = fnvBytes(bytes, s, end)
  else if (key === KEY.startedAt) raw.startedAt = isoTime(bytes, s, end)
  else if (key === KEY.finishedAt) return FINISHED
  else if (key === KEY.aadhaarMasked) raw.last4 = end - s >= 4 ? digitsAt(bytes, end - 4, 4) : -1
  else if (key === KEY.bankiin) {
    raw.bankFrom = s
    raw.bankTo = end
  } else if (key === KEY.bankName) {
    raw.nameFrom = s
    raw.nameTo = end
  } else if (key === KEY.rrn) raw.rrn = fnvBytes(bytes, s, end)
  else if (key === KEY.stanNo) raw.stan = fnvBytes(bytes, s, end)
  else if (key === KEY.clientRefNo) raw.ref = fnvBytes(bytes, s, end)
  else if (key === KEY.availableBalance) return DETAILS
  return 0
}

/** Reads a number value from v (seq, journalTime kept); returns where it ends. */
function noteNumber(key: number, bytes: Uint8Array, v: number, to: number): number {
  let end = v
  let n = 0
  let digits = 0
  for (; end < to; end++) {
    const b = bytes[end]!
    if (b === 0x2c || b === 0x7d) break
    if (b >= 0x30 && b <= 0x39) {
      n = n * 10 + (b - 0x30)
      digits++
    } else digits = -1e9
  }
  if (key === KEY.seq && digits > 0) raw.seq = n
  else if (key === KEY.journalTime && digits > 0) raw.journalTime = n
  return end
}

/**
 * The index fields of the line bytes[from, to), in one reused object (read it before the next
 * call), or null when the line is not one the bridge writes in the usual way.
 */
export function rawLine(bytes: Uint8Array, from: number, to: number): RawLine | null {
  raw.idFrom = raw.idTo = raw.bankFrom = raw.bankTo = raw.nameFrom = raw.nameTo = -1
  raw.operationHash = raw.outcomeHash = raw.rrn = raw.stan = raw.ref = 0
  raw.startedAt = raw.seq = raw.journalTime = NaN
  raw.last4 = -1
  let flags = 0
  let p = from
  if (bytes[p++] !== 0x7b) return null
  while (p < to) {
    // "key":
    if (bytes[p] !== QUOTE) return null
    let h = 0x811c9dc5
    let q = p + 1
    for (; q < to && bytes[q] !== QUOTE; q++) {
      h ^= bytes[q]!
      h = Math.imul(h, 0x01000193)
    }
    const key = h | 0 || 1
    if (bytes[q + 1] !== 0x3a) return null
    const v = q + 2
    const c = bytes[v]
    let end: number
    if (c === QUOTE) {
      end = v + 1
      for (; end < to; end++) {
        const b = bytes[end]
        if (b === QUOTE) break
        if (b === BACKSLASH) return null // an escape: JSON.parse decodes it
      }
      if (end >= to) return null
      flags |= noteString(key, bytes, v + 1, end)
      end++
    } else if (c === 0x5b || c === 0x7b) {
      // The statement entries come last; anything else nested is not a line of ours.
      if (key !== KEY.entries) return null
      flags |= DETAILS
      break
    } else {
      end = noteNumber(key, bytes, v, to)
    }
    if (bytes[end] === 0x7d) break
    if (bytes[end] !== 0x2c) return null
    p = end + 1
  }
  if (raw.idFrom === -1 || Number.isNaN(raw.startedAt)) return null
  if (Number.isNaN(raw.last4)) raw.last4 = -1
  if (Number.isNaN(raw.journalTime)) raw.journalTime = raw.startedAt
  raw.flags = flags
  return raw
}
