// BANKS_FILE (bridge/banks/bundled.ts): the list IT gives the bridge instead of the provider's.
// A bare list, or the bridge's own /api/banks reply saved from a working desk; IINs as text or as
// numbers, as providers write them. Anything else stops the start, naming BANKS_FILE.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sortByName } from '../../../bridge/banks/bank-order.ts'
import { loadBanks } from '../../../bridge/banks/bundled.ts'

function fileWith(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'banks-file-')), 'banks.json')
  writeFileSync(file, JSON.stringify(content))
  return file
}

const SBI = { iin: '607094', name: 'State Bank of India' }

describe('loadBanks from BANKS_FILE', () => {
  it('reads a bare list', () => {
    expect(loadBanks(fileWith([SBI]))).toEqual([SBI])
  })

  it('reads the bridge’s own /api/banks reply', () => {
    expect(loadBanks(fileWith({ banks: [SBI], source: 'provider', fetchedAt: null }))).toEqual([
      SBI,
    ])
  })

  it('reads an IIN written as a number as its digits', () => {
    expect(loadBanks(fileWith([{ iin: 607094, name: ' State Bank of India ' }]))).toEqual([SBI])
  })

  it.each([[{ banks: 'none' }], [[{ iin: 'SBI', name: 'x' }]], [[{ iin: '607094' }]], ['text']])(
    'refuses %j, naming BANKS_FILE',
    (content) => {
      expect(() => loadBanks(fileWith(content))).toThrow(/BANKS_FILE/)
    },
  )
})

describe('the bundled bank list', () => {
  it('is stored in name order, so the start sorts nothing', () => {
    const bundled = loadBanks()
    expect(bundled.length).toBeGreaterThan(10)
    expect(bundled).toEqual(sortByName([...bundled]))
  })
})
