// The names remembered on this desk for a quick pick at the next hand-over (issue 41).
import { describe, expect, it } from 'vitest'
import {
  REMEMBERED_NAMES_MAX,
  rememberName,
  usableNames,
} from '../../../../src/lib/counter/operator-names.ts'

describe('the names remembered on this desk', () => {
  it('puts the last person to take the counter first, once, whatever the letter case', () => {
    const names = rememberName(['Asha Rao', 'Ravi'], 'asha rao')
    expect(names).toEqual(['asha rao', 'Ravi'])
  })

  it('keeps a name as the bridge keeps it: trimmed, inner spaces made one', () => {
    expect(rememberName([], '  Asha   Rao ')).toEqual(['Asha Rao'])
  })

  it('never remembers a name the bridge would refuse (a digit: an Aadhaar or a phone number)', () => {
    expect(rememberName(['Ravi'], '9876543210')).toEqual(['Ravi'])
    expect(rememberName(['Ravi'], 'Ravi ९')).toEqual(['Ravi'])
  })

  it('drops what a hand-edited store holds that is not a name, instead of showing it', () => {
    expect(usableNames(['Ravi', '1234 5678 9012', '', 'x'.repeat(41), 'सीता'])).toEqual([
      'Ravi',
      'सीता',
    ])
  })

  it(`keeps at most ${REMEMBERED_NAMES_MAX} names, the oldest going first`, () => {
    let names: string[] = []
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])
      names = rememberName(names, name)
    expect(names).toHaveLength(REMEMBERED_NAMES_MAX)
    expect(names[0]).toBe('J')
    expect(names).not.toContain('A')
  })
})
