// The files the bridge ships with (package.json for its version, the bundled bank list, the built
// app): read from inside the single executable when it runs as one (Node's SEA assets, see
// scripts/package/), from the checkout otherwise. One lookup by the same relative names on both
// paths, so the sources and the executable run the same code (docs/developer-guide.md, "Where new
// work goes").

import { readFileSync, realpathSync } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import { join, relative as relativePath, resolve, sep } from 'node:path'
import { PROJECT_ROOT } from './config/index.ts'

interface SeaModule {
  isSea(): boolean
  getRawAsset(key: string): ArrayBuffer
  getAssetKeys?(): string[]
}

/** The same call in the ESM sources, the CJS bundle and the executable; no bundler rewrites it. */
function seaModule(): SeaModule | null {
  const sea = process.getBuiltinModule('node:sea') as SeaModule | undefined
  return sea?.isSea() ? sea : null
}

const sea = seaModule()

/** True inside the packaged executable (release/aeps-bridge-*). */
export const inExecutable = sea !== null

/** The prefix of the built app's files among the executable's assets (scripts/package/). */
export const APP_ASSET_PREFIX = 'dist/'

/**
 * A file shipped with the bridge, by its path relative to the project root (`package.json`,
 * `bridge/banks/bundled.json`). Throws when it is missing, as readFileSync does.
 */
export function requireShippedFile(name: string): string {
  if (sea) return Buffer.from(sea.getRawAsset(name)).toString('utf8')
  return readFileSync(resolve(PROJECT_ROOT, name), 'utf8')
}

/** The built app as files by relative path ('index.html', 'assets/x.js'); null when absent. */
export interface AppFiles {
  read(relative: string): Promise<Buffer | null>
}

/** The real path of a folder, or the path itself when it does not exist (yet). */
export function realOrSelf(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return resolve(path)
  }
}

/** Whether `inner` is `outer` or inside it. */
export function within(outer: string, inner: string): boolean {
  const rel = relativePath(outer, inner)
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-z]:/i.test(rel))
}

function folderFiles(root: string): AppFiles {
  return {
    async read(relative) {
      try {
        // By real path: a symlink that leads out of the folder is not the app's (docs/security.md
        // rule 11), and the file read is the one checked.
        const [realRoot, path] = await Promise.all([realpath(root), realpath(join(root, relative))])
        if (!within(realRoot, path)) return null
        if (!(await stat(path)).isFile()) return null
        return await readFile(path)
      } catch {
        // Missing, or removed by a rebuild between the two calls: the same answer.
        return null
      }
    },
  }
}

function embeddedFiles(source: SeaModule): AppFiles {
  return {
    async read(relative) {
      try {
        // getRawAsset gives a view of the executable's own memory: no copy, nothing to cache.
        return Buffer.from(source.getRawAsset(APP_ASSET_PREFIX + relative.split('\\').join('/')))
      } catch {
        return null
      }
    },
  }
}

/**
 * Where the bridge serves the app from. Inside the executable the default STATIC_DIR (dist/ of a
 * checkout that is not there) means the app built into it; a STATIC_DIR that names another folder
 * is served from disk, as from the sources.
 */
export function appFilesAt(root: string): AppFiles {
  if (sea && resolve(root) === resolve(PROJECT_ROOT, 'dist')) return embeddedFiles(sea)
  return folderFiles(root)
}
