// Before the Windows suite: the release's own executables (npm run package builds them when they
// are missing) and the Debian 13 root with Wine 10 that runs them (scripts/debian13-root.sh).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { RELEASE_EXE, RELEASE_WINDOWLESS_EXE } from './wine.ts'

const PROJECT = join(import.meta.dirname, '..', '..')

export default function setup(): void {
  if (!existsSync(RELEASE_EXE) || !existsSync(RELEASE_WINDOWLESS_EXE))
    execFileSync('npm', ['run', 'package'], { cwd: PROJECT, stdio: 'inherit' })
  execFileSync(join(PROJECT, 'scripts', 'debian13-root.sh'), { stdio: 'inherit' })
}
