// Windows' half of "the desk runs only what IT installed" (security review
// 2026-11-29 P1): a build the `current` pointer names runs only when no one but SYSTEM, the
// machine's Administrators and TrustedInstaller can change it. Each of the executable, its build
// folder, versions\ and the install root is judged by its DACL, as `icacls NAME /save` writes it
// (bridge/host/windows-acl.ts), by SID, the same in every Windows language. The account running
// the desk is no exception (unlike its own settings file): a merchant who can change the build can
// run anything as the desk at the next log-on. A DACL that cannot be read refuses the build: the
// desk keeps the build it runs, which IT installed.
// Not read: the owner (icacls /save does not write it). An owner's implicit right to change the
// DACL is therefore not seen; a user can own a folder in the tree only by creating it, which needs
// a write right on its parent, which this rule refuses.

import { windowsAcl, type TrustHost } from '../host/file-trust.ts'
import { aclExposure, principalName } from '../host/windows-acl.ts'

/**
 * The account running the desk named as such: the log masks a SID's long run of digits, and the
 * words still tell IT whose right it is.
 */
const named = (host: TrustHost) => (writer: string) =>
  host.windowsSid !== null && writer === principalName(host.windowsSid)
    ? `the account running this desk, ${writer}`
    : writer

/** Why the build at these paths (the executable first, the install root last) must not run, or null. */
export function windowsBuildAclProblem(paths: string[], host: TrustHost): string | null {
  for (const path of paths) {
    const acl = windowsAcl(path, host)
    if (!acl.ok) return `the permissions of ${path} could not be read (${acl.reason})`
    // No account of the desk's own is trusted here: '' matches no SID.
    const { writers } = aclExposure(acl.entries, '')
    if (writers.length > 0)
      return `${path} can be changed by ${writers.map(named(host)).join(', ')} (its ACL): only administrators may`
  }
  return null
}
