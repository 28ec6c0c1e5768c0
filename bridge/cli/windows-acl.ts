// Who else can read or change a file on Windows, from the output of `icacls
// FILE`, which every Windows since Vista ships. POSIX mode bits mean nothing there: Node reports
// 0666 for any file that is not read-only. The parser is a plain function of icacls' text, so
// each shape it prints is tested from a recording (tests/fixtures/icacls/); whatever it cannot
// understand is said, never guessed: the caller then decides fail-safe (file-trust.ts).
//
// icacls prints, for `icacls NAME`:
//   NAME PRINCIPAL:(FLAG)...(RIGHTS)
//        PRINCIPAL:(FLAG)...(RIGHTS)          <- indented, one line an access entry
//   <blank line>
//   Successfully processed 1 files; Failed processing 0 files   <- localized, ignored
// FLAGs: (I) inherited, (OI)(CI)(IO)(NP) inheritance to children, (DENY). RIGHTS: one of F, M,
// RX, R, W, D, N, or a list of specific rights such as (RD,WD,AD,...) or (GR,GW). Principal names
// are localized (e.g. "VORDEFINIERT\Benutzer"); the right abbreviations are not.

export interface AclEntry {
  principal: string
  deny: boolean
  inherited: boolean
  /** Whether the entry lets its principal read the file's content. */
  read: boolean
  /** Whether it lets its principal change the content, or the permissions or owner. */
  write: boolean
  /** Right abbreviations this parser does not know; the entry then counts as read and write. */
  unknown: string[]
}

export type AclReading = { ok: true; entries: AclEntry[] } | { ok: false; reason: string }

const FLAGS = new Set(['I', 'OI', 'CI', 'IO', 'NP', 'DENY'])
/** Rights that give the content: full, modify, read(-and-execute), generic read/all, read data. */
const READS = new Set(['F', 'M', 'RX', 'R', 'GR', 'GA', 'RD', 'MA'])
/**
 * Rights that change what the bridge would read: the content (write, append, generic write), the
 * permissions (WDAC) or the owner (WO), either of which gives the rest.
 */
const WRITES = new Set(['F', 'M', 'W', 'GW', 'GA', 'WD', 'AD', 'WDAC', 'WO', 'MA'])
/** Rights that give neither: delete, attributes, execute, synchronize, no access... */
const NEITHER = new Set([
  'D',
  'DE',
  'DC',
  'RC',
  'S',
  'AS',
  'GE',
  'X',
  'REA',
  'WEA',
  'RA',
  'WA',
  'N',
])

const ENTRY = /^(.+?):((?:\([^()]*\))+)$/

function parseEntry(text: string): AclEntry | null {
  const match = ENTRY.exec(text.trim())
  if (!match) return null
  const groups = [...match[2]!.matchAll(/\(([^()]*)\)/g)].map((g) => g[1]!)
  const entry: AclEntry = {
    principal: match[1]!.trim(),
    deny: false,
    inherited: false,
    read: false,
    write: false,
    unknown: [],
  }
  for (const group of groups) {
    if (group === 'DENY') entry.deny = true
    else if (group === 'I') entry.inherited = true
    if (FLAGS.has(group)) continue
    for (const right of group.split(',').map((r) => r.trim())) {
      if (READS.has(right)) entry.read = true
      if (WRITES.has(right)) entry.write = true
      if (!READS.has(right) && !WRITES.has(right) && !NEITHER.has(right)) entry.unknown.push(right)
    }
  }
  if (entry.unknown.length > 0) entry.read = entry.write = true
  return entry
}

/** Parses `icacls NAME` as run on NAME (the argument it was given, which it repeats first). */
export function parseIcacls(output: string, name: string): AclReading {
  const lines = output.replace(/^\uFEFF/, '').split(/\r?\n/)
  const start = lines.findIndex((l) => l.trim() !== '')
  if (start < 0) return { ok: false, reason: 'icacls printed nothing' }
  const first = lines[start]!
  if (
    first.slice(0, name.length).toLowerCase() !== name.toLowerCase() ||
    first[name.length] !== ' '
  )
    return { ok: false, reason: `icacls printed something else first: ${JSON.stringify(first)}` }
  const entries: AclEntry[] = []
  const texts = [first.slice(name.length + 1)]
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break
    texts.push(line)
  }
  for (const text of texts) {
    const entry = parseEntry(text)
    if (!entry) return { ok: false, reason: `icacls line not understood: ${JSON.stringify(text)}` }
    entries.push(entry)
  }
  return { ok: true, entries }
}

/**
 * The principals that may hold the file besides its user: Windows' own accounts (SYSTEM, and
 * TrustedInstaller, which owns Program Files) and the machine's administrators, who can take any
 * file anyway. Their English names; a localized name is not recognised and counts as another
 * user (fail-safe; the refusal names it).
 */
const SYSTEM_PRINCIPALS = [
  'nt authority\\system',
  'builtin\\administrators',
  'nt service\\trustedinstaller',
]

export interface Exposure {
  readers: string[]
  writers: string[]
}

/**
 * Which other principals can read or change the file. `me` is DOMAIN\USER of the account running
 * the bridge. Deny entries are not subtracted: a file that needs one to be private is refused.
 */
export function aclExposure(entries: AclEntry[], me: string): Exposure {
  const trusted = new Set([me.toLowerCase(), ...SYSTEM_PRINCIPALS])
  const readers = new Set<string>()
  const writers = new Set<string>()
  for (const entry of entries) {
    if (entry.deny || trusted.has(entry.principal.toLowerCase())) continue
    if (entry.read) readers.add(entry.principal)
    if (entry.write) writers.add(entry.principal)
  }
  return { readers: [...readers], writers: [...writers] }
}
