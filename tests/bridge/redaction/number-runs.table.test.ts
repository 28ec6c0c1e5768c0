// The reading of a plain text into runs of places (bridge/redaction/number-runs.ts), one row per
// separator, mark, digit script and boundary. A run is written here as its places: a digit as its
// ASCII value, a mask mark as `*`, and `_` where two places are not glued (something stood
// between them); each run after `=`, the text it covers before.

import { describe, expect, it } from 'vitest'
import { MAX_GAP, MIN_DIGITS, numberRuns } from '../../../bridge/redaction/number-runs.ts'

function runs(text: string): string[] {
  return numberRuns(text).map((run) => {
    let places = ''
    for (let k = 0; k < run.length; k++) {
      if (k > 0 && !run.glued[k]) places += '_'
      places += run.values[k]! < 10 ? String(run.values[k]) : '*'
    }
    return `${text.slice(run.start, run.end)}=${places}`
  })
}

describe('separators: any short stretch that is neither letter nor digit joins places', () => {
  it.each([
    ['space', '2345 6789 0124', ['2345 6789 0124=2345_6789_0124']],
    ['dash', '2345-6789-0124', ['2345-6789-0124=2345_6789_0124']],
    ['dot', '2345.6789.0124', ['2345.6789.0124=2345_6789_0124']],
    ['slash', '2345/6789/0124', ['2345/6789/0124=2345_6789_0124']],
    ['colon', '2345:6789:0124', ['2345:6789:0124=2345_6789_0124']],
    ['semicolon and space', '2345; 6789', ['2345; 6789=2345_6789']],
    ['pipe with spaces', '2345 | 6789', ['2345 | 6789=2345_6789']],
    ['JSON array items', '"2345","6789"', ['2345","6789=2345_6789']],
    ['plus and equals', '2345+6789=0124', ['2345+6789=0124=2345_6789_0124']],
    ['a dash with a question mark', '2345-?-6789', ['2345-?-6789=2345_6789']],
    ['two commas (a slip, not a mask)', '12,,345678', ['12,,345678=12_345678']],
    [`${MAX_GAP} spaces: the longest gap`, '2345    6789', ['2345    6789=2345_6789']],
  ])('%s: %j', (_name, text, expected) => {
    expect(runs(text)).toEqual(expected)
  })

  it(`a gap of ${MAX_GAP + 1} ends the run; a letter ends it too`, () => {
    expect(runs('23456     78901')).toEqual(['23456=23456', '78901=78901'])
    expect(runs('23456a78901')).toEqual(['23456=23456', '78901=78901'])
    expect(runs('Box 12345678')).toEqual(['12345678=12345678'])
  })
})

describe('mask marks: places that stand for digits', () => {
  it.each([
    ['X word', 'XXXX 0124 5678', ['XXXX 0124 5678=****_0124_5678']],
    ['x at a digit’s edge', '7551X000', ['7551X000=7551*000']],
    ['X glued before digits', 'XXXX9999', ['XXXX9999=****9999']],
    ['star', '****5678 9', ['****5678 9=****5678_9']],
    ['hash', '####56789', ['####56789=****56789']],
    ['bullet', '••••5678 9', ['••••5678 9=****5678_9']],
    ['white circle', '2345○○○○', ['2345○○○○=2345****']],
    ['multiplication sign', '2345××××0124', ['2345××××0124=2345****0124']],
    ['a word of n’s', '2345 nnnn 0124', ['2345 nnnn 0124=2345_****_0124']],
    ['four dashes', '99990000----', ['99990000----=99990000****']],
    ['three commas', '12,,,345678', ['12,,,345678=12***345678']],
  ])('%s: %j', (_name, text, expected) => {
    expect(runs(text)).toEqual(expected)
  })

  it('a word with an x in it is a word, and a hex literal is a word', () => {
    expect(runs('Box 12345')).toEqual(['12345=12345'])
    expect(runs('nn12345')).toEqual(['12345=12345'])
    expect(runs('code 0x0200123456')).toEqual([])
  })
})

describe('scripts: a digit of any script is a place with its value', () => {
  it.each([
    ['Devanagari', '२३४५६७८९०१२४'],
    ['Bengali', '২৩৪৫৬৭৮৯০১২৪'],
    ['Gurmukhi', '੨੩੪੫੬੭੮੯੦੧੨੪'],
    ['Gujarati', '૨૩૪૫૬૭૮૯૦૧૨૪'],
    ['Odia', '୨୩୪୫୬୭୮୯୦୧୨୪'],
    ['Tamil', '௨௩௪௫௬௭௮௯௦௧௨௪'],
    ['Telugu', '౨౩౪౫౬౭౮౯౦౧౨౪'],
    ['Kannada', '೨೩೪೫೬೭೮೯೦೧೨೪'],
    ['Malayalam', '൨൩൪൫൬൭൮൯൦൧൨൪'],
    ['Arabic-Indic', '٢٣٤٥٦٧٨٩٠١٢٤'],
    ['full-width', '２３４５６７８９０１２４'],
    ['mathematical bold (astral)', '𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗𝟎𝟏𝟐𝟒'],
    ['mixed scripts', '2३৪੫૬୭௮౯೦൧٢４'],
  ])('%s', (_name, text) => {
    expect(runs(text)).toEqual([`${text}=234567890124`])
  })
})

describe('boundaries: what is a run at all', () => {
  it(`${MIN_DIGITS - 1} digits are no run, ${MIN_DIGITS} are`, () => {
    expect(runs('1234')).toEqual([])
    expect(runs('12345')).toEqual(['12345=12345'])
  })

  it('eight places with a digit are a mask that may show one; seven are not', () => {
    expect(runs('2XXX XXXX')).toEqual(['2XXX XXXX=2***_****'])
    expect(runs('2XX XXXX')).toEqual([])
  })

  it('a run starts and ends at its places, not at the words around it', () => {
    expect(runs('a12345b')).toEqual(['12345=12345'])
    expect(runs('Rs. 1,234.50 and 99999')).toEqual(['1,234.50=1_234_50', '99999=99999'])
  })
})
