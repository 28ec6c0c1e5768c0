// The .deb as the release suite builds it (scripts/package/deb.sh, a given Debian version) and dpkg
// working on a Debian root of its own (dpkg --root), its database a copy of this system's so that
// libc6 and the rest count as installed. Maintainer scripts run outside the root
// (--force-script-chrootless) with DPKG_ROOT set, as dpkg does for a root it is not running in.

import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
export const LINUX_EXE = join(ROOT, 'release', 'aeps-bridge-linux-x64')

/** The .deb of the release's Linux executable, as Debian version `version`, built into `dir`. */
export function buildDeb(version: string, dir: string): string {
  return execFileSync(
    'bash',
    [join(ROOT, 'scripts/package/deb.sh'), LINUX_EXE, join(dir, version)],
    {
      env: { ...process.env, DEB_VERSION: version },
      encoding: 'utf8',
    },
  ).trim()
}

/** dpkg on the root at `where`; throws with dpkg's own words when it fails. */
export function dpkgIn(where: string) {
  const db = join(where, 'var', 'lib', 'dpkg')
  mkdirSync(join(db, 'info'), { recursive: true })
  mkdirSync(join(db, 'updates'), { recursive: true })
  if (!existsSync(join(db, 'status'))) cpSync('/var/lib/dpkg/status', join(db, 'status'))
  return (...args: string[]) => {
    const r = spawnSync(
      'dpkg',
      [`--root=${where}`, `--admindir=${db}`, '--force-script-chrootless', ...args],
      { encoding: 'utf8', env: { ...process.env, DPKG_ROOT: where } },
    )
    if (r.status !== 0) throw new Error(`dpkg ${args.join(' ')}: ${r.stderr}`)
    return r.stdout
  }
}
