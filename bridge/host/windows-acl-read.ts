// Reading, on a real Windows, a file's DACL and the SID of the account running the bridge, both
// by stock tools run by absolute path (system-tool.ts) and both language-neutral: `icacls NAME
// /save FILE` writes SDDL (windows-acl.ts parses it), `whoami /user /fo csv /nh` prints
// "DOMAIN\user","S-1-5-21-..." where only the name is localized.
// Each is a process: about 50 ms on Windows, but seconds under Wine on a loaded machine. So the
// account's SID is read once per process (the account running a process does not change), and
// the async forms let a start read its files' DACLs side by side (file-trust.ts, readAhead).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { systemTool } from './system-tool.ts'

type Env = Record<string, string | undefined>
export type SavedAcl = { saved: Buffer } | { failed: string }

// node:child_process (and the dgram it loads) when a tool is run, on Windows: not at every start,
// before the bridge listens (BENCHMARKS.md, "The executable's start, stop 7").
const childProcess = () => process.getBuiltinModule('node:child_process')
const run = (file: string, args: string[], options: typeof TOOL) =>
  promisify(childProcess().execFile)(file, args, options)
const TOOL = { windowsHide: true, timeout: 15_000 } as const
const icaclsArgs = (path: string, file: string) => [path, '/save', file, '/Q']
const whoamiArgs = ['/user', '/fo', 'csv', '/nh']

function firstLine(error: unknown): string {
  const e = error as { stdout?: string | Buffer; stderr?: string | Buffer; message: string }
  const text = `${e.stdout ?? ''} ${e.stderr ?? ''}`.trim() || e.message
  return text.split(/\r?\n/)[0]!
}

/** What icacls saved in `file`; a tool that exits 0 and writes no file (Wine's icacls) saved none. */
function readSaved(file: string): SavedAcl {
  try {
    return { saved: readFileSync(file) }
  } catch {
    return { saved: Buffer.alloc(0) }
  }
}

/** The bytes `icacls PATH /save` writes for PATH (empty when it wrote nothing), or why it failed. */
export function savedAcl(env: Env, path: string): SavedAcl {
  const folder = mkdtempSync(join(tmpdir(), 'aeps-acl-'))
  const file = join(folder, 'acl')
  try {
    childProcess().execFileSync(systemTool(env, 'icacls.exe'), icaclsArgs(path, file), {
      ...TOOL,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return readSaved(file)
  } catch (error) {
    return { failed: firstLine(error) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** savedAcl without blocking, so that several are read at once. */
export async function savedAclAsync(env: Env, path: string): Promise<SavedAcl> {
  const folder = mkdtempSync(join(tmpdir(), 'aeps-acl-'))
  const file = join(folder, 'acl')
  try {
    await run(systemTool(env, 'icacls.exe'), icaclsArgs(path, file), TOOL)
    return readSaved(file)
  } catch (error) {
    return { failed: firstLine(error) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The SID at the end of `whoami /user /fo csv /nh`'s line; null when there is none. */
export function parseWhoamiSid(output: string): string | null {
  const match = /"(S-1-\d+(?:-\d+)+)"\s*$/i.exec(output.trim())
  return match ? match[1]!.toUpperCase() : null
}

/** This process's account's SID, once whoami gave it; a failure is asked again next time. */
let knownSid: string | null = null

/** The SID of the account running the bridge; null when whoami cannot say. */
export function currentUserSid(env: Env): string | null {
  if (knownSid !== null) return knownSid
  try {
    const output = childProcess().execFileSync(systemTool(env, 'whoami.exe'), whoamiArgs, {
      ...TOOL,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return (knownSid = parseWhoamiSid(output))
  } catch {
    return null
  }
}

/** currentUserSid without blocking. */
export async function currentUserSidAsync(env: Env): Promise<string | null> {
  if (knownSid !== null) return knownSid
  try {
    const { stdout } = await run(systemTool(env, 'whoami.exe'), whoamiArgs, TOOL)
    return (knownSid ??= parseWhoamiSid(stdout))
  } catch {
    return null
  }
}
