// Reading, on a real Windows, a file's DACL and the SID of the account running the bridge, both
// by stock tools run by absolute path (system-tool.ts) and both language-neutral: `icacls NAME
// /save FILE` writes SDDL (windows-acl.ts parses it), `whoami /user /fo csv /nh` prints
// "DOMAIN\user","S-1-5-21-..." where only the name is localized.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { systemTool } from './system-tool.ts'

type Env = Record<string, string | undefined>

function firstLine(error: unknown): string {
  const e = error as { stdout?: string | Buffer; stderr?: string | Buffer; message: string }
  const text = `${e.stdout ?? ''} ${e.stderr ?? ''}`.trim() || e.message
  return text.split(/\r?\n/)[0]!
}

/** The bytes `icacls PATH /save` writes for PATH (empty when it wrote nothing), or why it failed. */
export function savedAcl(env: Env, path: string): { saved: Buffer } | { failed: string } {
  const folder = mkdtempSync(join(tmpdir(), 'aeps-acl-'))
  const file = join(folder, 'acl')
  try {
    execFileSync(systemTool(env, 'icacls.exe'), [path, '/save', file, '/Q'], {
      windowsHide: true,
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // A tool that exits 0 and writes no file (Wine's icacls) has saved no ACL.
    try {
      return { saved: readFileSync(file) }
    } catch {
      return { saved: Buffer.alloc(0) }
    }
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

/** The SID of the account running the bridge; null when whoami cannot say. */
export function currentUserSid(env: Env): string | null {
  try {
    const output = execFileSync(systemTool(env, 'whoami.exe'), ['/user', '/fo', 'csv', '/nh'], {
      encoding: 'utf8',
      windowsHide: true,
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return parseWhoamiSid(output)
  } catch {
    return null
  }
}
