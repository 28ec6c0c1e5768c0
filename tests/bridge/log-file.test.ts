// The log file of a bridge run as a service (bridge/log-file.ts): one private file a day in
// DATA_DIR/logs, the last 14 days kept, the lines exactly the redacted ones of bridge/log.ts,
// and never a write through a symlink.

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { log, registerSecrets, setLogSink } from '../../bridge/log.ts'
import { localDay, openDailyLogFile } from '../../bridge/log-file.ts'

const dirs: string[] = []
const logsDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-file-'))
  dirs.push(dir)
  return join(dir, 'logs')
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))
afterEach(() => setLogSink((line) => process.stdout.write(line + '\n')))

describe('openDailyLogFile', () => {
  it('writes each line to the day’s file, private to the account, in a private folder', () => {
    const dir = logsDir()
    const file = openDailyLogFile(dir, { now: () => new Date(2026, 10, 23, 10) })
    file.sink('{"a":1}')
    file.sink('{"a":2}')
    file.close()
    const path = join(dir, 'bridge-2026-11-23.log')
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n{"a":2}\n')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
  })

  it('starts a new file at midnight and keeps the last 14 days', () => {
    const dir = logsDir()
    mkdirSync(dir, { recursive: true })
    // Files of older days, as a bridge running for weeks leaves them, and one that is not a log.
    for (let day = 10; day <= 32; day++)
      writeFileSync(join(dir, `bridge-${localDay(new Date(2026, 9, day))}.log`), 'old\n')
    writeFileSync(join(dir, 'notes.txt'), 'kept')
    let now = new Date(2026, 10, 2, 23, 59)
    const file = openDailyLogFile(dir, { now: () => now })
    file.sink('before midnight')
    now = new Date(2026, 10, 3, 0, 1)
    file.sink('after midnight')
    file.close()
    expect(readFileSync(join(dir, 'bridge-2026-11-02.log'), 'utf8')).toBe('before midnight\n')
    expect(readFileSync(join(dir, 'bridge-2026-11-03.log'), 'utf8')).toBe('after midnight\n')
    const logs = readdirSync(dir)
      .filter((n) => n.endsWith('.log'))
      .sort()
    expect(logs).toHaveLength(14)
    expect(logs[0]).toBe('bridge-2026-10-21.log')
    expect(logs.at(-1)).toBe('bridge-2026-11-03.log')
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true)
  })

  it('does not write through a symlink planted as the day’s file', () => {
    const dir = logsDir()
    mkdirSync(dir, { recursive: true })
    const elsewhere = join(dir, '..', 'elsewhere.txt')
    writeFileSync(elsewhere, '')
    const now = new Date(2026, 10, 23, 10)
    symlinkSync(elsewhere, join(dir, `bridge-${localDay(now)}.log`))
    const errors: Error[] = []
    const file = openDailyLogFile(dir, { now: () => now, onError: (e) => errors.push(e) })
    file.sink('{"a":1}')
    expect(readFileSync(elsewhere, 'utf8')).toBe('')
    expect(errors.length).toBe(1)
  })

  it('holds the same redacted lines as the standard log: no secret, no PID block, no Aadhaar', () => {
    const dir = logsDir()
    const file = openDailyLogFile(dir)
    setLogSink(file.sink)
    registerSecrets(['log-file-secret-9f3k'])
    log('info', 'upstream said log-file-secret-9f3k', {
      aadhaar: '999900000000',
      echo: '<PidData><Data>abc</Data></PidData>',
      authorization: 'Basic xyz',
    })
    file.close()
    const text = readFileSync(file.currentFile(), 'utf8')
    expect(text).toContain('"msg":"upstream said [redacted]"')
    expect(text).not.toContain('log-file-secret-9f3k')
    expect(text).not.toContain('999900000000')
    expect(text).not.toContain('<PidData')
    expect(text).not.toContain('Basic xyz')
  })
})
