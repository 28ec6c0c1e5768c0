// A journal that cannot open for its disk is not a configuration error: a full disk, an I/O
// error and too little space for an import become a JournalDiskError (exit 75); a locked or
// misplaced DATA_DIR stays a configuration matter.

import { describe, expect, it } from 'vitest'
import { DiskSpaceError } from '../../../bridge/journal/import-space.ts'
import { diskErrorOf, JournalDiskError } from '../../../bridge/journal/journal-disk-error.ts'

const sqlite = (errcode: number, message: string) =>
  Object.assign(new Error(message), { code: 'ERR_SQLITE_ERROR', errcode })

describe('a journal that cannot open', () => {
  it('is a disk error for SQLITE_FULL, an I/O error, ENOSPC and too little space to import', () => {
    for (const error of [
      sqlite(13, 'database or disk is full'),
      sqlite(778, 'disk I/O error'),
      Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }),
    ]) {
      const disk = diskErrorOf(error)
      expect(disk).toBeInstanceOf(JournalDiskError)
      expect(disk?.message).toBe(`DATA_DIR: ${error.message}`)
    }
    const space = new DiskSpaceError('it needs 100 bytes free', 100, 5)
    expect(diskErrorOf(space)?.message).toBe('it needs 100 bytes free')
  })

  it('is not a disk error for a locked folder, a newer journal or permissions', () => {
    expect(diskErrorOf(new Error('journal.db is in use by another running bridge'))).toBeNull()
    expect(diskErrorOf(Object.assign(new Error('denied'), { code: 'EACCES' }))).toBeNull()
    expect(diskErrorOf(sqlite(8, 'attempt to write a readonly database'))).toBeNull()
  })
})
