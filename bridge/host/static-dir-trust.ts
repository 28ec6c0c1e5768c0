// Whether the folder STATIC_DIR names may be served at the bridge's own origin (review V5): a page
// served there is same-origin with the API, so whoever can change a file in it can read the day
// book and start captures. It must belong to the account running the bridge or to an
// administrator (root), and be changeable by no one else: the folder, every file and folder in it,
// and every folder above it (one writable by others could swap the folder; a sticky one, /tmp,
// keeps each name to its owner). Windows: the folder's DACL by SID (windows-acl.ts), where only
// this account, SYSTEM, TrustedInstaller and Administrators may write.

import { lstatSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs'
import { dirname, join } from 'node:path'
import { STATIC_DIR_MAX_ENTRIES } from '../http/static.ts'
import { windowsAcl, type TrustHost } from './file-trust.ts'
import { aclExposure } from './windows-acl.ts'

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0')

/** Why this file or folder may not be served, or null. */
function entryProblem(path: string, stats: Stats, uid: number, above: boolean): string | null {
  if (stats.uid !== uid && stats.uid !== 0)
    return `${path} belongs to another account (uid ${stats.uid}), neither the one running the bridge (uid ${uid}) nor root`
  const sticky = above && (stats.mode & 0o1000) !== 0
  // A symbolic link's own mode is always 0777 and means nothing; its owner is what counts.
  if ((stats.mode & 0o022) !== 0 && !sticky && !stats.isSymbolicLink())
    return `${path} can be changed by other users (mode ${octal(stats.mode)})`
  return null
}

function posixProblem(root: string, uid: number): string | null {
  for (let folder = dirname(root); ; folder = dirname(folder)) {
    const problem = entryProblem(folder, statSync(folder), uid, true)
    if (problem !== null) return problem
    if (dirname(folder) === folder) break
  }
  const stack = [root]
  let seen = 0
  while (stack.length > 0) {
    const path = stack.pop()!
    // lstat: a link is judged by its own owner; static.ts never follows one out of the folder.
    const stats = path === root ? statSync(path) : lstatSync(path)
    const problem = entryProblem(path, stats, uid, false)
    if (problem !== null) return problem
    if (!stats.isDirectory()) continue
    for (const name of readdirSync(path)) {
      // The size limit is static.ts's to say; past it there is nothing to serve.
      if (++seen > STATIC_DIR_MAX_ENTRIES) return null
      stack.push(join(path, name))
    }
  }
  return null
}

function windowsProblem(root: string, host: TrustHost): string | null {
  const acl = windowsAcl(root, host)
  if (!acl.ok) return `the permissions of ${root} could not be read (${acl.reason})`
  const { writers } = aclExposure(acl.entries, host.windowsSid ?? '')
  return writers.length > 0 ? `${root} can be changed by ${writers.join(', ')} (its ACL)` : null
}

/** Why STATIC_DIR may not be served, as a sentence with its fix; null when it may. */
export function staticDirTrustProblem(staticDir: string | null, host: TrustHost): string | null {
  if (staticDir === null) return null
  let root: string
  try {
    root = realpathSync(staticDir)
  } catch {
    return null // a folder that is not there is static.ts's to say
  }
  const problem =
    host.platform === 'win32' ? windowsProblem(root, host) : posixProblem(root, host.uid)
  return problem === null
    ? null
    : `${problem}: whoever can change it could serve a page at the bridge's own origin, which ` +
        `reads the day book. Fix: point STATIC_DIR at a copy of the built app (dist) that only ` +
        `this account or an administrator can change`
}
