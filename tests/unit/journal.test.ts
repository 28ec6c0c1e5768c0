import { spawn } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import { AppendLog } from '../../bridge/journal/append-log.ts'
import { Journal } from '../../bridge/journal/journal.ts'
import { lockDataDir } from '../../bridge/journal/lock.ts'

const readProcStat = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return ''
  }
}
import { setLogSink } from '../../bridge/log.ts'

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-06-15T10:00:00Z')

let dir: string
let journals: Journal[]

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'aeps-journal-'))
  journals = []
  setLogSink(() => {})
})

afterEach(async () => {
  for (const journal of journals) await journal.close()
  rmSync(dir, { recursive: true, force: true })
})

async function openJournal(options: { retentionDays?: number; now?: Date } = {}): Promise<Journal> {
  const journal = new Journal({
    dataDir: dir,
    retentionDays: options.retentionDays ?? 90,
    now: () => options.now ?? NOW,
  })
  await journal.open()
  journals.push(journal)
  return journal
}

async function reopen(
  journal: Journal,
  options: { retentionDays?: number; now?: Date } = {},
): Promise<Journal> {
  await journal.close()
  journals = journals.filter((j) => j !== journal)
  return openJournal(options)
}

let sequence = 0
function record(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  sequence++
  const startedAt =
    overrides.startedAt ?? new Date(NOW.getTime() - 60_000 + sequence * 1000).toISOString()
  return {
    id: `tx-${String(sequence).padStart(4, '0')}`,
    operation: 'balance-enquiry',
    startedAt,
    finishedAt: startedAt,
    merchantLoginId: 'MER001',
    aadhaarMasked: 'XXXXXXXX0124',
    mobileMasked: 'XXXXXX3210',
    bankiin: '607094',
    bankName: 'State Bank of India',
    outcome: 'success',
    code: '0x0200',
    status: 'SUCCESS',
    message: '000: Balance fetched successfully.',
    displayMessage: 'Balance fetched successfully.',
    guidance: 'Show the customer.',
    errorCode: null,
    rrn: '512345678901',
    stanNo: '123456',
    clientRefNo: 'CR1',
    transactionDateTime: '2026-06-15 15:30:00',
    availableBalance: '1000',
    consent: true,
    locationSource: 'shop',
    ...overrides,
  }
}

const journalFile = () => join(dir, 'journal.jsonl')
const fileLines = () => readFileSync(journalFile(), 'utf8').split('\n').filter(Boolean)

describe('Journal', () => {
  it('writes a record to disk before write() resolves', async () => {
    const journal = await openJournal()
    const tx = record()
    await journal.write(tx)
    expect(fileLines().map((line) => JSON.parse(line))).toEqual([tx])
  })

  it('keeps the file private to the user', async () => {
    const journal = await openJournal()
    await journal.write(record())
    expect(statSync(journalFile()).mode & 0o077).toBe(0)
  })

  it('gets a record by id, with its statement entries, and nothing for an unknown id', async () => {
    const journal = await openJournal()
    const entries = [
      {
        date: '09/30',
        isoDate: '2025-09-30',
        txnType: 'Cr',
        direction: 'credit' as const,
        amount: '1.0',
        amountValue: 1,
        narration: 'Int.Pd',
        rawNarration: ' Int.Pd ',
      },
    ]
    const tx = record({ operation: 'mini-statement', entries })
    await journal.write(tx)
    expect(journal.get(tx.id)).toEqual(tx)
    expect(journal.get('nope')).toBeUndefined()
  })

  it('hands out copies that cannot change the journal', async () => {
    const journal = await openJournal()
    const tx = record()
    await journal.write(tx)
    tx.outcome = 'failure'
    const copy = journal.get(tx.id)!
    copy.outcome = 'pending'
    expect(journal.get(tx.id)?.outcome).toBe('success')
  })

  it('lists newest first, up to the limit, with an entry count instead of the entries', async () => {
    const journal = await openJournal()
    const older = record({ startedAt: '2026-06-15T09:00:00.000Z' })
    const newest = record({
      startedAt: '2026-06-15T09:30:00.000Z',
      operation: 'mini-statement',
      entries: [],
    })
    const middle = record({ startedAt: '2026-06-15T09:10:00.000Z' })
    for (const tx of [older, newest, middle]) await journal.write(tx)
    const listed = journal.list(50)
    expect(listed.map((t) => t.id)).toEqual([newest.id, middle.id, older.id])
    expect(listed[0]).not.toHaveProperty('entries')
    expect(listed[0]?.entryCount).toBe(0)
    expect(listed[1]?.entryCount).toBeNull()
    expect(journal.list(2).map((t) => t.id)).toEqual([newest.id, middle.id])
  })

  it('keeps the last snapshot of a record written twice', async () => {
    const journal = await openJournal()
    const tx = record({ finishedAt: null, outcome: 'unknown', code: null, status: null })
    await journal.write(tx)
    await journal.write({
      ...tx,
      finishedAt: NOW.toISOString(),
      outcome: 'failure',
      code: '0x0202',
    })
    expect(journal.size).toBe(1)
    expect(journal.get(tx.id)?.outcome).toBe('failure')
    const again = await reopen(journal)
    expect(again.get(tx.id)).toMatchObject({ outcome: 'failure', code: '0x0202', errorCode: null })
  })

  it('reads every record back after a restart', async () => {
    const journal = await openJournal()
    const written = [
      record(),
      record({ outcome: 'pending' }),
      record({ operation: 'mini-statement' }),
    ]
    for (const tx of written) await journal.write(tx)
    const again = await reopen(journal)
    for (const tx of written) expect(again.get(tx.id)).toEqual(tx)
  })

  it('reads an attempt that never finished as unknown / INTERRUPTED', async () => {
    const journal = await openJournal()
    const tx = record({
      finishedAt: null,
      outcome: 'unknown',
      code: null,
      status: null,
      message: null,
    })
    await journal.write(tx)
    const again = await reopen(journal)
    expect(again.get(tx.id)).toMatchObject({
      outcome: 'unknown',
      errorCode: 'INTERRUPTED',
      finishedAt: null,
    })
    expect(again.get(tx.id)?.guidance).toMatch(/Do not retry/)
  })

  it('writes concurrent records without losing or mixing any', async () => {
    const journal = await openJournal()
    const many = Array.from({ length: 50 }, () => record())
    await Promise.all(many.map((tx) => journal.write(tx)))
    expect(fileLines()).toHaveLength(50)
    const again = await reopen(journal)
    expect(again.size).toBe(50)
  })

  it('recovers from a torn last line: cuts it off and appends after it', async () => {
    const journal = await openJournal()
    const kept = record()
    await journal.write(kept)
    await journal.close()
    journals = []
    appendFileSync(journalFile(), '{"id":"torn","operation":"bal')
    const again = await openJournal()
    expect(again.size).toBe(1)
    expect(again.get('torn')).toBeUndefined()
    const next = record()
    await again.write(next)
    const lines = fileLines()
    expect(lines).toHaveLength(2)
    expect(lines.map((line) => JSON.parse(line).id)).toEqual([kept.id, next.id])
  })

  it('skips a corrupt complete line and logs that it did', async () => {
    const logged: string[] = []
    setLogSink((line) => logged.push(line))
    const good = record()
    writeFileSync(journalFile(), 'not json\n' + JSON.stringify(good) + '\n')
    const journal = await openJournal()
    expect(journal.size).toBe(1)
    expect(journal.get(good.id)).toEqual(good)
    expect(logged.some((line) => line.includes('journal lines skipped'))).toBe(true)
  })

  it('purges records older than a number of days and keeps the rest on disk', async () => {
    const journal = await openJournal()
    const old = record({ startedAt: new Date(NOW.getTime() - 10 * DAY).toISOString() })
    const recent = record({ startedAt: new Date(NOW.getTime() - 2 * DAY).toISOString() })
    await journal.write(old)
    await journal.write(recent)
    expect(await journal.purgeOlderThan(5)).toEqual({ removed: 1, remaining: 1 })
    expect(journal.get(old.id)).toBeUndefined()
    expect(fileLines().map((line) => JSON.parse(line).id)).toEqual([recent.id])
    // Appends after a rewrite land in the new file.
    const after = record()
    await journal.write(after)
    const again = await reopen(journal)
    expect(
      again
        .list(10)
        .map((t) => t.id)
        .sort(),
    ).toEqual([recent.id, after.id].sort())
  })

  it('purges every record with 0 days', async () => {
    const journal = await openJournal()
    await journal.write(record())
    await journal.write(record())
    expect(await journal.purgeOlderThan(0)).toEqual({ removed: 2, remaining: 0 })
    expect(fileLines()).toEqual([])
  })

  it('reports nothing removed and leaves the file alone when nothing is old enough', async () => {
    const journal = await openJournal()
    await journal.write(record())
    const before = readFileSync(journalFile(), 'utf8')
    expect(await journal.purgeOlderThan(30)).toEqual({ removed: 0, remaining: 1 })
    expect(readFileSync(journalFile(), 'utf8')).toBe(before)
  })

  it('drops records past the retention period when it opens', async () => {
    const journal = await openJournal({ retentionDays: 90 })
    const expired = record({ startedAt: new Date(NOW.getTime() - 91 * DAY).toISOString() })
    const kept = record({ startedAt: new Date(NOW.getTime() - 89 * DAY).toISOString() })
    await journal.write(expired)
    await journal.write(kept)
    const again = await reopen(journal, { retentionDays: 90 })
    expect(again.get(expired.id)).toBeUndefined()
    expect(again.get(kept.id)).toEqual(kept)
    expect(fileLines()).toHaveLength(1)
  })
})

describe('AppendLog.readLines', () => {
  it('gives no lines for a file that does not exist', () => {
    expect(AppendLog.readLines(join(dir, 'missing.jsonl'))).toEqual([])
  })

  it('returns complete lines and truncates a torn tail on disk', () => {
    const path = join(dir, 'log.jsonl')
    writeFileSync(path, '{"a":1}\n{"b":2}\n{"c":')
    expect(AppendLog.readLines(path)).toEqual(['{"a":1}', '{"b":2}'])
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n{"b":2}\n')
  })

  it('cuts a torn tail of multi-byte text at the right byte', () => {
    const path = join(dir, 'log.jsonl')
    writeFileSync(path, '{"n":"अनिल"}\n{"n":"अ')
    expect(AppendLog.readLines(path)).toEqual(['{"n":"अनिल"}'])
    expect(readFileSync(path, 'utf8')).toBe('{"n":"अनिल"}\n')
  })

  it('drops a file holding only a torn line and skips blank lines', () => {
    const torn = join(dir, 'torn.jsonl')
    writeFileSync(torn, '{"partial"')
    expect(AppendLog.readLines(torn)).toEqual([])
    expect(readFileSync(torn, 'utf8')).toBe('')
    const blanks = join(dir, 'blanks.jsonl')
    writeFileSync(blanks, '{"a":1}\n\n  \n{"b":2}\n')
    expect(AppendLog.readLines(blanks)).toEqual(['{"a":1}', '{"b":2}'])
  })
})

describe('AppendLog', () => {
  it('refuses a line with a newline, which would tear the file', async () => {
    const log = new AppendLog(join(dir, 'log.jsonl'))
    await log.open()
    expect(() => log.append('a\nb')).toThrow(/newline/)
    await log.close()
  })

  it('creates its directory and appends lines in order', async () => {
    const path = join(dir, 'nested', 'deeper', 'log.jsonl')
    const log = new AppendLog(path)
    await log.open()
    await Promise.all(['1', '2', '3'].map((line) => log.append(line)))
    await log.close()
    expect(readFileSync(path, 'utf8')).toBe('1\n2\n3\n')
  })

  it('replaces the whole file on rewrite and keeps appending after it', async () => {
    const path = join(dir, 'log.jsonl')
    const log = new AppendLog(path)
    await log.open()
    await log.append('old')
    await log.rewrite(() => ['a', 'b'])
    await log.append('c')
    await log.close()
    expect(readFileSync(path, 'utf8')).toBe('a\nb\nc\n')
  })

  it('writes an append made during a rewrite to the new file', async () => {
    const path = join(dir, 'log.jsonl')
    const log = new AppendLog(path)
    await log.open()
    await log.append('old')
    const inFlight = log.append('racing')
    const rewrite = log.rewrite(() => ['kept'])
    const during = log.append('during')
    await Promise.all([inFlight, rewrite, during])
    await log.close()
    const lines = readFileSync(path, 'utf8').trim().split('\n')
    expect(lines).toContain('during')
    expect(lines[0]).toBe('kept')
  })

  it('reopens for appending when a rewrite fails', async () => {
    const path = join(dir, 'log.jsonl')
    const log = new AppendLog(path)
    await log.open()
    await expect(
      log.rewrite(() => {
        throw new Error('disk trouble')
      }),
    ).rejects.toThrow('disk trouble')
    await log.append('after')
    await log.close()
    expect(readFileSync(path, 'utf8')).toContain('after\n')
  })
})

describe('Journal purge racing writes', () => {
  it('keeps a record written while a purge runs, in memory and on disk', async () => {
    const journal = new Journal({ dataDir: dir, retentionDays: 90 })
    await journal.open()
    const old = record({ id: 'old', startedAt: '2020-01-01T00:00:00.000Z' })
    await journal.write(old)
    const fresh = record({ id: 'fresh', startedAt: new Date().toISOString() })
    const writing = journal.write(fresh)
    const purging = journal.purgeOlderThan(30)
    await Promise.all([writing, purging])
    expect(journal.get('fresh')).toBeDefined()
    expect(journal.get('old')).toBeUndefined()
    await journal.close()
    const reopened = new Journal({ dataDir: dir, retentionDays: 90 })
    await reopened.open()
    expect(reopened.get('fresh')?.finishedAt).toBe(fresh.finishedAt)
    expect(reopened.get('old')).toBeUndefined()
    await reopened.close()
  })

  it('refuses a second bridge on the same DATA_DIR while the first runs', async () => {
    // A lock held by another live Node process.
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    })
    try {
      await new Promise((resolve) => other.once('spawn', resolve))
      writeFileSync(join(dir, 'bridge.lock'), String(other.pid))
      expect(() => lockDataDir(dir)).toThrow(/in use by another running bridge/)
    } finally {
      other.kill('SIGKILL')
    }
    // A stale lock (a pid that no longer exists) is taken over.
    writeFileSync(join(dir, 'bridge.lock'), '999999999')
    expect(() => lockDataDir(dir).release()).not.toThrow()
  })

  it.runIf(process.platform === 'linux')(
    'takes over the lock of a killed bridge not yet reaped (a zombie) or of a pid now reused',
    async () => {
      // sh starts a child, kills it and then becomes sleep, which never reaps it: a zombie.
      const shell = spawn('sh', ['-c', 'sleep 60 & echo $!; kill -9 $!; exec sleep 5'])
      try {
        const zombie = await new Promise<number>((resolve) =>
          shell.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
        )
        for (let i = 0; i < 50 && !/\) Z/.test(readProcStat(zombie)); i++)
          await new Promise((r) => setTimeout(r, 20))
        expect(readProcStat(zombie)).toMatch(/\) Z/)
        writeFileSync(join(dir, 'bridge.lock'), String(zombie))
        expect(() => lockDataDir(dir).release()).not.toThrow()

        // The pid of a live program that is not Node (sleep) is no bridge either.
        writeFileSync(join(dir, 'bridge.lock'), String(shell.pid))
        expect(() => lockDataDir(dir).release()).not.toThrow()
      } finally {
        shell.kill('SIGKILL')
      }
    },
  )
})
