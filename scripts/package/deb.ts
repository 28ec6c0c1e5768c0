// The .deb for Ubuntu and Debian laptops, made by deb.sh with Debian's own dpkg-deb from the
// release's Linux executable. Built wherever dpkg-deb is (ensure-tools.sh installs it on Debian
// and Ubuntu); a build machine without it (another distribution) skips the package and says so.

import { execFileSync, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { ROOT } from './runtimes.ts'

export function canBuildDeb(): boolean {
  return spawnSync('dpkg-deb', ['--version'], { stdio: 'ignore' }).status === 0
}

/** Builds the package beside the executable and returns its path. */
export function buildDeb(linuxExecutable: string): string {
  return execFileSync(
    'bash',
    [join(ROOT, 'scripts', 'package', 'deb.sh'), linuxExecutable, dirname(linuxExecutable)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim()
}
