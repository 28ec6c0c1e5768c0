// The bank list of GET /api/banks (docs/contract.md v1.1): the provider's own, fetched at start and
// at most once a day after, kept in DATA_DIR; when the provider fails, the last kept list, then the
// bundled one. BANKS_FILE replaces all of this; AEPS_BANKS_PATH=off keeps the bundled list.
// A fetch that fails or brings garbage changes nothing: the form always has a list.

import { join } from 'node:path'
import type { Bank, BankListSource, BanksReply } from '../../src/shared/contract.ts'
import { loadBanks } from './bundled.ts'
import { readJsonFile, writeFileAtomic } from '../data-file.ts'
import { log } from '../log.ts'
import type { UpstreamClient } from '../upstream/client.ts'
import { parseProviderBanks, readKeptBanks } from './provider-banks.ts'

export const KEPT_BANKS_FILE = 'banks.json'
export const REFRESH_MS = 24 * 60 * 60 * 1000
/** A list is small; the bank field should not wait minutes for it either. */
export const FETCH_TIMEOUT_MS = 30_000

export interface BankListOptions {
  dataDir: string
  /** BANKS_FILE: replaces the provider's list and the bundled one. */
  banksFile: string | null
  /** AEPS_BANKS_PATH; null when it is off. */
  path: string | null
  upstream: () => UpstreamClient
  now?: () => Date
}

export class BankList {
  readonly #options: BankListOptions
  readonly #now: () => Date
  readonly #file: string
  #banks: Bank[]
  #source: BankListSource
  #fetchedAt: string | null = null
  #names = new Map<string, string>()
  #timer: NodeJS.Timeout | null = null
  #fetching: Promise<void> | null = null

  constructor(options: BankListOptions) {
    this.#options = options
    this.#now = options.now ?? (() => new Date())
    this.#file = join(options.dataDir, KEPT_BANKS_FILE)
    if (options.banksFile !== null) {
      this.#banks = loadBanks(options.banksFile)
      this.#source = 'file'
    } else {
      const kept = options.path === null ? null : readKeptBanks(readJsonFile(this.#file))
      this.#banks = kept?.banks ?? loadBanks()
      this.#source = kept ? 'cache' : 'bundled'
      this.#fetchedAt = kept?.fetchedAt ?? null
    }
    this.#index()
  }

  /** Whether this list is ever fetched from the provider. */
  get fetches(): boolean {
    return this.#options.banksFile === null && this.#options.path !== null
  }

  reply(): BanksReply {
    return { banks: this.#banks, source: this.#source, fetchedAt: this.#fetchedAt }
  }

  nameOf(iin: string): string | null {
    return this.#names.get(iin) ?? null
  }

  /** Fetches now, then once a day; resolves when the first fetch has ended, however it ended. */
  start(): Promise<void> {
    if (!this.fetches) return Promise.resolve()
    this.#timer = setInterval(() => void this.refresh(), REFRESH_MS).unref()
    return this.refresh()
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }

  /** One fetch at a time; a failure keeps what is shown (kept or bundled). */
  refresh(): Promise<void> {
    if (!this.fetches) return Promise.resolve()
    this.#fetching ??= this.#fetch().finally(() => (this.#fetching = null))
    return this.#fetching
  }

  async #fetch(): Promise<void> {
    let result
    try {
      result = await this.#options
        .upstream()
        .call('GET', this.#options.path!, undefined, { timeoutMs: FETCH_TIMEOUT_MS })
    } catch (error) {
      log('warn', 'bank list not fetched', { reason: String(error) })
      return
    }
    const parsed = result.kind === 'reply' ? parseProviderBanks(result.json) : null
    if (parsed === null || 'refused' in parsed) {
      const reason =
        result.kind === 'reply'
          ? `HTTP ${result.httpStatus}: ${parsed === null ? 'not a usable list' : parsed.refused}`
          : result.kind === 'timeout'
            ? 'no reply within the deadline'
            : result.reason
      log('warn', 'bank list not fetched; keeping the list in use', {
        source: this.#source,
        reason,
      })
      return
    }
    if (parsed.skipped > 0) log('warn', 'bank list entries skipped', { count: parsed.skipped })
    this.#banks = parsed.banks
    this.#source = 'provider'
    this.#fetchedAt = this.#now().toISOString()
    this.#index()
    try {
      writeFileAtomic(
        this.#file,
        JSON.stringify({ fetchedAt: this.#fetchedAt, banks: this.#banks }) + '\n',
      )
    } catch (error) {
      log('error', 'bank list not kept in DATA_DIR', { error: String(error) })
    }
  }

  #index(): void {
    this.#names = new Map(this.#banks.map((b) => [b.iin, b.name]))
  }
}
