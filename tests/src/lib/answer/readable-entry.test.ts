import { describe, expect, it } from 'vitest'
import { readableEntry } from '../../../../src/lib/answer/readable-entry.ts'

describe('readableEntry', () => {
  it('shows the values of an entry the bank sent as a JSON object, not the JSON', () => {
    expect(readableEntry('{"particulars":"SERVICE CHARGES GST","value":"-11.80"}')).toBe(
      'SERVICE CHARGES GST · -11.80',
    )
  })
  it('shows text that is not JSON as sent, trimmed', () => {
    expect(readableEntry(' ACCOUNT BALANCE ENQUIRY LOGGED ')).toBe('ACCOUNT BALANCE ENQUIRY LOGGED')
    expect(readableEntry('{not json')).toBe('{not json')
  })
  it('reads lists and nested values, skipping empty ones', () => {
    expect(readableEntry('["A", 5, {"b": " "}, {"c": {"d": "E"}}]')).toBe('A · 5 · E')
  })
})
