// Reading the project's Markdown as the tests of docs/ need it: the documents, their headings as
// GitHub makes anchors of them, their links, and their fenced code blocks.

import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'

/** The documents a reader is sent to: the README, docs/, and the READMEs beside the code. */
export function projectDocuments(): string[] {
  const docs = readdirSync(join(PROJECT_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
  return ['README.md', 'BENCHMARKS.md', 'bridge/README.md', 'bridge/journal/README.md', ...docs]
}

export function readDocument(path: string): string {
  return readFileSync(join(PROJECT_ROOT, path), 'utf8')
}

/** The text outside fenced code blocks, line for line (code lines blanked), so links in code are not links. */
export function proseOf(text: string): string {
  let fence: string | null = null
  return text
    .split('\n')
    .map((line) => {
      const opening = /^\s*(```+|~~~+)/.exec(line)
      if (opening) {
        if (fence === null) fence = opening[1]!
        else if (line.trim().startsWith(fence)) fence = null
        return ''
      }
      return fence === null ? line : ''
    })
    .join('\n')
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of proseOf(text).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const base = heading[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

export interface Link {
  target: string
  line: number
}

/** Inline links and images, `[text](target)`, outside code. */
export function linksOf(text: string): Link[] {
  const links: Link[] = []
  proseOf(text)
    .split('\n')
    .forEach((line, index) => {
      const withoutCode = line.replace(/`[^`]*`/g, '')
      for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
        links.push({ target: match[1]!, line: index + 1 })
    })
  return links
}

export interface CodeBlock {
  /** The info string after the fence: `sh tested` is a shell block a test runs. */
  info: string
  code: string
  line: number
}

export function codeBlocksOf(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const opening = /^(\s*)(```+)(.*)$/.exec(lines[i]!)
    if (!opening) continue
    const [, indent, fence, info] = opening
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length && !lines[j]!.trim().startsWith(fence!); j++)
      body.push(lines[j]!.slice(indent!.length))
    blocks.push({ info: info!.trim(), code: body.join('\n'), line: i + 1 })
    i = j
  }
  return blocks
}

/** Where a relative link from `from` points, relative to the project root. */
export function resolveFrom(from: string, target: string): string {
  return relative(PROJECT_ROOT, join(PROJECT_ROOT, from, '..', target))
}
