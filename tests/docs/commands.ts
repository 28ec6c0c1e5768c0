// The commands the documents give that can run here: every fenced block marked `sh tested`, with
// the document it is in. A block runs in bash from the project's root against a bridge the test
// started; the address of the documents' default bridge becomes the test's.

import { codeBlocksOf, projectDocuments, readDocument } from './markdown.ts'

export interface TestedBlock {
  document: string
  line: number
  code: string
}

export function testedBlocks(): TestedBlock[] {
  return projectDocuments().flatMap((document) =>
    codeBlocksOf(readDocument(document))
      .filter((block) => /^sh\s+tested$/.test(block.info))
      .map(({ line, code }) => ({ document, line, code })),
  )
}

/** The block as bash runs it against the bridge at `port`: strict, and at the test's address. */
export function runnable(code: string, port: number): string {
  return `set -euo pipefail\n${code.replaceAll('127.0.0.1:7410', `127.0.0.1:${port}`)}\n`
}

/** The two commands of the README, in its order: run, then test. */
export function readmeCommands(): string[] {
  return codeBlocksOf(readDocument('README.md'))
    .filter((block) => block.info === 'sh' && /^npm ci && npm /.test(block.code))
    .map((block) => block.code.trim())
}
