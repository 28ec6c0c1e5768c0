// What the code cites is in the repository: every `*.md` a source file names exists (from the
// project's root or the file's own folder), no path leads into the design folders outside it, and
// the provider's specification is cited as docs/provider-api.md. Comments of src/ and bridge/ carry
// no "issue N": the history of a change is its commit message, and a comment gives the reason.

import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'

const CITING = ['src', 'bridge', 'tests', 'scripts', 'bench', 'monitoring', 'packaging']
const TEXT = /\.(ts|mts|mjs|vue|css|sh|ya?ml|wxs|alloy|md)$/

function filesUnder(dir: string): string[] {
  return readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return TEXT.test(entry.name) ? [path] : []
  })
}

/** This file names documents that do not exist, as examples. */
const sources = CITING.flatMap(filesUnder).filter((path) => path !== 'tests/docs/citations.test.ts')
const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), 'utf8')

/** Each `name.md` a file mentions that is neither under the root nor beside the file. */
export function missingDocuments(path: string, text: string): string[] {
  const missing: string[] = []
  for (const match of text.matchAll(/(?<![\w/.:-])((?:\.{1,2}\/)*[\w.-]+(?:\/[\w.-]+)*\.md)\b/g)) {
    const name = match[1]!
    const candidates = [join(PROJECT_ROOT, name), join(PROJECT_ROOT, dirname(path), name)]
    if (!candidates.some((file) => existsSync(file) && statSync(file).isFile()))
      missing.push(`${path}: ${name}`)
  }
  return missing
}

const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase()

/**
 * Each `docs/name.md, "words"` whose words the document does not hold: a heading or a phrase of it
 * (comments that wrap are joined first).
 */
export function misquoted(path: string, text: string): string[] {
  const joined = text.replace(/\n\s*(?:\/\/|\*|#)\s*/g, ' ')
  return [...joined.matchAll(/(docs\/[\w-]+\.md),? "([^"]{2,90})"/g)]
    .filter(([, doc, words]) => {
      const file = join(PROJECT_ROOT, doc!)
      return existsSync(file) && !flat(readFileSync(file, 'utf8')).includes(flat(words!))
    })
    .map(([, doc, words]) => `${path}: ${doc} "${words}"`)
}

/** The comments of a TypeScript text (or of a .vue file's script and markup). */
export function commentsOf(path: string, text: string): string[] {
  const comments = [...text.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => m[1]!)
  const script = path.endsWith('.vue')
    ? [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n')
    : text
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    ts.LanguageVariant.Standard,
    script,
  )
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    )
      comments.push(scanner.getTokenText())
  }
  return comments
}

describe('what the code cites', () => {
  it('names only documents that are in the repository', () => {
    expect(sources.flatMap((path) => missingDocuments(path, read(path)))).toEqual([])
  })

  it('leads into no folder outside it', () => {
    const outside = sources.filter((path) => /\bshared\/(?:design|spec)\//.test(read(path)))
    expect(outside).toEqual([])
  })

  it('cites the provider specification by its place in docs/', () => {
    const bare = sources.filter((path) => /\bspec(?:'s)? (?:section |§)?\d/.test(read(path)))
    expect(bare).toEqual([])
  })

  it('quotes what the cited document in docs/ says', () => {
    const unquoted = sources.flatMap((path) => misquoted(path, read(path)))
    expect(unquoted).toEqual([])
  })

  it('finds a document cited outside the repository', () => {
    expect(missingDocuments('bridge/x.ts', '// (bridge-api.md v1.2; docs/contract.md)')).toEqual([
      'bridge/x.ts: bridge-api.md',
    ])
  })
})

describe('comments in src/ and bridge/', () => {
  it('tell no issue numbers', () => {
    const scripts = sources.filter((p) => /^(src|bridge)\/.*\.(ts|vue)$/.test(p))
    const told = scripts.flatMap((path) =>
      commentsOf(path, read(path))
        .filter((comment) => /\b[Ii]ssues? \d+/.test(comment))
        .map((comment) => `${path}: ${comment.trim().slice(0, 80)}`),
    )
    expect(told).toEqual([])
  })

  it('nor do the strings of src/, which ship to the browser', () => {
    const app = sources.filter((p) => /^src\/.*\.(ts|vue)$/.test(p))
    const told = app.filter((path) => /\b[Ii]ssues? \d+/.test(read(path)))
    expect(told).toEqual([])
  })

  it('are read from the TypeScript, not from strings', () => {
    expect(commentsOf('x.ts', "const s = '// issue 1' // the reason\n/* why */")).toEqual([
      '// the reason',
      '/* why */',
    ])
  })
})
