// docs/compliance.md read as rows: each obligation's section, rule, code files and proof (the
// tests it cites as `file` › “name”, or the stated owner, or "not done yet"). One reader for the
// dossier's test (tests/docs/compliance.test.ts) and for `npm run compliance`.

export interface CitedTest {
  file: string
  name: string
}

export interface DossierRow {
  section: string
  rule: string
  files: string[]
  tests: CitedTest[]
  /** "Not the desk's part: …" or "Not done yet: …", when no test is cited. */
  reason: string | null
  line: number
}

const TEST_CITE = /`([^`]+\.(?:test|spec)\.ts)` › “(.*?)”(?=\s*(?:;|$))/g
const CODE_FILE = /`((?:bridge|src|scripts|tests)\/[^`\s]+)`/g

/** Every table row under a `##` heading, the header and separator rows left out. */
export function dossierRows(markdown: string): DossierRow[] {
  const rows: DossierRow[] = []
  let section = ''
  markdown.split('\n').forEach((text, index) => {
    const heading = /^##\s+(.*)$/.exec(text)
    if (heading) section = heading[1]!.trim()
    if (!text.startsWith('|') || /^\|\s*(Rule|---)/.test(text)) return
    const cells = text.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim())
    if (cells.length < 4) return
    const [rule, , code, proof] = cells as [string, string, string, string]
    const tests = [...proof.matchAll(TEST_CITE)].map((m) => ({ file: m[1]!, name: m[2]! }))
    const reason = /\*\*(Not the desk's part|Not done yet):\*\*/.test(proof) ? proof : null
    const files = [...code.matchAll(CODE_FILE)].map((m) => m[1]!)
    rows.push({ section, rule, files, tests, reason, line: index + 1 })
  })
  return rows
}

/** A cited name as the runner reports it: `%s` of an `it.each` stands for any text. */
export function namePattern(name: string): RegExp {
  // it.each's placeholders (%s, %i, %d, %j) stand for any value in the run's titles.
  const parts = name.split(/%[sidj]/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('.*')}$`)
}
