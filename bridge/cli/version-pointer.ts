// The MSI's layout on Windows, which lets an upgrade take effect in the merchant's session
// (docs/install.md, "Upgrading and removing, without losing an enquiry"):
//
//   <INSTALLFOLDER>\current                                  one line: the build that runs now
//   <INSTALLFOLDER>\versions\<version>+<build>\<the .exe files>
//
// Each build has a folder of its own, because Windows cannot overwrite an .exe that is running:
// the new MSI writes its files beside the old ones, which go when nothing runs them any more
// (at once, or at the next reboot). `current` names the new build's windowless executable,
// relative to INSTALLFOLDER; the running supervisor reads it (version-handover.ts) and hands over.
// The packager (scripts/package/msi.ts) writes it with pointerText; the supervisor reads it with
// readPointer. Reading never locks the file: libuv opens it with every share mode, so Windows
// Installer can remove and replace it while a supervisor looks.

import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'

export const VERSIONS_FOLDER = 'versions'
export const POINTER_FILE = 'current'

/** Where the running executable sits in the versioned layout, or null outside it. */
export interface VersionedLayout {
  /** INSTALLFOLDER */
  root: string
  /** INSTALLFOLDER\current */
  pointer: string
}

type PathApi = Pick<typeof path, 'basename' | 'dirname' | 'join'>

/** The build's folder name: the release's version (build metadata dropped) and a build id. */
export function buildFolderName(version: string, buildId: string): string {
  return `${version.replace(/\+.*$/, '')}+${buildId}`
}

/** The pointer file's text for a build: the relative path of its windowless executable. */
export function pointerText(buildFolder: string, executable: string): string {
  return `${VERSIONS_FOLDER}\\${buildFolder}\\${executable}\r\n`
}

/** The layout an executable at `execPath` belongs to, when it runs from versions\<build>\. */
export function versionedLayout(execPath: string, api: PathApi = path): VersionedLayout | null {
  const buildFolder = api.dirname(execPath)
  const versions = api.dirname(buildFolder)
  if (api.basename(versions).toLowerCase() !== VERSIONS_FOLDER) return null
  const root = api.dirname(versions)
  return { root, pointer: api.join(root, POINTER_FILE) }
}

/**
 * The executable the pointer names, as an absolute path, or null when there is no usable pointer:
 * missing (an upgrade between its removal and its install, or an uninstall), unreadable, or not
 * of the one shape the MSI writes (versions\<build>\<name>, nothing climbing out).
 */
export function pointedExecutable(
  layout: VersionedLayout,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
  api: PathApi = path,
): string | null {
  let text: string
  try {
    text = read(layout.pointer)
  } catch {
    return null
  }
  const line = text.split(/\r?\n/)[0]!.trim()
  const parts = line.split(/[\\/]/)
  const [versions, build, name] = parts
  if (parts.length !== 3 || versions!.toLowerCase() !== VERSIONS_FOLDER) return null
  for (const part of [build!, name!])
    if (part === '' || part === '.' || part === '..' || /[:<>"|?*]/.test(part)) return null
  return api.join(layout.root, VERSIONS_FOLDER, build!, name!)
}

/** Whether two paths name one file: the same final path (short names and case resolved). */
export function sameExecutable(a: string, b: string): boolean {
  const final = (p: string) => {
    try {
      return realpathSync.native(p)
    } catch {
      return p
    }
  }
  const [x, y] = [final(a), final(b)]
  return process.platform === 'win32' ? x.toLowerCase() === y.toLowerCase() : x === y
}
