// The one rule's decision per run (bridge/redaction/decide.ts), one row per window kind, boundary,
// allowed form, mark, separator and script. A decision is written here place by place: `=` a place
// that stays as written (allowed), `X` a hidden one, a digit one shown (in ASCII); then its windows
// (first and last place of each, written as one mask). `stays` is a run left as it was.

import { describe, expect, it } from 'vitest'
import { AS_WRITTEN, decide, HIDDEN, type RunContext } from '../../../bridge/redaction/decide.ts'
import { numberRuns } from '../../../bridge/redaction/number-runs.ts'

function decided(text: string, ctx: Partial<RunContext> = {}): string[] {
  return numberRuns(text).map((run) => {
    const masked = decide(text, run, { keep: [], cut: false, ...ctx })
    if (masked === null) return 'stays'
    let places = ''
    for (let k = 0; k < run.length; k++)
      places +=
        masked.fate[k] === AS_WRITTEN
          ? '='
          : masked.fate[k] === HIDDEN
            ? 'X'
            : String(run.values[k])
    return `${places} [${masked.windows.join(',')}]`
  })
}

describe('boundaries: eight free digits or more keep only their last four', () => {
  it.each([
    ['seven digits stay', '1234567', 'stays'],
    ['eight are masked', '12345678', 'XXXX5678 [0,7]'],
    ['a mask that shows only a last four stays', 'XXXXXXXX0124', 'stays'],
    [
      'five digits and a mark before the last four: a mask that reveals',
      '2345 XXX 0124',
      'XXXXXXX0124 [0,10]',
    ],
  ])('%s: %j', (_name, text, expected) => {
    expect(decided(text)).toEqual([expected])
  })
})

describe('window kinds', () => {
  it.each([
    ['one part of twelve: one window', '2345 6789 0124', 'XXXXXXXX0124 [0,11]'],
    [
      'two parts a container joined: a window each',
      '2345 6789 0124 | 9999 0000 0016',
      'XXXXXXXX0124XXXXXXXX0016 [0,11,12,23]',
    ],
    ['parts shorter than eight: no window, all hidden', '2345 | 6789', 'XXXXXXXX []'],
    ['a colon’s parts are no number’s own groups: all hidden', '2345:6789:0124', 'XXXXXXXXXXXX []'],
    [
      'four spaces are not a group’s separator: all hidden',
      '2345    6789    0124',
      'XXXXXXXXXXXX []',
    ],
    ['a mask of the last places shows nothing', '987654XXXX', 'XXXXXXXXXX [0,9]'],
    ['first eight shown and a masked four: nothing shown', '23456789XXXX', 'XXXXXXXXXXXX [0,11]'],
    [
      'a whole number before a mask mark shows its last four',
      '2000 0000 0009 X000',
      'XXXXXXXX0009XXXX [0,11]',
    ],
    ['digits after a glued mask show', '2345XXXX0124', 'XXXXXXXX0124 [0,11]'],
    [
      'marks before the number: the window is its last twelve',
      'XX99 2345 6789 0124',
      'XXXXXXXXXXXX0124 [4,15]',
    ],
    ['a mask’s 000 after an X is no last four', '7551X000', 'XXXXXXXX [0,7]'],
    ['a mask of first places then digits', '2345 XXXX XXXX', 'XXXXXXXXXXXX [0,11]'],
  ])('%s: %j', (_name, text, expected) => {
    expect(decided(text)).toEqual([expected])
  })

  it('a run that reaches the end of a cut text is hidden whole, with no window', () => {
    expect(decided('Ref 1234567', { cut: true })).toEqual(['XXXXXXX []'])
    expect(decided('2345 6789 0124', { cut: true })).toEqual(['XXXXXXXXXXXX []'])
    expect(decided('XXXXXXXX0124', { cut: true })).toEqual(['XXXXXXXXXXXX []'])
    // Not at the end: decided as any other.
    expect(decided('2345 6789 0124 credited', { cut: true })).toEqual(['XXXXXXXX0124 [0,11]'])
  })
})

describe('what may stay: the allow-list', () => {
  it.each([
    ['an amount grouped in thousands', 'Rs. 1,234.50'],
    ['an amount the Indian way', '₹12,34,567.00'],
    ['a date and a time', 'on 27/11/2026 10:30'],
    ['a date the other way round', '2026-11-27 10:30:15'],
    ['two amounts a space apart', 'Rs. 500.00, 200.00'],
  ])('%s: %j', (_name, text) => {
    expect(decided(text)).toEqual(['stays'])
  })

  it("a compact date is no form: it keeps its last four, as an Aadhaar number's head would", () => {
    // The slow tier's seed 2080041610: `UID:20670403`, an Aadhaar number's first eight, read as
    // 2067-04-03 and stayed whole; with its time, a compact date holds twelve places.
    expect(decided('UID:20670403 only')[0]).toMatch(/^XXXX0403 /)
    expect(decided('20261127103015')[0]).toMatch(/^XXXXXXXXXX3015 /)
  })

  it('a kept value stays where it stands whole, and not glued to more digits', () => {
    expect(decided('RRN 527614458813', { keep: ['527614458813'] })).toEqual(['stays'])
    expect(decided('RRN 5276144588139', { keep: ['527614458813'] })).toEqual([
      // thirteen digits: the window is a number's last twelve places
      'XXXXXXXXX8139 [1,12]',
    ])
  })

  it('an address stays in the log’s own lines only', () => {
    expect(decided('127.0.0.1:7410', { addresses: true })).toEqual(['stays'])
    expect(decided('127.0.0.1:7410')).toEqual(['XXXXXXXXXX []'])
  })

  it('a form glued to a free digit, or to another form by punctuation alone, is no form', () => {
    expect(decided('462079. 217350.50')).toEqual(['XXXXXXXXXX5050 [2,13]'])
    expect(decided('000046.78-84.30.52.25', { addresses: true })).toEqual([
      'XXXXXXXXXXXX5225 [4,15]',
    ])
  })
})

describe('scripts and marks: the same decision whatever the digits and marks', () => {
  it.each([
    ['Devanagari', '२३४५ ६७८९ ०१२४'],
    ['Bengali', '২৩৪৫ ৬৭৮৯ ০১২৪'],
    ['Tamil', '௨௩௪௫ ௬௭௮௯ ௦௧௨௪'],
    ['full-width', '２３４５ ６７８９ ０１２４'],
    ['mixed', '2३৪੫ ૬୭௮౯ ೦൧٢４'],
  ])('%s: shown digits are written in ASCII', (_name, text) => {
    expect(decided(text)).toEqual(['XXXXXXXX0124 [0,11]'])
  })

  it.each([['XXXX'], ['****'], ['####'], ['••••'], ['○○○○'], ['nnnn'], ['----']])(
    'a mask %j before a shown last four stays; after eight digits it reveals them',
    (mark) => {
      expect(decided(`${mark} ${mark} 0124`)).toEqual(['stays'])
      expect(decided(`2345 6789 ${mark}`)).toEqual(['XXXXXXXXXXXX [0,11]'])
    },
  )
})
