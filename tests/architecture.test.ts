// The layering of docs/developer-guide.md, "House rules", pinned: the app never imports Node or the
// bridge, the shared domain module imports neither Vue nor Pinia nor Node, the bridge imports
// nothing of the app but src/shared/, no VITE_ variable carries a secret, the bridge's floors
// point one way (bridge/README.md), and the app's areas (src/components/<area>/, src/lib/<area>/)
// import only their own folder and the shared ones. The rules are functions of a file list, so
// that each is also run over a planted file that breaks it: a rule that cannot fail would pass
// forever.

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

/**
 * The app’s areas (docs/developer-guide.md, "Areas of the app"). A file in src/components/<area>/
 * or src/lib/<area>/ belongs to that area; the shell's components (app/) and the files at the top
 * of src/lib/ are shared by all. The answer (what the bank said, shown and printed) is the one
 * area that both the counter and the day book show.
 */
const AREAS = ['app', 'counter', 'answer', 'day-book', 'settings'] as const
const AREA_USERS: Readonly<Record<string, readonly string[]>> = { answer: ['counter', 'day-book'] }

/** The area of a file under src/, 'shared' for the shared files of components/ and lib/, or null. */
function areaOf(base: string, path: string): string | null {
  const parts = relative(join(base, 'src'), path).split('/')
  if (parts[0] !== 'components' && parts[0] !== 'lib') return null
  if (parts.length === 2) return 'shared'
  return parts[1] === 'app' ? 'shared' : parts[1]!
}

/** An import from one area into another that is neither shared nor the answer its users may use. */
function crossAreaImports(base: string, files: readonly string[]): string[] {
  return offending(base, files, (spec, file) => {
    if (!spec.startsWith('.')) return false
    const from = areaOf(base, file)
    const to = areaOf(base, resolve(dirname(file), spec))
    if (from === null || to === null || to === 'shared' || to === from) return false
    return !(AREA_USERS[to] ?? []).includes(from)
  })
}

describe('the app’s area rule catches a file planted to break it', () => {
  function planted(folder: string, source: string): { base: string; file: string } {
    const base = mkdtempSync(join(tmpdir(), 'architecture-'))
    mkdirSync(join(base, 'src', folder), { recursive: true })
    const file = join(base, 'src', folder, 'Planted.vue')
    writeFileSync(file, source)
    return { base, file }
  }

  it.each([
    ['the counter importing the day book', 'components/counter', '../day-book/DayBookTable.vue'],
    ['the day book importing the counter’s lib', 'components/day-book', '../../lib/counter/x.ts'],
    ['the answer importing the counter', 'lib/answer', '../../components/counter/X.vue'],
    ['settings importing the answer', 'components/settings', '../answer/ReceiptSheet.vue'],
    ['a shared lib importing an area', 'lib', './day-book/x.ts'],
    ['the shell importing the counter', 'components/app', '../counter/EnquiryWorkflow.vue'],
  ] as const)('%s', (_name, folder, spec) => {
    const { base, file } = planted(folder, `import X from '${spec}'\n`)
    try {
      expect(crossAreaImports(base, [file])).toEqual([`src/${folder}/Planted.vue imports ${spec}`])
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })

  it.each([
    ['the counter using the answer', 'components/counter', '../answer/ReceiptSheet.vue'],
    ['the day book using the answer’s lib', 'components/day-book', '../../lib/answer/receipt.ts'],
    ['an area using the shell and shared lib', 'lib/counter', '../../components/app/AppLink.vue'],
    ['a view using any area', 'views', '../components/settings/SettingsDeviceList.vue'],
  ] as const)('%s passes', (_name, folder, spec) => {
    const { base, file } = planted(folder, `import X from '${spec}'\n`)
    try {
      expect(crossAreaImports(base, [file])).toEqual([])
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })
})

/** The floors drawn in bridge/README.md: each room (a word ending in / or .ts) and its number. */
function drawnFloors(readme: string): Map<string, number> {
  const drawing = readme.split('```')[1] ?? ''
  const floors = new Map<string, number>()
  let floor = 0
  for (const line of drawing.split('\n')) {
    const numbered = /^\s*(\d+)\s/.exec(line)
    if (numbered) floor = Number(numbered[1])
    for (const word of line.split(/[\s;,]+/)) {
      if (/^[a-z][\w-]*(\/|\.ts)$/.test(word)) floors.set(word, floor)
    }
  }
  return floors
}

/**
 * The arrows up that bridge/README.md names: the journal counts a search with the day book's sum,
 * and keeps each record's CSV cells made by the day book's own code.
 */
const LEANS_ON = [
  ['journal/', 'day-book/summary.ts'],
  ['journal/', 'day-book/kept-cells.ts'],
] as const

/** A relative import inside bridge/ that does not point to a lower floor, or a room not drawn. */
function upwardImports(base: string, files: readonly string[], floors: Map<string, number>) {
  const bridge = join(base, 'bridge')
  const roomOf = (path: string) => {
    const parts = relative(bridge, path).split('/')
    return parts.length === 1 ? parts[0]! : `${parts[0]}/`
  }
  const findings: string[] = []
  for (const file of files) {
    const from = roomOf(file)
    if (!floors.has(from)) findings.push(`${relative(base, file)} is in a room not drawn: ${from}`)
  }
  const up = offending(base, files, (spec, file) => {
    if (!spec.startsWith('.')) return false
    const target = resolve(dirname(file), spec)
    if (!target.startsWith(bridge + '/')) return false
    const from = roomOf(file)
    const to = roomOf(target)
    if (from === to || !floors.has(from)) return false
    if (LEANS_ON.some(([room, leant]) => from === room && target === join(bridge, leant)))
      return false
    return !(floors.get(to)! < floors.get(from)!)
  })
  return [...new Set(findings), ...up]
}

describe('the bridge’s drawing catches a file planted to break it', () => {
  const readme = readFileSync(join(root, 'bridge', 'README.md'), 'utf8')
  const floors = drawnFloors(readme)

  function planted(path: string, source: string): { base: string; file: string } {
    const base = mkdtempSync(join(tmpdir(), 'architecture-'))
    const file = join(base, 'bridge', path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, source)
    return { base, file }
  }

  it('reads every floor of the drawing', () => {
    expect(floors.get('cli/')).toBe(10)
    expect(floors.get('app.ts')).toBe(8)
    expect(floors.get('host/')).toBeLessThan(floors.get('app.ts')!)
    expect(floors.get('errors.ts')).toBe(1)
  })

  it.each([
    ['app.ts importing cli/', 'app.ts', "import { x } from './cli/check.ts'", './cli/check.ts'],
    [
      'a type-only import up',
      'rd/planted.ts',
      "import type { X } from '../enquiry/x.ts'",
      '../enquiry/x.ts',
    ],
    [
      'a room on its own floor',
      'rd/planted.ts',
      "import { x } from '../journal/journal.ts'",
      '../journal/journal.ts',
    ],
    [
      'host/ importing cli/',
      'host/planted.ts',
      "import { x } from '../cli/config-file.ts'",
      '../cli/config-file.ts',
    ],
    ['a dynamic import up', 'errors.ts', "const x = await import('./run.ts')", './run.ts'],
  ] as const)('%s', (_name, path, source, spec) => {
    const { base, file } = planted(path, `${source}\n`)
    try {
      expect(upwardImports(base, [file], floors)).toEqual([`bridge/${path} imports ${spec}`])
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })

  it('a room that is not drawn', () => {
    const { base, file } = planted('attic/planted.ts', "import { x } from '../errors.ts'\n")
    try {
      expect(upwardImports(base, [file], floors)).toEqual([
        'bridge/attic/planted.ts is in a room not drawn: attic/',
      ])
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })

  it('an import down, and the one arrow the drawing names, pass', () => {
    const { base, file } = planted(
      'journal/planted.ts',
      "import { x } from '../day-book/summary.ts'\nimport { y } from '../errors.ts'\n",
    )
    try {
      expect(upwardImports(base, [file], floors)).toEqual([])
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })
})

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

  it('puts every component in an area folder, and lib/ folders are areas', () => {
    const components = readdirSync(join(root, 'src', 'components'))
    expect(
      components.filter((name) => !statSync(join(root, 'src', 'components', name)).isDirectory()),
    ).toEqual([])
    expect(components.filter((name) => !(AREAS as readonly string[]).includes(name))).toEqual([])
    const libFolders = readdirSync(join(root, 'src', 'lib')).filter((name) =>
      statSync(join(root, 'src', 'lib', name)).isDirectory(),
    )
    expect(libFolders.filter((name) => !(AREAS as readonly string[]).includes(name))).toEqual([])
  })

  it('lets an area import only its own folder, the shared ones, and the answer', () => {
    const files = ['components', 'lib'].flatMap((dir) =>
      filesUnder(join(root, 'src', dir), ['.ts', '.vue']),
    )
    expect(crossAreaImports(root, files)).toEqual([])
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

  it('holds the floors that bridge/README.md draws: every import points down', () => {
    const readme = readFileSync(join(root, 'bridge', 'README.md'), 'utf8')
    const files = filesUnder(join(root, 'bridge'), ['.ts'])
    expect(upwardImports(root, files, drawnFloors(readme))).toEqual([])
  })

  it('keeps floor 1 (bridge/errors.ts) free of every other bridge module', () => {
    const local = importsOf(join(root, 'bridge', 'errors.ts')).filter((s) => !s.includes('/src/'))
    expect(local).toEqual([])
  })
})
