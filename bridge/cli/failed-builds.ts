// Builds that failed a hand-over (version-handover.ts): the old build took back, and the pointer
// still names the failed one. Without a mark, the next read of the pointer would hand over again,
// and the desk would go down and come back every minute, for good. The mark is a file in the account's data folder, so it outlives a restart of the
// supervisor (a log-on, a reboot); a build is named by its executable's real path, and every build
// the MSI installs has a folder of its own (versions\<version>+<build id>\), so a fixed build IT
// pushes later is a new name and is tried.

import { readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const FAILED_BUILDS_FILE = 'failed-builds.json'

interface FailedBuild {
  executable: string
  reason: string
  at: string
}

function realPath(executable: string): string {
  try {
    return realpathSync.native(executable)
  } catch {
    return executable
  }
}

function readAll(dataDir: string): FailedBuild[] {
  try {
    const list = JSON.parse(readFileSync(path.join(dataDir, FAILED_BUILDS_FILE), 'utf8')) as unknown
    return Array.isArray(list) ? (list as FailedBuild[]) : []
  } catch {
    return []
  }
}

/** The reason the build failed a hand-over before, or null when it never did. */
export function failedBefore(dataDir: string, executable: string): string | null {
  const real = realPath(executable)
  return readAll(dataDir).find((b) => b.executable === real)?.reason ?? null
}

/** Marks the build as failed (the last 20 kept: a machine sees a few builds a year). */
export function markFailed(dataDir: string, executable: string, reason: string): void {
  const real = realPath(executable)
  const list = readAll(dataDir).filter((b) => b.executable !== real)
  list.push({ executable: real, reason, at: new Date().toISOString() })
  const file = path.join(dataDir, FAILED_BUILDS_FILE)
  writeFileSync(`${file}.partial`, JSON.stringify(list.slice(-20), null, 2) + '\n')
  renameSync(`${file}.partial`, file)
}
