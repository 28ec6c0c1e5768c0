// Shared pieces of the journal tests: a temp DATA_DIR, records, a clock the test moves (wall and
// monotonic separately, so the wall clock can jump while real time does not), a storage that fails
// on demand, and the log lines the journal writes.

import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { getBuiltinModule } from 'node:process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import type { DatabaseSync } from 'node:sqlite'
import { Journal, type JournalOptions } from '../../bridge/journal/journal.ts'
import { sqliteStorage, type JournalStorage } from '../../bridge/journal/storage.ts'
import { setLogSink } from '../../bridge/log.ts'

export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR
export const NOW = new Date('2026-06-15T10:00:00Z')

/** A wall clock and a monotonic clock that move only when told. */
export class TestClock {
  wall = NOW.getTime()
  mono = 1_000_000
  /** Real time passes: both clocks move. */
  pass(ms: number): void {
    this.wall += ms
    this.mono += ms
  }
  /** The wall clock is set (jumps); real time does not pass. */
  jump(ms: number): void {
    this.wall += ms
  }
  options() {
    return { now: () => new Date(this.wall), monotonic: () => this.mono }
  }
}

/**
 * The real SQLite commit, with commits that fail as told: `fail('ENOSPC')` until `heal()`. The
 * work runs and is rolled back, as when the disk refuses the commit itself.
 */
export class FaultyStorage implements JournalStorage {
  failing: string | null = null
  commits = 0
  fail(code: string): void {
    this.failing = code
  }
  heal(): void {
    this.failing = null
  }
  transaction<T>(db: DatabaseSync, work: () => T): T {
    return sqliteStorage.transaction(db, () => {
      const result = work()
      if (this.failing !== null)
        throw Object.assign(new Error(`${this.failing}: injected by the test`), {
          code: this.failing,
        })
      this.commits++
      return result
    })
  }
}

/**
 * A disk that fills for real: SQLite's own page limit, set at the pages the database holds, makes
 * the engine answer SQLITE_FULL as it does on a full disk; `free()` lifts it.
 */
export class FillableDisk implements JournalStorage {
  #db: DatabaseSync | null = null
  opened(db: DatabaseSync): void {
    this.#db = db
  }
  transaction<T>(db: DatabaseSync, work: () => T): T {
    return sqliteStorage.transaction(db, work)
  }
  fill(): void {
    const { page_count: pages } = this.#db!.prepare('PRAGMA page_count').get() as {
      page_count: number
    }
    this.#db!.exec(`PRAGMA max_page_count = ${pages}`)
  }
  free(): void {
    this.#db!.exec('PRAGMA max_page_count = 4294967294')
  }
}

let sequence = 0
export function record(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
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

export const ENTRIES = [
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

/** A record as the journal hands it back: the same, plus its sequence number. */
export function withoutSeq<T extends object>(value: T): Omit<T, 'seq'> {
  const { seq: _seq, ...rest } = value as T & { seq?: number }
  return rest
}

export interface Harness {
  dir: string
  logs: string[]
  journals: Journal[]
  open(options?: Partial<JournalOptions>): Promise<Journal>
  reopen(journal: Journal, options?: Partial<JournalOptions>): Promise<Journal>
  /** The database file. */
  file(): string
  /** The records a kill -9 now would leave: a copy of the files, read as rows, in seq order. */
  lines(): Record<string, unknown>[]
  /** Every byte of DATA_DIR's files, as latin1 text (to grep for what must be gone). */
  rawFiles(): string
  cleanup(): Promise<void>
}

export function harness(): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-journal-'))
  const logs: string[] = []
  setLogSink((line) => logs.push(line))
  const journals: Journal[] = []
  const h: Harness = {
    dir,
    logs,
    journals,
    async open(options = {}) {
      const journal = new Journal({
        dataDir: dir,
        retentionDays: 90,
        now: () => NOW,
        monotonic: () => 0,
        firstMaintenanceMs: 0,
        ...options,
      })
      await journal.open()
      journals.push(journal)
      // What a start applies (retention, the reprint window) is done before the test looks.
      await journal.settled()
      return journal
    },
    async reopen(journal, options = {}) {
      await journal.close()
      journals.splice(journals.indexOf(journal), 1)
      return h.open(options)
    },
    file: () => join(dir, 'journal.db'),
    lines: () => crashCopyRows(h.file()),
    rawFiles: () => dataDirBytes(dir),
    async cleanup() {
      for (const journal of journals) await journal.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return h
}

/**
 * Every run of text in a DATA_DIR's files (as `strings` finds them: 4 or more printable bytes),
 * one per line: to grep the raw files, free pages and write-ahead log included, for what must not
 * be there.
 */
export function dataDirBytes(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(dir, entry.name)).toString('latin1'))
    .join('\n')
    .match(/[\x20-\x7e\x80-\xff]{4,}/g)!
    .join('\n')
}

/** The rows of a copy of the database and its log, as a crash now would leave them. */
export function crashCopyRows(file: string): Record<string, unknown>[] {
  if (!existsSync(file)) return []
  const copy = mkdtempSync(join(tmpdir(), 'aeps-journal-copy-'))
  try {
    copyFileSync(file, join(copy, 'j.db'))
    if (existsSync(file + '-wal')) copyFileSync(file + '-wal', join(copy, 'j.db-wal'))
    const { DatabaseSync } = getBuiltinModule('node:sqlite')
    const db = new DatabaseSync(join(copy, 'j.db'))
    try {
      const check = db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }
      if (check.integrity_check !== 'ok') throw new Error(`damaged: ${check.integrity_check}`)
      const rows = db
        .prepare('SELECT seq, journal_time, body, entries FROM records ORDER BY seq')
        .all() as { seq: number; journal_time: number; body: string; entries: string | null }[]
      return rows.map((row) => ({
        ...(JSON.parse(row.body) as Record<string, unknown>),
        ...(row.entries === null ? {} : { entries: JSON.parse(row.entries) as unknown }),
        seq: row.seq,
        journalTime: row.journal_time,
      }))
    } finally {
      db.close()
    }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/** The parsed log lines whose message matches. */
export function logged(logs: readonly string[], msg: RegExp): Record<string, unknown>[] {
  return logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => msg.test(String(entry.msg)))
}
