// Shared pieces of the journal tests: a temp DATA_DIR, records, a clock the test moves (wall and
// monotonic separately, so the wall clock can jump while real time does not), a storage that fails
// on demand, and the log lines the journal writes.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import { Journal, type JournalOptions } from '../../bridge/journal/journal.ts'
import { nodeStorage, type JournalStorage } from '../../bridge/journal/storage.ts'
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

type Op = keyof JournalStorage

/** nodeStorage, with calls that fail as told: `fail('write', 'ENOSPC')` until `heal()`. */
export class FaultyStorage implements JournalStorage {
  readonly failing = new Map<Op, string>()
  calls: Op[] = []
  fail(op: Op, code: string): void {
    this.failing.set(op, code)
  }
  heal(): void {
    this.failing.clear()
  }
  #check(op: Op): void {
    this.calls.push(op)
    const code = this.failing.get(op)
    if (code) throw Object.assign(new Error(`${code}: injected by the test`), { code })
  }
  open: JournalStorage['open'] = (...a) => (this.#check('open'), nodeStorage.open(...a))
  close: JournalStorage['close'] = (fd) => nodeStorage.close(fd)
  write: JournalStorage['write'] = async (...a) => (this.#check('write'), nodeStorage.write(...a))
  datasync: JournalStorage['datasync'] = async (fd) => (
    this.#check('datasync'),
    nodeStorage.datasync(fd)
  )
  writeSync: JournalStorage['writeSync'] = (...a) => (
    this.#check('writeSync'),
    nodeStorage.writeSync(...a)
  )
  fsyncSync: JournalStorage['fsyncSync'] = (fd) => (
    this.#check('fsyncSync'),
    nodeStorage.fsyncSync(fd)
  )
  read: JournalStorage['read'] = (...a) => (this.#check('read'), nodeStorage.read(...a))
  truncate: JournalStorage['truncate'] = (...a) => (
    this.#check('truncate'),
    nodeStorage.truncate(...a)
  )
  fstat: JournalStorage['fstat'] = (fd) => nodeStorage.fstat(fd)
  stat: JournalStorage['stat'] = (p) => (this.#check('stat'), nodeStorage.stat(p))
  lstat: JournalStorage['lstat'] = (p) => nodeStorage.lstat(p)
  fchmod: JournalStorage['fchmod'] = (...a) => (this.#check('fchmod'), nodeStorage.fchmod(...a))
  chmod: JournalStorage['chmod'] = (...a) => (this.#check('chmod'), nodeStorage.chmod(...a))
  mkdir: JournalStorage['mkdir'] = (...a) => (this.#check('mkdir'), nodeStorage.mkdir(...a))
  rename: JournalStorage['rename'] = (...a) => (this.#check('rename'), nodeStorage.rename(...a))
  unlink: JournalStorage['unlink'] = (p) => (this.#check('unlink'), nodeStorage.unlink(p))
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
  file(): string
  lines(): Record<string, unknown>[]
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
    file: () => join(dir, 'journal.jsonl'),
    lines: () =>
      readFileSync(h.file(), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async cleanup() {
      for (const journal of journals) await journal.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return h
}

/** The parsed log lines whose message matches. */
export function logged(logs: readonly string[], msg: RegExp): Record<string, unknown>[] {
  return logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => msg.test(String(entry.msg)))
}
