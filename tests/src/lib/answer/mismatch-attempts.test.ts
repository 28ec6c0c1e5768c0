import { describe, expect, it } from 'vitest'
import { mismatchAdvice } from '../../../../src/lib/answer/mismatch-attempts.ts'

describe('advice after repeated finger mismatches', () => {
  it('keeps the general advice for the first and second mismatch', () => {
    expect(mismatchAdvice('finger-mismatch', { fingerMismatch: 1, max: 5 })).toBeNull()
    expect(mismatchAdvice('finger-mismatch', { fingerMismatch: 2, max: 5 })).toBeNull()
  })
  it('says another finger, clean and dry, then the branch from the third to the fourth', () => {
    for (const count of [3, 4])
      expect(mismatchAdvice('finger-mismatch', { fingerMismatch: count, max: 5 })).toEqual({
        key: 'cause.finger-mismatch.again',
        params: { count, max: 5 },
        stop: false,
      })
  })
  it('stops offering another try at the fifth (and beyond)', () => {
    for (const count of [5, 6])
      expect(mismatchAdvice('finger-mismatch', { fingerMismatch: count, max: 5 })?.stop).toBe(true)
  })
  it('ignores attempts on another cause, or none at all', () => {
    expect(mismatchAdvice('daily-limit', { fingerMismatch: 5, max: 5 })).toBeNull()
    expect(mismatchAdvice('finger-mismatch', undefined)).toBeNull()
  })
})
