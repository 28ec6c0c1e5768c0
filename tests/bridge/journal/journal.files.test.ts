// docs/security.md rule 11 and issue 16 item 5: DATA_DIR is 0700 and the journal 0600 at every
// start, and no journal file is opened through a symlink (the write-ahead log and the lock
// included).

import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Journal } from '../../../bridge/journal/journal.ts'
import { sqliteStorage } from '../../../bridge/journal/storage.ts'
import { journalRoot, record } from '../../fixtures/journal-fixtures.ts'

const h = journalRoot()

describe.runIf(process.platform !== 'win32')('the journal’s files', () => {
  it('tightens a loose DATA_DIR to 0700 and a loose journal to 0600 at start', async () => {
    const first = await h.open()
    await first.write(record())
    await first.close()
    h.journals.length = 0
    chmodSync(h.dir, 0o755)
    chmodSync(h.file(), 0o644)
    const journal = await h.open()
    expect(statSync(h.dir).mode & 0o777).toBe(0o700)
    expect(statSync(h.file()).mode & 0o777).toBe(0o600)
    expect(journal.size).toBe(1)
  })

  it('refuses to start, naming DATA_DIR, when the folder cannot be made private', async () => {
    chmodSync(h.dir, 0o755)
    const storage = {
      ...sqliteStorage,
      chmod: () => {
        throw Object.assign(new Error('EPERM: injected by the test'), { code: 'EPERM' })
      },
    }
    const journal = new Journal({ dataDir: h.dir, retentionDays: 90, storage })
    await expect(journal.open()).rejects.toThrow(/DATA_DIR .* is open to other users \(mode 755\)/)
  })

  it('refuses a journal file that is a symlink, and leaves its target alone', async () => {
    const target = join(h.dir, 'elsewhere.txt')
    writeFileSync(target, 'not yours\n')
    symlinkSync(target, h.file())
    const journal = new Journal({ dataDir: h.dir, retentionDays: 90 })
    await expect(journal.open()).rejects.toThrow(/symbolic link/)
    expect(readFileSync(target, 'utf8')).toBe('not yours\n')
  })

  it('does not follow a symlink planted as the write-ahead log', async () => {
    const first = await h.open()
    await first.write(record())
    await first.close()
    h.journals.length = 0
    const target = join(h.dir, 'victim.txt')
    writeFileSync(target, 'keep me\n')
    symlinkSync(target, h.file() + '-wal')
    const journal = new Journal({ dataDir: h.dir, retentionDays: 90 })
    await expect(journal.open()).rejects.toThrow(/symbolic link/)
    expect(readFileSync(target, 'utf8')).toBe('keep me\n')
  })

  it('does not follow a symlink planted as the lock', async () => {
    const target = join(h.dir, 'victim.txt')
    writeFileSync(target, 'keep me\n')
    symlinkSync(target, join(h.dir, 'bridge.lock'))
    await h.open()
    expect(readFileSync(target, 'utf8')).toBe('keep me\n')
    expect(JSON.parse(readFileSync(join(h.dir, 'bridge.lock'), 'utf8')).pid).toBe(process.pid)
  })

  it('refuses a DATA_DIR that is a file', async () => {
    const file = join(h.dir, 'file')
    writeFileSync(file, '')
    const journal = new Journal({ dataDir: file, retentionDays: 90 })
    await expect(journal.open()).rejects.toThrow()
    mkdirSync(join(h.dir, 'ok'))
  })
})
