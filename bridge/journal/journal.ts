// The transaction journal (bridge-api.md): every enquiry attempt, recorded and flushed to disk
// before the browser gets its reply. Each line is a whole snapshot of one record; the last line for
// an id wins. An attempt whose final line never made it to disk (the bridge was killed mid-call)
// reads back as outcome "unknown" with errorCode INTERRUPTED: the bank may have answered.
// Records hold masked identifiers only: never credentials, PAN, PID XML or device identity.

import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { TransactionRecord, TransactionSummary } from '../../src/shared/contract.ts'
import { AppendLog } from './append-log.ts'
import { lockDataDir, type DataDirLock } from './lock.ts'
import { log } from '../log.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface JournalOptions {
  dataDir: string
  retentionDays: number
  now?: () => Date
}

export class Journal {
  readonly #log: AppendLog
  readonly #records = new Map<string, TransactionRecord>()
  readonly #retentionDays: number
  readonly #now: () => Date
  #purgeTimer: NodeJS.Timeout | null = null
  #lock: DataDirLock | null = null
  readonly #dataDir: string

  constructor(options: JournalOptions) {
    this.#dataDir = options.dataDir
    this.#log = new AppendLog(join(options.dataDir, 'journal.jsonl'))
    this.#retentionDays = options.retentionDays
    this.#now = options.now ?? (() => new Date())
  }

  async open(): Promise<void> {
    mkdirSync(this.#dataDir, { recursive: true, mode: 0o700 })
    this.#lock = lockDataDir(this.#dataDir)
    let skipped = 0
    for (const line of AppendLog.readLines(this.#log.path)) {
      try {
        const record = JSON.parse(line) as TransactionRecord
        if (typeof record.id === 'string') this.#records.set(record.id, record)
      } catch {
        skipped++
      }
    }
    if (skipped > 0) log('warn', 'journal lines skipped', { count: skipped })
    for (const record of this.#records.values()) {
      if (record.finishedAt === null) {
        record.outcome = 'unknown'
        record.errorCode = 'INTERRUPTED'
        record.guidance =
          'The bridge stopped while this enquiry was with the bank, so its result is not known. Do not retry at once.'
      }
    }
    await this.#log.open()
    await this.purgeExpired()
    this.#purgeTimer = setInterval(
      () => {
        this.purgeExpired().catch((error: unknown) =>
          log('error', 'journal retention purge failed', { error: String(error) }),
        )
      },
      6 * 60 * 60 * 1000,
    ).unref()
  }

  /** Writes a snapshot of the record and resolves once it is on disk. */
  async write(record: TransactionRecord): Promise<void> {
    const snapshot = structuredClone(record)
    // In memory first: a purge that rewrites the file meanwhile then keeps this record too.
    this.#records.set(snapshot.id, snapshot)
    await this.#log.append(JSON.stringify(snapshot))
  }

  get(id: string): TransactionRecord | undefined {
    const record = this.#records.get(id)
    return record && structuredClone(record)
  }

  /** Newest first. */
  list(limit: number): TransactionSummary[] {
    return [...this.#records.values()]
      .sort((a, b) =>
        a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : a.id < b.id ? 1 : -1,
      )
      .slice(0, limit)
      .map(summarise)
  }

  get size(): number {
    return this.#records.size
  }

  /** Removes records started before the cutoff and rewrites the file without them. */
  async purgeBefore(cutoff: Date): Promise<{ removed: number; remaining: number }> {
    let removed = 0
    // Decided once every earlier write is on disk, so no record written meanwhile is lost.
    await this.#log.rewrite(() => {
      for (const [id, record] of this.#records) {
        if (new Date(record.startedAt) < cutoff) {
          this.#records.delete(id)
          removed++
        }
      }
      return removed > 0 ? [...this.#records.values()].map((r) => JSON.stringify(r)) : null
    })
    return { removed, remaining: this.#records.size }
  }

  purgeOlderThan(days: number): Promise<{ removed: number; remaining: number }> {
    const cutoff = days === 0 ? new Date(8.64e15) : new Date(this.#now().getTime() - days * DAY_MS)
    return this.purgeBefore(cutoff)
  }

  purgeExpired(): Promise<{ removed: number; remaining: number }> {
    return this.purgeOlderThan(this.#retentionDays)
  }

  async close(): Promise<void> {
    if (this.#purgeTimer) clearInterval(this.#purgeTimer)
    await this.#log.close()
    this.#lock?.release()
    this.#lock = null
  }
}

function summarise(record: TransactionRecord): TransactionSummary {
  const { entries, ...rest } = record
  return { ...rest, entryCount: entries ? entries.length : null }
}
