// `npm run compliance`: docs/compliance.md's table with each cited test's result, for a network to
// attach to its own audit. The cited Vitest files are run now (their JSON report read back); a
// cited browser spec is named with the command that runs it, not run here (it needs a build).

import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { dossierRows, namePattern, type CitedTest } from './dossier.ts'

interface Report {
  testResults: { name: string; assertionResults: { title: string; status: string }[] }[]
}

const rows = dossierRows(readFileSync(join(PROJECT_ROOT, 'docs/compliance.md'), 'utf8'))
const isBrowser = (file: string) => file.endsWith('.spec.ts')
const files = [...new Set(rows.flatMap((row) => row.tests.map((t) => t.file)))]
const vitestFiles = files.filter((file) => !isBrowser(file))

const out = join(mkdtempSync(join(tmpdir(), 'compliance-')), 'report.json')
spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/package/vitest-node24.ts',
    '--project',
    'fast',
    '--project',
    'slow',
    ...vitestFiles,
    '--reporter=json',
    `--outputFile=${out}`,
  ],
  { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
)
let report: Report = { testResults: [] }
try {
  report = JSON.parse(readFileSync(out, 'utf8')) as Report
} catch {
  console.error('The cited tests gave no report; every result below says "not run".')
}

function resultOf(test: CitedTest): string {
  if (isBrowser(test.file))
    return `browser test: npx playwright test -c tests/playwright.config.ts ${test.file}`
  const file = report.testResults.find((r) => r.name.endsWith(test.file))
  const pattern = namePattern(test.name)
  const runs = file?.assertionResults.filter((a) => pattern.test(a.title)) ?? []
  if (runs.length === 0) return 'not run'
  return runs.every((a) => a.status === 'passed') ? 'passed' : 'FAILED'
}

let section = ''
for (const row of rows) {
  if (row.section !== section) console.log(`\n## ${(section = row.section)}\n`)
  console.log(`- ${row.rule}`)
  if (row.reason) console.log(`    ${row.reason}`)
  for (const test of row.tests) console.log(`    [${resultOf(test)}] ${test.file} › ${test.name}`)
}
const failed = rows.some((row) => row.tests.some((t) => resultOf(t) === 'FAILED'))
process.exitCode = failed ? 1 : 0
