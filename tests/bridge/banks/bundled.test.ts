// BANKS_FILE (bridge/banks/bundled.ts): the list IT gives the bridge instead of the provider's.
// A bare list, or the bridge's own /api/banks reply saved from a working desk; IINs as text or as
// numbers, as providers write them. Anything else stops the start, naming BANKS_FILE.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inOrderOf, sortByName } from '../../../bridge/banks/bank-order.ts'
import { loadBanks, sortedBanks } from '../../../bridge/banks/bundled.ts'

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

describe('a list in the bundled list’s order', () => {
  const bundled = loadBanks()
  // A fixed seed per commit (the brief): the shuffles below are the same at every run.
  let seed = 44
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31

  it('is taken as in order when its names come in that order, a subset too, spaces around them too', () => {
    expect(
      inOrderOf(
        bundled,
        bundled.map((b) => b.name),
      ),
    ).toBe(true)
    const some = bundled.filter((_, i) => i % 3 !== 1).map((b) => ({ ...b, name: ` ${b.name} ` }))
    expect(
      inOrderOf(
        some,
        bundled.map((b) => b.name),
      ),
    ).toBe(true)
  })

  it('is not, with two names swapped, a name twice, or a name the bundled list lacks', () => {
    const names = bundled.map((b) => b.name)
    const swapped = [...bundled]
    ;[swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!]
    expect(inOrderOf(swapped, names)).toBe(false)
    expect(inOrderOf([bundled[0]!, bundled[0]!], names)).toBe(false)
    expect(inOrderOf([...bundled, { iin: '999999', name: 'Zzz Bank' }], names)).toBe(false)
  })

  it('is sorted by sortedBanks exactly as the collator sorts it, for any subset in any order', () => {
    for (let round = 0; round < 200; round++) {
      const subset = bundled.filter(() => random() < 0.6)
      const list = round % 2 === 0 ? subset : [...subset].sort(() => random() - 0.5)
      expect(sortedBanks([...list]), `round ${round}`).toEqual(sortByName([...list]))
    }
  })
})
