import { describe, expect, it } from 'vitest'
import {
  formatAmountText,
  formatBankDateTime,
  formatDateTime,
  formatRupees,
  formatStatementDate,
  parseAmount,
} from '../../../src/lib/format.ts'

describe('formatRupees', () => {
  it.each([
    [123456.78, '₹1,23,456.78'],
    [1000, '₹1,000.00'],
    [0, '₹0.00'],
    [10000000, '₹1,00,00,000.00'],
    [99.5, '₹99.50'],
  ])('formats %d as %s (Indian digit grouping)', (value, text) => {
    expect(formatRupees(value)).toBe(text)
  })
})

describe('parseAmount', () => {
  it.each([
    ['1000', 1000],
    [' 1.0 ', 1],
    ['12,345.60', 12345.6],
    ['-5', -5],
    [42, 42],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (raw, value) => {
    expect(parseAmount(raw as string)).toBe(value)
  })

  it('shows an amount the bank sent as text in rupees, and unreadable text as sent', () => {
    expect(formatAmountText(' 250.5 ')).toBe('₹250.50')
    expect(formatAmountText(' n/a ')).toBe('n/a')
  })
})

describe('formatStatementDate', () => {
  it('uses the derived year when the bridge found one', () => {
    expect(formatStatementDate({ date: '09/30', isoDate: '2025-09-30' })).toBe('30/09/2025')
  })

  it('shows DD/MM from the bank’s MM/DD when no year is safe', () => {
    expect(formatStatementDate({ date: '09/30', isoDate: null })).toBe('30/09')
    expect(formatStatementDate({ date: '1/5', isoDate: null })).toBe('05/01')
  })

  it('keeps a date it cannot read as sent', () => {
    expect(formatStatementDate({ date: ' 30-SEP ', isoDate: null })).toBe('30-SEP')
  })
})

describe('dates and times', () => {
  it('shows the bank’s timestamp day first', () => {
    // One date format on the desk: the bank's time reads as every other time does.
    expect(formatBankDateTime('2026-11-22 10:02:57', 'en-IN')).toBe(
      formatDateTime('2026-11-22T04:32:57Z', 'en-IN'),
    )
    expect(formatBankDateTime('soon', 'en-IN')).toBe('soon')
  })

  it('shows an ISO time in India time, the date in numbers (glossary row 11)', () => {
    expect(formatDateTime('2026-11-22T04:32:57.000Z', 'en-IN')).toMatch(/^22\/11\/2026.*10:02:57/)
    expect(formatDateTime('2026-11-22T04:32:57.000Z', 'hi-IN')).not.toMatch(/\p{L}{3,}/u)
  })
})
