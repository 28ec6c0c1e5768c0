// The links of the README and docs/: every relative file exists, and every anchor, in the same
// document or another, is a heading there. Links to the web are not fetched (no network in tests).

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { anchorsOf, linksOf, projectDocuments, readDocument, resolveFrom } from './markdown.ts'

/** Each broken link as `file:line target (why)`. */
function brokenLinks(): string[] {
  const broken: string[] = []
  for (const document of projectDocuments()) {
    for (const { target, line } of linksOf(readDocument(document))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
      const [file, anchor] = target.split('#') as [string, string | undefined]
      const path = file === '' ? document : resolveFrom(document, decodeURI(file))
      const where = `${document}:${line} ${target}`
      if (!existsSync(join(PROJECT_ROOT, path))) broken.push(`${where} (no such file)`)
      else if (
        anchor !== undefined &&
        path.endsWith('.md') &&
        !anchorsOf(readDocument(path)).has(anchor)
      )
        broken.push(`${where} (no such heading in ${path})`)
    }
  }
  return broken
}

describe('links in the README and docs/', () => {
  it('lead to files and headings that exist', () => {
    expect(brokenLinks()).toEqual([])
  })

  it('are found in the documents at all', () => {
    const count = projectDocuments().reduce((n, d) => n + linksOf(readDocument(d)).length, 0)
    expect(count).toBeGreaterThan(20)
  })
})

describe('anchorsOf', () => {
  it('makes the anchors GitHub makes, numbering repeats', () => {
    const text =
      '# The two commands\n## `GET /api/status`\n## Logs\n## Logs\n```\n# not a heading\n```'
    expect([...anchorsOf(text)]).toEqual(['the-two-commands', 'get-apistatus', 'logs', 'logs-1'])
  })
})
