// docs/compliance.md held to the code: every row cites a test or says whose part it is or that it
// is not done yet; every cited file exists; every cited test name is in its file. A planted row
// citing a missing test fails the same check.

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { dossierRows, type DossierRow } from '../../scripts/compliance/dossier.ts'
import { readDocument } from './markdown.ts'

const dossier = readDocument('docs/compliance.md')

/** What is wrong with the rows: a row with no proof, a missing file, a test name not in its file. */
function problems(rows: DossierRow[]): string[] {
  const found: string[] = []
  for (const row of rows) {
    if (row.tests.length === 0 && row.reason === null) found.push(`line ${row.line}: no proof`)
    for (const file of [...row.files, ...row.tests.map((t) => t.file)])
      if (!existsSync(join(PROJECT_ROOT, file))) found.push(`line ${row.line}: ${file} missing`)
    for (const test of row.tests) {
      const path = join(PROJECT_ROOT, test.file)
      if (!existsSync(path)) continue
      if (!readFileSync(path, 'utf8').includes(test.name))
        found.push(`line ${row.line}: “${test.name}” not in ${test.file}`)
    }
  }
  return found
}

describe('docs/compliance.md', () => {
  const rows = dossierRows(dossier)

  it('has a row for each source the dossier must cover', () => {
    const sections = new Set(rows.map((row) => row.section))
    for (const source of ['Aadhaar Act', 'Regulations 2021', 'masking', 'NPCI', 'RBI', 'DPDP'])
      expect(
        [...sections].some((s) => s.includes(source)),
        source,
      ).toBe(true)
    expect(rows.length).toBeGreaterThan(15)
  })

  it('cites only files and tests that exist, and every row has a test or a reason', () => {
    expect(problems(rows)).toEqual([])
  })

  it('fails a planted row that cites a missing test', () => {
    const planted = dossierRows(
      `${dossier}\n| planted rule | planted | \`src/shared/mask.ts\` | \`tests/src/shared/mask.test.ts\` › “a test nobody wrote” |\n`,
    )
    expect(problems(planted)).toEqual([
      expect.stringContaining('“a test nobody wrote” not in tests/src/shared/mask.test.ts'),
    ])
  })

  it('fails a planted row with neither a test nor a reason', () => {
    const planted = dossierRows(`${dossier}\n| planted rule | planted | — | — |\n`)
    expect(problems(planted)).toEqual([expect.stringContaining('no proof')])
  })
})
