// `settings write`: how IT's tools deliver each merchant's provider secret (IT review F2). An
// Intune or SCCM script run as the logged-on user, a GPO logon script, or Ansible with
// `become_user` pipes KEY=value lines into it from their secret store; it writes them into that
// account's settings file, keeping the file's other lines, and judges the file as a live start
// would (file-trust.ts). Standard input, not arguments or MSI properties: a command line is seen
// by every process of the machine and Windows Installer logs its properties. Nothing it prints
// holds a value, only the names of the settings written.
// The file is written whole to a temporary name beside it and renamed over it, so a desk never
// starts on half a file; on POSIX the folder is made 0700 and the file 0600, and on Windows the
// file takes the ACL of the account's own %LOCALAPPDATA% folder (the account, SYSTEM and
// Administrators), which the judgement then reads back.

import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseEnv } from 'node:util'
import { fileTrust, realTrustHost, type TrustHost } from '../host/file-trust.ts'
import { KNOWN_SETTINGS } from './config-file.ts'

export interface SettingsWritten {
  path: string
  /** The names written, in alphabetical order; never their values. */
  keys: string[]
  /** Why a live start would refuse the file (empty when it would use it). */
  problems: string[]
}

export class SettingsInputError extends Error {
  override name = 'SettingsInputError'
}

/** The settings of `text` (KEY=value lines), refused whole when one key is not a bridge setting. */
export function readSettingsInput(text: string): Record<string, string> {
  const values = parseEnv(text.replace(/^\uFEFF/, '')) as Record<string, string>
  const known = new Set<string>(KNOWN_SETTINGS)
  const unknown = Object.keys(values).filter((key) => !known.has(key))
  if (unknown.length > 0)
    throw new SettingsInputError(`not a setting of the bridge: ${unknown.join(', ')}`)
  const keys = Object.keys(values)
  if (keys.length === 0) throw new SettingsInputError('no KEY=value line on standard input')
  for (const key of keys) {
    const value = values[key]!
    if (/[\r\n]/.test(value)) throw new SettingsInputError(`${key}: a value is one line`)
    if (value.includes("'") && /["\\]/.test(value))
      throw new SettingsInputError(`${key}: a value holds a ' with a " or a \\`)
  }
  return values
}

/** One KEY=value line that parseEnv reads back to the same value. */
export function settingLine(key: string, value: string): string {
  if (/^[\w./:@,+-]*$/.test(value)) return `${key}=${value}`
  // Double quotes expand \n in parseEnv, single quotes keep every character as written.
  return value.includes("'") ? `${key}="${value}"` : `${key}='${value}'`
}

/** The file's lines without those that set one of `keys` (comments and other settings stay). */
function keptLines(text: string, keys: readonly string[]): string[] {
  const setting = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => !keys.includes(setting.exec(line)?.[1] ?? ''))
}

function readIfThere(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ''
    throw error
  }
}

/** Writes `values` into the settings file at `path` and judges it as a live start would. */
export function writeSettings(
  path: string,
  values: Record<string, string>,
  host: TrustHost = realTrustHost(),
): SettingsWritten {
  const keys = Object.keys(values).sort()
  const posix = host.platform !== 'win32'
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  const lines = keptLines(readIfThere(path), keys)
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  lines.push(...keys.map((key) => settingLine(key, values[key]!)))
  const temporary = `${path}.${process.pid}.new`
  const fd = openSync(temporary, 'wx', 0o600)
  try {
    writeSync(fd, lines.join(posix ? '\n' : '\r\n') + (posix ? '\n' : '\r\n'))
  } finally {
    closeSync(fd)
  }
  try {
    if (posix) chmodSync(temporary, 0o600)
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
  return { path, keys, problems: fileTrust(path, true, host).problems }
}
