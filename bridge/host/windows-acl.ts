// Who else can read or change a file on Windows, from its DACL in SDDL as `icacls NAME /save
// FILE` writes it (windows-acl-read.ts runs it). SDDL names each principal by its SID, the same in
// every Windows language, where icacls' own listing prints localized account names. The parser is
// a plain function of the saved text, so each shape is tested from a recording
// (tests/fixtures/sddl/); whatever it cannot understand counts as read and write, or is said,
// never guessed: the caller then decides fail-safe (file-trust.ts).
//
// `icacls NAME /save FILE` writes UTF-16LE, CRLF, two lines a file: its name, then its DACL:
//   bridge.env
//   D:AI(A;ID;FA;;;SY)(A;ID;FA;;;BA)(A;ID;0x1200a9;;;BU)
// `D:` flags (P, AI, AR; NO_ACCESS_CONTROL is a null DACL: everyone may do anything), then one
// ACE a parenthesis: (type;flags;rights;object;inherited object;SID). Owner, SACL and integrity
// label are not saved: whoever could change the owner or the DACL holds WRITE_OWNER or WRITE_DAC
// in it, which counts as write.

export interface AclEntry {
  /** The SID, with an SDDL alias (SY, BA...) spelled out as S-1-... */
  principal: string
  deny: boolean
  inherited: boolean
  /** Whether the entry lets its principal read the file's content. */
  read: boolean
  /** Whether it lets its principal change the content, or the permissions or owner. */
  write: boolean
  /** Right codes this parser does not know; the entry then counts as read and write. */
  unknown: string[]
}

export type AclReading = { ok: true; entries: AclEntry[] } | { ok: false; reason: string }

/** SDDL's two-letter SID aliases that a file's DACL carries. */
const ALIASES: Record<string, string> = {
  SY: 'S-1-5-18',
  BA: 'S-1-5-32-544',
  BU: 'S-1-5-32-545',
  BG: 'S-1-5-32-546',
  PU: 'S-1-5-32-547',
  WD: 'S-1-1-0',
  AU: 'S-1-5-11',
  AN: 'S-1-5-7',
  IU: 'S-1-5-4',
  NU: 'S-1-5-2',
  SU: 'S-1-5-6',
  LS: 'S-1-5-19',
  NS: 'S-1-5-20',
  RD: 'S-1-5-32-555',
  RU: 'S-1-5-32-554',
  AC: 'S-1-15-2-1',
  CO: 'S-1-3-0',
  CG: 'S-1-3-1',
  OW: 'S-1-3-4',
  RC: 'S-1-5-12',
  WR: 'S-1-5-33',
}

/** English names for the SIDs a refusal may name, to help the reader; the SID decides. */
const NAMES: Record<string, string> = {
  'S-1-5-32-545': 'BUILTIN\\Users',
  'S-1-5-32-546': 'BUILTIN\\Guests',
  'S-1-1-0': 'Everyone',
  'S-1-5-11': 'NT AUTHORITY\\Authenticated Users',
  'S-1-5-7': 'NT AUTHORITY\\ANONYMOUS LOGON',
  'S-1-5-4': 'NT AUTHORITY\\INTERACTIVE',
  'S-1-15-2-1': 'ALL APPLICATION PACKAGES',
  'S-1-15-2-2': 'ALL RESTRICTED APPLICATION PACKAGES',
  'S-1-3-4': 'OWNER RIGHTS',
}

/** A SID as a refusal names it: "BUILTIN\Users (S-1-5-32-545)", or the bare SID. */
export function principalName(sid: string): string {
  return NAMES[sid] ? `${NAMES[sid]} (${sid})` : sid
}

const GENERIC_ALL = 0x10000000
const GENERIC_READ = 0x80000000
const GENERIC_WRITE = 0x40000000
const MAXIMUM_ALLOWED = 0x02000000
/** FILE_READ_DATA, or a generic right that includes it. */
const READ_BITS = 0x1 | GENERIC_READ | GENERIC_ALL | MAXIMUM_ALLOWED
/**
 * Rights that change what the bridge would read: the content (write or append data; add a file
 * or folder, on a folder), the permissions (WRITE_DAC) or the owner (WRITE_OWNER), either of
 * which gives the rest.
 */
const WRITE_BITS = 0x2 | 0x4 | 0x40000 | 0x80000 | GENERIC_WRITE | GENERIC_ALL | MAXIMUM_ALLOWED

/** SDDL's right codes as access masks: the file ones, and the directory and registry ones. */
const RIGHTS: Record<string, number> = {
  GA: GENERIC_ALL,
  GR: GENERIC_READ,
  GW: GENERIC_WRITE,
  GX: 0x20000000,
  FA: 0x1f01ff,
  FR: 0x120089,
  FW: 0x120116,
  FX: 0x1200a0,
  RC: 0x20000,
  SD: 0x10000,
  WD: 0x40000,
  WO: 0x80000,
  CC: 0x1,
  DC: 0x2,
  LC: 0x4,
  SW: 0x8,
  RP: 0x10,
  WP: 0x20,
  DT: 0x40,
  LO: 0x80,
  CR: 0x100,
  KA: 0xf003f,
  KR: 0x20019,
  KW: 0x20006,
  KX: 0x20019,
}

const INHERITED = 'ID'

function parseRights(text: string): { mask: number; unknown: string[] } {
  if (/^0x[0-9a-f]+$/i.test(text) || /^\d+$/.test(text)) return { mask: Number(text), unknown: [] }
  let mask = 0
  const unknown: string[] = []
  for (const code of text.match(/../g) ?? []) {
    if (code in RIGHTS) mask = (mask | RIGHTS[code]!) >>> 0
    else unknown.push(code)
  }
  if (text.length % 2 !== 0) unknown.push(text)
  return { mask, unknown }
}

function parseAce(text: string): AclEntry | null {
  const fields = text.split(';')
  if (fields.length < 6) return null
  const [type, flags, rights] = fields
  const sid = fields[5]!.trim().toUpperCase()
  if (!/^(S-1-[0-9-]+|[A-Z]{2})$/.test(sid)) return null
  const { mask, unknown } = parseRights(rights!.trim())
  const flagCodes: string[] = flags!.match(/../g) ?? []
  const entry: AclEntry = {
    principal: ALIASES[sid] ?? sid,
    deny: type === 'D' || type === 'XD' || type === 'OD',
    inherited: flagCodes.includes(INHERITED),
    read: (mask & READ_BITS) !== 0,
    write: (mask & WRITE_BITS) !== 0,
    unknown,
  }
  // An allow type this parser does not know grants, for all it can tell, everything.
  if (!['A', 'D', 'XA', 'XD', 'OA', 'OD'].includes(type!)) entry.unknown.push(type!)
  if (entry.unknown.length > 0) entry.read = entry.write = true
  return entry
}

/** The DACL of the one file `icacls NAME /save FILE` was run on, from that file's bytes. */
export function parseSavedAcl(saved: Buffer): AclReading {
  const text = saved.toString('utf16le').replace(/^\uFEFF/, '')
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  if (lines.length === 0) return { ok: false, reason: 'icacls saved no ACL' }
  const dacl = lines.find((l) => l.startsWith('D:'))
  if (dacl === undefined || lines.length !== 2)
    return {
      ok: false,
      reason: `icacls saved something else: ${JSON.stringify(lines.join(' | '))}`,
    }
  const match = /^D:([A-Z_]*)((?:\([^()]*\))*)$/.exec(dacl.trim())
  if (!match) return { ok: false, reason: `DACL not understood: ${JSON.stringify(dacl)}` }
  // A null DACL lets everyone do anything.
  if (match[1]!.includes('NO_ACCESS_CONTROL'))
    return {
      ok: true,
      entries: [
        {
          principal: 'S-1-1-0',
          deny: false,
          inherited: false,
          read: true,
          write: true,
          unknown: [],
        },
      ],
    }
  const entries: AclEntry[] = []
  for (const ace of match[2]!.matchAll(/\(([^()]*)\)/g)) {
    const entry = parseAce(ace[1]!)
    if (!entry) return { ok: false, reason: `ACE not understood: ${JSON.stringify(ace[0])}` }
    entries.push(entry)
  }
  return { ok: true, entries }
}

/**
 * The principals that may hold the file besides its user: Windows' own accounts (SYSTEM, and
 * TrustedInstaller, which owns Program Files) and the machine's administrators, who can take any
 * file anyway. CREATOR OWNER grants nothing on the object itself: it is a template for the
 * children, where it becomes the creating account.
 */
const SYSTEM_PRINCIPALS = [
  'S-1-5-18',
  'S-1-5-32-544',
  'S-1-5-80-956008885-3418522649-1831038044-1853292631-2271478464',
  'S-1-3-0',
]

export interface Exposure {
  readers: string[]
  writers: string[]
}

/**
 * Which other principals can read or change the file, named by principalName. `me` is the SID of
 * the account running the bridge. Deny entries are not subtracted: a file that needs one to be
 * private is refused.
 */
export function aclExposure(entries: AclEntry[], me: string): Exposure {
  const trusted = new Set([me.toUpperCase(), ...SYSTEM_PRINCIPALS])
  const readers = new Set<string>()
  const writers = new Set<string>()
  for (const entry of entries) {
    if (entry.deny || trusted.has(entry.principal)) continue
    if (entry.read) readers.add(principalName(entry.principal))
    if (entry.write) writers.add(principalName(entry.principal))
  }
  return { readers: [...readers], writers: [...writers] }
}
