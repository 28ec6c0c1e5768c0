// The previous release's Linux executable, for the upgrade test: built from the
// commit it was released from, so the test upgrades from the file IT really has, journal format
// and all, rather than from a fixture that would age silently. The tree comes out of git with
// `git archive` (no worktree left registered), uses this checkout's node_modules, and is built
// once into build/previous-release/; later runs reuse it.
// A shallow clone lacks the commit: `git fetch --depth=1 origin <commit>` brings it.

import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './runtimes.ts'

/** 1.0.0, the release the IT review of 2026-11-25 rolled out (docs/install.md, "Upgrading and removing, without losing an enquiry"). */
export const PREVIOUS_RELEASE = {
  version: '1.0.0',
  commit: '8e5bfa2798824e9a584b432de38996d1417e8f7f',
} as const

export function ensurePreviousRelease(): string {
  const dir = join(ROOT, 'build', 'previous-release', PREVIOUS_RELEASE.commit)
  // The name that release's own build gave its file, before the names carried the version.
  const executable = join(dir, 'release', 'aeps-bridge-linux-x64')
  if (existsSync(executable)) return executable
  const building = dir + '.partial'
  rmSync(building, { recursive: true, force: true })
  mkdirSync(building, { recursive: true })
  try {
    execFileSync('git', ['cat-file', '-e', `${PREVIOUS_RELEASE.commit}^{commit}`], { cwd: ROOT })
  } catch {
    throw new Error(
      `commit ${PREVIOUS_RELEASE.commit} (release ${PREVIOUS_RELEASE.version}) is not in this ` +
        `clone: git fetch --depth=1 origin ${PREVIOUS_RELEASE.commit}`,
    )
  }
  const archive = execFileSync('git', ['archive', '--format=tar', PREVIOUS_RELEASE.commit], {
    cwd: ROOT,
    maxBuffer: 512 * 1024 * 1024,
  })
  execFileSync('tar', ['-x', '-C', building], { input: archive })
  symlinkSync(join(ROOT, 'node_modules'), join(building, 'node_modules'))
  process.stderr.write(
    `building release ${PREVIOUS_RELEASE.version} from ${PREVIOUS_RELEASE.commit}\n`,
  )
  // Its own build script, Linux only: the Windows file is not needed to test an upgrade here.
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "await (await import('./scripts/package/build.ts')).buildRelease(['linux-x64'])",
    ],
    { cwd: building, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  rmSync(dir, { recursive: true, force: true })
  renameSync(building, dir)
  return executable
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensurePreviousRelease())
