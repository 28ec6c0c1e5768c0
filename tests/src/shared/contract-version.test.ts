// The page's own contract version is what a hosted page compares with a bridge's `contract`: too low,
// and a page meeting an older bridge sends it requests it cannot answer (a hand-over of the counter
// to a v1.4 bridge gets 404 mid-shift); too high, and it refuses a bridge it could work with.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTRACT_VERSION as BRIDGE_CONTRACT } from '../../../bridge/version.ts'
import { CONTRACT_VERSION, contractFit } from '../../../src/shared/contract-version.ts'

const ROOT = join(import.meta.dirname, '../../..')

/** The routes the page's clients ask for, with ids and formats written as docs/contract.md does. */
function routesThePageCalls(): string[] {
  const folder = join(ROOT, 'src/api')
  const routes = new Set<string>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(folder, file), 'utf8')
    for (const [, path] of text.matchAll(/['`](\/api\/[^'`?]*)['`?]/g)) {
      const route = path!
        .replace(/\$\{encodeURIComponent\(id\)\}/g, ':id')
        .replace(/\$\{format\}/g, 'csv')
      routes.add(route)
    }
  }
  return [...routes].sort()
}

/**
 * The version docs/contract.md gives a route: the `(v1.N)` at the start of its section, else its
 * parent section's (the day book's routes sit under "The day book (v1.2)"), else 1.0.
 */
function versionOf(route: string, contract: string): string {
  const lines = contract.split('\n')
  const at = lines.findIndex((line) => /^#{3,4} /.test(line) && line.includes(`${route}\``))
  if (at < 0) throw new Error(`docs/contract.md has no section for ${route}`)
  const marker = (text: string) => /\(v(1\.\d+)\)/.exec(text)?.[1]
  const own =
    marker(lines[at]!) ??
    marker(
      lines
        .slice(at + 1, at + 4)
        .join(' ')
        .slice(0, 120),
    )
  if (own) return own
  for (let i = at - 1; i >= 0; i--) if (/^### /.test(lines[i]!)) return marker(lines[i]!) ?? '1.0'
  return '1.0'
}

const newer = (a: string, b: string) => (contractFit(a, b) === 'fits' ? a : b)

describe("the page's contract version", () => {
  const contract = readFileSync(join(ROOT, 'docs/contract.md'), 'utf8')
  const routes = routesThePageCalls()

  it('is the newest version among the routes the page calls (the counter hand-over is v1.5)', () => {
    expect(routes).toContain('/api/operator-handovers')
    const needed = routes.map((route) => versionOf(route, contract)).reduce(newer, '1.0')
    expect(needed).toBe('1.5')
    expect(CONTRACT_VERSION).toBe(needed)
  })

  it("fits the bridge built beside it, so a page never refuses its own build's bridge", () => {
    expect(contractFit(BRIDGE_CONTRACT, CONTRACT_VERSION)).toBe('fits')
  })

  it('finds a bridge that keeps v1.4 too old, and says so before any enquiry', () => {
    expect(contractFit('1.4', CONTRACT_VERSION)).toBe('too-old')
    expect(contractFit('1.5', CONTRACT_VERSION)).toBe('fits')
    expect(contractFit('1.6', CONTRACT_VERSION)).toBe('fits')
  })

  it('reads a planted newer route as needing a newer page version', () => {
    const planted = `${contract}\n### \`POST /api/planted\`\n\n(v1.9) A route from the future.\n`
    expect(versionOf('/api/planted', planted)).toBe('1.9')
    expect(versionOf('/api/transactions/summary', contract)).toBe('1.2')
    expect(versionOf('/api/captures', contract)).toBe('1.0')
  })
})
