// Whether a file the bridge reads its configuration from can be trusted: it must belong to the
// account running the bridge and be changeable by no one else, in every mode (another user who can
// write it can set STATIC_DIR, ALLOWED_ORIGINS or RD_HOST); and in live mode, where it holds the
// bank credentials, readable by no one else (docs/security.md rule 13). POSIX: the owner and the
// mode bits of the file and of its folder. Windows: the DACLs of the file and its folder by SID
// (windows-acl.ts), the same in every Windows language; what cannot be read is refused in live mode
// and said in sandbox mode, never taken as private.

import { statSync } from 'node:fs'
import { dirname, win32 } from 'node:path'
import { aclExposure, parseSavedAcl, type AclReading } from './windows-acl.ts'
import {
  currentUserSid,
  currentUserSidAsync,
  savedAcl,
  savedAclAsync,
  type SavedAcl,
} from './windows-acl-read.ts'

export interface TrustHost {
  platform: NodeJS.Platform
  /** The account running the bridge: uid on POSIX. */
  uid: number
  /** Its SID on Windows (S-1-5-21-...); null when it could not be read, or not on Windows. */
  windowsSid: string | null
  /** What `icacls PATH /save` wrote for PATH, or why it failed. */
  savedAcl(path: string): SavedAcl
  /** Reads the SID and these paths' DACLs at once, for the checks that follow (Windows). */
  readAhead?(paths: string[]): Promise<void>
}

/**
 * The host as this process sees it, for one judgment (a start, a hand-over's check): each path's
 * DACL is read once and kept for the judgment's other checks, never longer (IT may change it).
 * The SID is read only when a check needs it.
 */
export function realTrustHost(
  env: Record<string, string | undefined> = process.env,
  platform: NodeJS.Platform = process.platform,
): TrustHost {
  const windows = platform === 'win32'
  const read = new Map<string, SavedAcl>()
  return {
    platform,
    uid: process.getuid?.() ?? -1,
    get windowsSid() {
      return windows ? currentUserSid(env) : null
    },
    savedAcl(path) {
      const kept = read.get(path) ?? savedAcl(env, path)
      read.set(path, kept)
      return kept
    },
    async readAhead(paths) {
      if (!windows) return
      const unread = [...new Set(paths)].filter((path) => !read.has(path))
      await Promise.all([
        currentUserSidAsync(env),
        ...unread.map(async (path) => read.set(path, await savedAclAsync(env, path))),
      ])
    },
  }
}

/** The DACL of path on a Windows host, or why it cannot be judged. */
export function windowsAcl(path: string, host: TrustHost): AclReading {
  if (host.windowsSid === null)
    return { ok: false, reason: 'whoami did not give the SID of the account running the bridge' }
  const ran = host.savedAcl(path)
  return 'failed' in ran
    ? { ok: false, reason: `icacls failed: ${ran.failed}` }
    : parseSavedAcl(ran.saved)
}

export interface Trust {
  /** Why the file may not be used: each stops the start. */
  problems: string[]
  /** What could not be checked, where that does not stop the start (sandbox mode). */
  notes: string[]
}

const octal = (mode: number) => mode.toString(8).padStart(4, '0')

function quoteForShell(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`
}

function posixTrust(path: string, live: boolean, host: TrustHost): Trust {
  const problems: string[] = []
  const file = statSync(path)
  const mode = file.mode & 0o777
  if (file.uid !== host.uid)
    problems.push(
      `${path} belongs to another account (uid ${file.uid}), not to the one running the bridge ` +
        `(uid ${host.uid}): its owner could change the bridge's settings. Fix: keep your own ` +
        `copy, chmod 600`,
    )
  if (mode & 0o022)
    problems.push(
      `${path} can be changed by other users (mode ${octal(mode)}): they could change the ` +
        `bridge's settings. Fix: chmod 600 ${quoteForShell(path)}`,
    )
  else if (live && mode & 0o044)
    problems.push(
      `${path} can be read by other users (mode ${octal(mode)}), and it holds the bank ` +
        `credentials. Fix: chmod 600 ${quoteForShell(path)}`,
    )
  const folder = dirname(path)
  const dir = statSync(folder)
  // Another user who can write the folder can replace the file, unless the sticky bit (/tmp)
  // keeps each one's files to their owner.
  const sticky = (dir.mode & 0o1000) !== 0
  if (((dir.mode & 0o022) !== 0 && !sticky) || (dir.uid !== host.uid && dir.uid !== 0))
    problems.push(
      `${folder}, the folder of ${path}, can be changed by another account (owner uid ` +
        `${dir.uid}, mode ${octal(dir.mode & 0o777)}), which could replace the file. Fix: move ` +
        `the file to a folder of your own`,
    )
  return { problems, notes: [] }
}

/** The Windows verdict from an ACL reading; separate from running icacls so each case is tested. */
export function windowsTrust(path: string, live: boolean, me: string, acl: AclReading): Trust {
  if (!acl.ok) {
    const why = `the permissions of ${path} could not be read (${acl.reason})`
    return live
      ? {
          problems: [
            `${why}, and it holds the bank credentials: the bridge does not start with a file ` +
              `it cannot check. Run \`icacls "${path}"\` to see why`,
          ],
          notes: [],
        }
      : { problems: [], notes: [`${why}; not checked (sandbox mode: no credentials)`] }
  }
  const { readers, writers } = aclExposure(acl.entries, me)
  const fix =
    `Fix: icacls "${path}" /inheritance:r /grant:r "*${me}:F" ` +
    `(this account only; then run check again)`
  const problems: string[] = []
  if (writers.length > 0)
    problems.push(
      `${path} can be changed by ${writers.join(', ')} (its ACL): they could change the ` +
        `bridge's settings. ${fix}`,
    )
  else if (live && readers.length > 0)
    problems.push(
      `${path} can be read by ${readers.join(', ')} (its ACL), and it holds the bank ` +
        `credentials. ${fix}`,
    )
  return { problems, notes: [] }
}

/**
 * The folder that holds the file, by its ACL: whoever can change the folder can replace the file
 * with one of theirs (as on POSIX). Reading the folder gives nothing away, so only writers count.
 */
export function windowsFolderTrust(folder: string, me: string, acl: AclReading): Trust {
  if (!acl.ok)
    return {
      problems: [],
      notes: [`the permissions of ${folder} could not be read (${acl.reason})`],
    }
  const { writers } = aclExposure(acl.entries, me)
  if (writers.length === 0) return { problems: [], notes: [] }
  return {
    problems: [
      `${folder}, the folder of the configuration file, can be changed by ${writers.join(', ')} ` +
        `(its ACL): they could replace the file. Fix: icacls "${folder}" /inheritance:r ` +
        `/grant:r "*${me}:(OI)(CI)F" (this account only; then run check again)`,
    ],
    notes: [],
  }
}

/** Why the configuration file at path may not be used, for this mode, on this host. */
export function fileTrust(path: string, live: boolean, host: TrustHost): Trust {
  if (host.platform !== 'win32') return posixTrust(path, live, host)
  const me = host.windowsSid ?? ''
  const file = windowsTrust(path, live, me, windowsAcl(path, host))
  const folder = win32.dirname(path)
  const held = windowsFolderTrust(folder, me, windowsAcl(folder, host))
  return { problems: [...file.problems, ...held.problems], notes: [...file.notes, ...held.notes] }
}
