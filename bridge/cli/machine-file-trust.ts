// Whether the machine-wide settings file may be used: it is IT's, so it must belong to root or
// an administrator (or this account) and be changeable by no one else, the file and its folder;
// and one that holds a secret must be readable by no other account (POSIX: no "other" read bit;
// Windows: no reader but SYSTEM, Administrators, this account). docs/security.md, "The API secret
// at rest", says why the secret belongs in each merchant's own file instead.

import { statSync } from 'node:fs'
import { dirname, win32 } from 'node:path'
import type { ConfigFile } from './config-file.ts'
import { windowsAcl, type TrustHost } from '../host/file-trust.ts'
import { SECRET_SETTINGS } from './machine-settings.ts'
import { aclExposure } from '../host/windows-acl.ts'

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0')

/**
 * Windows: the file's DACL, and its folder's (whoever can change the folder can replace the file),
 * as `icacls /save` writes them. Writers besides SYSTEM, Administrators and TrustedInstaller refuse
 * it; readers besides those and this account refuse it only when it holds a secret. A DACL that
 * cannot be read refuses it, in both modes: the file sets what every account's bridge does.
 */
function windowsMachineFileTrust(path: string, holdsSecret: boolean, host: TrustHost): string[] {
  const me = host.windowsSid ?? ''
  const folder = win32.dirname(path)
  const fix =
    `icacls "${folder}" /inheritance:r /grant:r "*S-1-5-18:(OI)(CI)F" ` +
    `"*S-1-5-32-544:(OI)(CI)F" "*S-1-5-32-545:(OI)(CI)RX" /T`
  const problems: string[] = []
  const acl = windowsAcl(path, host)
  if (!acl.ok)
    return [`the permissions of ${path} could not be read (${acl.reason}): run icacls "${path}"`]
  const { readers, writers } = aclExposure(acl.entries, me)
  if (writers.length > 0)
    problems.push(
      `${path} can be changed by ${writers.join(', ')}: only administrators may. Fix: ${fix}`,
    )
  else if (holdsSecret && readers.length > 0)
    problems.push(
      `${path} holds a secret and can be read by ${readers.join(', ')}: keep AEPS_SECRET ` +
        `and MERCHANT_PAN in each merchant's own file`,
    )
  const held = windowsAcl(folder, host)
  if (!held.ok)
    problems.push(
      `the permissions of ${folder} could not be read (${held.reason}): run icacls "${folder}"`,
    )
  else {
    const folderWriters = aclExposure(held.entries, me).writers
    if (folderWriters.length > 0)
      problems.push(
        `${folder}, the folder of the machine-wide settings, can be changed by ` +
          `${folderWriters.join(', ')}: they could replace the file. Fix: ${fix}`,
      )
  }
  return problems
}

/** Why the machine file may not be used, on this host. */
export function machineFileTrust(file: ConfigFile, host: TrustHost): string[] {
  const holdsSecret = Object.keys(file.values).some(
    (key) => SECRET_SETTINGS.has(key) && file.values[key] !== '',
  )
  if (host.platform === 'win32') return windowsMachineFileTrust(file.path, holdsSecret, host)
  const problems: string[] = []
  for (const path of [file.path, dirname(file.path)]) {
    const stats = statSync(path)
    if (stats.uid !== 0 && stats.uid !== host.uid)
      problems.push(`${path} belongs to uid ${stats.uid}: it must be root's (chown root:root)`)
    else if ((stats.mode & 0o022) !== 0)
      problems.push(
        `${path} can be changed by other users (mode ${octal(stats.mode)}): chmod go-w ${path}`,
      )
  }
  if (holdsSecret && (statSync(file.path).mode & 0o004) !== 0)
    problems.push(
      `${file.path} holds a secret and every account can read it: keep AEPS_SECRET and ` +
        `MERCHANT_PAN in each merchant's own file, or chmod o-r ${file.path}`,
    )
  return problems
}
