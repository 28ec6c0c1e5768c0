// One bridge per DATA_DIR: a second one (started by mistake) would read, purge and rename the
// journal under the first one's feet. The lock file holds the owner's pid; a lock whose process is
// gone (the bridge was killed) is stale and taken over.

import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface DataDirLock {
  release(): void
}

export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, 'bridge.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx', mode: 0o600 })
      return { release: () => rmSync(path, { force: true }) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(path, 'utf8').trim())
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new Error(`DATA_DIR ${dataDir} is in use by another running bridge (pid ${owner})`)
      }
      rmSync(path, { force: true })
    }
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take the lock`)
}
