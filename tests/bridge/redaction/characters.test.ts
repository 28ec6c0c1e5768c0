// ASCII's classes are set at load without the Unicode property expressions (characters.ts): each
// must be the class those expressions give, or a number's digits or mask could be misread.

import { describe, expect, it } from 'vitest'
import {
  CLASS,
  DIGIT,
  DIGIT_VALUE,
  LETTER,
  LETTER_MARK,
  MARK_CHAR,
  SEPARATOR,
} from '../../../bridge/redaction/characters.ts'

/** The classification by Unicode's categories, as characters.ts makes it beyond ASCII. */
function byUnicode(char: string): number {
  if (/^\p{Nd}$/u.test(char)) return DIGIT
  if (char === '*' || char === '#') return MARK_CHAR
  if (char === 'X' || char === 'x') return LETTER_MARK
  if (/^[\p{L}\p{M}]$/u.test(char) || /^\p{N}$/u.test(char)) return LETTER
  return SEPARATOR
}

describe('the character classes of ASCII', () => {
  it('are the classes Unicode categories give, for each of the 128', () => {
    const differing = []
    for (let c = 0; c < 0x80; c++) {
      const char = String.fromCharCode(c)
      if (CLASS[c] !== byUnicode(char))
        differing.push({ char, table: CLASS[c], unicode: byUnicode(char) })
    }
    expect(differing).toEqual([])
  })

  it('give the digits 0-9 their values', () => {
    expect([...'0123456789'].map((d) => DIGIT_VALUE[d.charCodeAt(0)])).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
  })
})
