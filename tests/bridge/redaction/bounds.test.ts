// The caps of README "Security": a bank text in a record, the status checks a record keeps, a
// workbook cell; and that a text cut before it is scrubbed never leaves part of a number.

import { describe, expect, it } from 'vitest'
import {
  boundCell,
  boundChecks,
  boundRaw,
  boundText,
  MAX_BANK_TEXT,
  MAX_CELL,
} from '../../../bridge/redaction/bounds.ts'
import { makeScrubber } from '../../../bridge/redaction/profiles.ts'

const scrub = makeScrubber({ aadhaar: '', pan: '', credentials: [], pidXml: '', statusCheck: true })

describe('a bank text', () => {
  it('is kept whole up to 1,000 characters', () => {
    const text = 'ab '.repeat(332) + 'abcd'
    expect(text).toHaveLength(MAX_BANK_TEXT)
    expect(boundText(text)).toBe(text)
    expect(scrub(text)).toBe(text)
  })

  it('is cut to 1,000 characters with the number of characters cut said at its end', () => {
    const out = scrub('word '.repeat(400_000))
    expect(out.length).toBeLessThanOrEqual(MAX_BANK_TEXT)
    const [, count] = /\[…(\d+) characters cut\]$/.exec(out)!
    expect(out.length - ` […${count} characters cut]`.length + Number(count)).toBe(2_000_000)
  })

  it('is never cut inside a number: the whole number goes with the cut', () => {
    for (let at = 900; at < 990; at++) {
      const text = 'x '.repeat(at / 2) + ' Aadhaar 2345 6789 0124 ' + 'y '.repeat(1000)
      const out = scrub(text)
      expect(out.replace(/\D/g, ' ')).not.toMatch(/2345|6789|234|345|456|567|678|789/)
    }
  })

  it('is cut before a token it would split, and by nothing when it is short', () => {
    expect(boundRaw('short').cut).toBe(0)
    // Read up to RAW_WINDOW (4,000) before scrubbing; the token crosses it.
    const text = 'w '.repeat(1970) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.repeat(5)
    const { text: kept, cut } = boundRaw(text)
    expect(kept).toBe('w '.repeat(1970))
    expect(cut).toBe(text.length - kept.length)
  })

  it('never splits a pair of surrogates', () => {
    const out = boundText('𝟐'.repeat(MAX_BANK_TEXT))
    expect(out.length).toBeLessThanOrEqual(MAX_BANK_TEXT)
    expect(out).not.toMatch(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
    )
  })
})

describe('the status checks of a record', () => {
  it('keeps the first 2 and the last 8, and counts the rest', () => {
    const checks = Array.from({ length: 25 }, (_, i) => i)
    expect(boundChecks(checks, 3)).toEqual({
      checks: [0, 1, 17, 18, 19, 20, 21, 22, 23, 24],
      omitted: 18,
    })
    expect(boundChecks([1, 2, 3])).toEqual({ checks: [1, 2, 3], omitted: 0 })
  })
})

describe('a workbook cell', () => {
  it('is never longer than Excel’s 32,767 characters', () => {
    const out = boundCell('=' + 'H'.repeat(480_000))!
    expect(out.length).toBeLessThanOrEqual(MAX_CELL)
    expect(out).toMatch(/\[…\d+ characters cut\]$/)
    expect(boundCell(null)).toBeNull()
    expect(boundCell('short')).toBe('short')
  })
})
