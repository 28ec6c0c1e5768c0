// Verhoeff check digit, the scheme UIDAI uses for the last digit of an Aadhaar number.
// Tables from Verhoeff (1969): d is the dihedral group D5 multiplication, p the position permutation.

const d: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]

const p: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]

const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const

function checksum(digits: string, offset: number): number {
  let c = 0
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48
    c = d[c]![p[(i + offset) % 8]![digit]!]!
  }
  return c
}

/** True when the string of digits ends in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  return checksum(digits, 0) === 0
}

/**
 * verhoeffValid for `length` digit values from `at` (0-9 each), read where they lie: the
 * redaction reads windows of a run this way, without making strings of them.
 */
export function verhoeffValidValues(
  values: ArrayLike<number>,
  at: number,
  length: number,
): boolean {
  let c = 0
  for (let i = 0; i < length; i++) c = d[c]![p[i % 8]![values[at + length - 1 - i]!]!]!
  return c === 0
}

/** The check digit to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): number {
  return inv[checksum(digits, 1)]!
}
