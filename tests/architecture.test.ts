// The layering of docs/developer-guide.md, "House rules", pinned: the app never imports Node or the
// bridge, the shared domain module imports neither Vue nor Pinia nor Node, the bridge imports
// nothing of the app but src/shared/, no VITE_ variable carries a secret, and the bridge's floors
// point one way (bridge/README.md). The bridge's rules are functions of a file list, so that each
// is also run over a planted file that breaks it: a rule that cannot fail would pass forever.

import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, extensions))
    else if (extensions.some((ext) => name.endsWith(ext))) out.push(path)
  }
  return out
}

const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  )

const HTTP_FREE_ROOMS = ['rd', 'enquiry', 'journal', 'upstream']
const CONFIG_FREE_ROOMS = [
  'rd',
  'enquiry',
  'journal',
  'http',
  'routes',
  'journaled-call',
  'redaction',
  'status-check',
  'merchant-auth',
  'day-book',
]

const bridgeFiles = (rooms: readonly string[]) =>
  rooms.flatMap((room) => filesUnder(join(root, 'bridge', room), ['.ts']))

/** `file imports spec` for every import of the files that `bad` says breaks a rule. */
const offending = (
  base: string,
  files: readonly string[],
  bad: (spec: string, file: string) => boolean,
) =>
  files.flatMap((file) =>
    importsOf(file)
      .filter((spec) => bad(spec, file))
      .map((spec) => `${relative(base, file)} imports ${spec}`),
  )

function httpBelowRoutes(base: string, files: readonly string[]): string[] {
  return offending(base, files, (spec) => /(^|\/)(http|routes)\//.test(spec))
}

/** The configuration's room (config/index.ts and its parts), by any relative path. */
function configReaders(base: string, files: readonly string[]): string[] {
  return offending(base, files, (spec) => /(^|\/)config(\/|\.ts$)/.test(spec))
}

/** An import that resolves into src/ but not into src/shared/. */
function appImports(base: string, files: readonly string[]): string[] {
  const shared = join(base, 'src', 'shared') + '/'
  const app = join(base, 'src') + '/'
  return offending(base, files, (spec, file) => {
    if (!spec.startsWith('.')) return false
    const target = resolve(dirname(file), spec)
    return target.startsWith(app) && !target.startsWith(shared)
  })
}

describe('the bridge’s rules catch a file planted to break them', () => {
  /** A tree with one bridge file, in a temporary folder laid out like the project. */
  function planted(room: string, source: string): { base: string; file: string } {
    const base = mkdtempSync(join(tmpdir(), 'architecture-'))
    mkdirSync(join(base, 'bridge', room), { recursive: true })
    const file = join(base, 'bridge', room, 'planted.ts')
    writeFileSync(file, source)
    return { base, file }
  }

  it.each([
    ['an import of src/i18n', 'day-book', '../../src/i18n/hi.ts', appImports],
    ['an import of the app’s stores', 'redaction', '../../src/stores/customer.ts', appImports],
    ['a room that reads the configuration itself', 'enquiry', '../config/index.ts', configReaders],
    ['one that reads a part of it', 'routes', '../config/otlp.ts', configReaders],
    ['HTTP below routes/', 'rd', '../http/server.ts', httpBelowRoutes],
  ] as const)('%s', (_name, room, spec, rule) => {
    const { base, file } = planted(room, `import { x } from '${spec}'\n`)
    try {
      expect(rule(base, [file])).toEqual([`bridge/${room}/planted.ts imports ${spec}`])
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })

  it('an import of src/shared passes', () => {
    const { base, file } = planted('day-book', "import { x } from '../../src/shared/mask.ts'\n")
    try {
      expect(appImports(base, [file])).toEqual([])
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })
})

describe('layering', () => {
  it('keeps the app free of Node modules and bridge code', () => {
    const offenders = filesUnder(join(root, 'src'), ['.ts', '.vue']).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('node:') || spec.includes('/bridge/'))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    )
    expect(offenders).toEqual([])
  })

  it('keeps src/shared free of vue, pinia and node', () => {
    const offenders = filesUnder(join(root, 'src', 'shared'), ['.ts']).flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith('./'))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    )
    expect(offenders).toEqual([])
  })

  it('never reads a credential from a VITE_ variable', () => {
    const offenders = filesUnder(join(root, 'src'), ['.ts', '.vue']).filter((file) =>
      /VITE_[A-Z_]*(SECRET|USER|PAN|PASSWORD|TOKEN)/.test(readFileSync(file, 'utf8')),
    )
    expect(offenders).toEqual([])
  })

  it('keeps HTTP out of the bridge rooms below http/ and routes/', () => {
    expect(httpBelowRoutes(root, bridgeFiles(HTTP_FREE_ROOMS))).toEqual([])
  })

  it('hands configuration to the rooms from compose.ts: none of them reads config/ itself', () => {
    expect(configReaders(root, bridgeFiles(CONFIG_FREE_ROOMS))).toEqual([])
  })

  it('lets the bridge import nothing of the app but src/shared/', () => {
    expect(appImports(root, filesUnder(join(root, 'bridge'), ['.ts']))).toEqual([])
  })

  it('keeps floor 1 (bridge/errors.ts) free of every other bridge module', () => {
    const local = importsOf(join(root, 'bridge', 'errors.ts')).filter((s) => !s.includes('/src/'))
    expect(local).toEqual([])
  })
})
