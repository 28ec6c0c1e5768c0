// The merchant guide's sandbox table (docs/merchant-guide.md, "The sandbox: showing each case") is
// how a trainer finds each case (issue 39): it lists every sandbox number the simulated bank
// steers by, no number it does not, and every reader case the bridge accepts in SANDBOX_READER.
import { describe, expect, it } from 'vitest'
import { SANDBOX_READER_CASES } from '../../bridge/config/sandbox.ts'
import { SANDBOX_NUMBERS, sandboxScenarioFor } from '../../src/shared/sandbox-numbers.ts'
import { readDocument } from './markdown.ts'

const guide = readDocument('docs/merchant-guide.md')
const section = guide.slice(guide.indexOf('## The sandbox: showing each case'))

/** The numbers in the table's first column, digits only. */
const tabled = [...section.matchAll(/^\| `(\d{4} \d{4} \d{4})` \|/gm)].map((m) =>
  m[1]!.replaceAll(' ', ''),
)

describe('the merchant guide’s sandbox table', () => {
  it('lists every sandbox number, once', () => {
    expect(section.length).toBeLessThan(guide.length)
    expect(tabled).toEqual(SANDBOX_NUMBERS.map((n) => n.aadhaar))
  })

  it('says of each UIDAI refusal the code the simulated bank answers', () => {
    for (const n of SANDBOX_NUMBERS.filter((x) => x.scenario.startsWith('uidai-'))) {
      const code = n.scenario.slice('uidai-'.length)
      const grouped = n.aadhaar.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3')
      const row = section.split('\n').find((line) => line.includes(`\`${grouped}\``))
      expect(row, n.aadhaar).toContain(`"${code}: `)
      expect(sandboxScenarioFor(n.aadhaar)).toBe(n.scenario)
    }
  })

  it('lists every reader case of SANDBOX_READER', () => {
    for (const readerCase of SANDBOX_READER_CASES)
      expect(section).toMatch(new RegExp('`SANDBOX_READER=' + readerCase + '`'))
    expect(section).toContain('`SANDBOX_CLOCK_SKEW_S=')
  })
})
