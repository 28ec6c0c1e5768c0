// The bridge's metrics: one prom-client registry that GET /metrics writes in the
// Prometheus text format and that the opt-in OTLP push (otlp-push.ts) reads too. Two kinds:
// - read at scrape time from what the bridge already keeps, so they survive a restart: today's
//   enquiries (the journal), the journal's health and size, the merchant's authentication, the
//   readers of the last scan;
// - counted by this process since it started (`*_total`, reset by a restart, as Prometheus's
//   rate() and increase() expect): upstream durations and faults, captures, OTLP exports.
// Every label value is bounded (labels.ts); none is an identifier.

import { Counter, Gauge, Histogram, Registry } from './prom-parts.ts'
import type { DevicesReply, StatusReply } from '../../src/shared/contract.ts'
import type { JournalHealth } from '../journal/journal.ts'
import { captureResultLabel, UPSTREAM_FAULTS } from './labels.ts'
import { journalFigures, type JournalFacts } from './journal-figures.ts'
import { registerProcessMetrics } from './process-metrics.ts'
import { registerLastEnquiry, type LastEnquirySource } from './last-enquiry.ts'
import { ReaderGauge } from './readers.ts'
import { todayCounts, type DayEntries } from './today-counts.ts'

export type UpstreamFault = (typeof UPSTREAM_FAULTS)[number]

/** What the scrape-time metrics read. */
export interface MetricSources {
  mode: 'sandbox' | 'live'
  version: string
  contract: string
  /**
   * DESK_ID: a `desk` label on every series, scraped or pushed, so that both routes name a desk
   * alike (an agent's own `desk` label is then not needed); null: none.
   */
  desk?: string | null
  /** GET /api/status's reply: the merchant's authentication (and its policy from v1.3 on). */
  status: () => Pick<StatusReply, 'merchantAuth' | 'credentials'>
  journal: DayEntries & JournalFacts & LastEnquirySource & { health(): JournalHealth }
  /** A fresh scan of the readers, started (not awaited) when the last one is old. */
  rescan?: () => Promise<DevicesReply>
  now?: () => number
}

const MERCHANT_AUTH_STATES = ['done', 'due', 'unknown', 'off', 'blocked'] as const
const CREDENTIALS_STATES = ['ok', 'refused', 'unknown'] as const
const JOURNAL_CAUSES = ['disk-full', 'folder-gone', 'read-only', 'io-error'] as const
/** Seconds: a balance enquiry takes 1-5 s through a bank; the upstream timeout is at most minutes. */
const UPSTREAM_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 21, 34, 60, 120]

export class BridgeMetrics {
  readonly registry = new Registry()
  readonly #upstreamDuration: Histogram<'operation'>
  readonly #upstreamFaults: Counter<'operation' | 'kind'>
  readonly #captures: Counter<'result'>
  readonly #exports: Counter<'result'>
  readonly #readers: ReaderGauge

  constructor(sources: MetricSources) {
    const registers = [this.registry]
    if (sources.desk) this.registry.setDefaultLabels({ desk: sources.desk })
    const now = sources.now ?? Date.now
    // Process memory, CPU, heap and the event loop's delay (perf_hooks monitorEventLoopDelay).
    registerProcessMetrics(registers)
    const info = new Gauge({
      name: 'aeps_bridge_info',
      help: 'The bridge: its version, the HTTP contract it keeps (docs/contract.md), and its mode. Always 1.',
      labelNames: ['version', 'contract', 'mode'],
      registers,
    })
    info.set({ version: sources.version, contract: sources.contract, mode: sources.mode }, 1)
    new Gauge({
      name: 'aeps_bridge_enquiries_today',
      help: "Today's journal records (India date, IST) by operation and outcome; read from the journal, so a restart keeps them.",
      labelNames: ['operation', 'outcome'],
      registers,
      collect() {
        // While an older journal is imported, the counts wait for it.
        if (sources.journal.health().state === 'importing') return
        for (const { operation, outcome, value } of todayCounts(sources.journal, now()))
          this.set({ operation, outcome }, value)
      },
    })
    this.#merchantAuth(sources, registers)
    this.#credentials(sources, registers)
    this.#journal(sources, registers, now)
    registerLastEnquiry(registers, sources.journal, now)
    this.#readers = new ReaderGauge(registers, now, sources.rescan)
    this.#upstreamDuration = new Histogram({
      name: 'aeps_bridge_upstream_duration_seconds',
      help: 'Duration of calls to the upstream API by operation, whatever their end (since the bridge started).',
      labelNames: ['operation'],
      buckets: UPSTREAM_BUCKETS,
      registers,
    })
    this.#upstreamFaults = new Counter({
      name: 'aeps_bridge_upstream_faults_total',
      help: 'Upstream calls that got no envelope, by operation and kind: unreachable (nothing sent), lost, timeout, bad-reply (since the bridge started).',
      labelNames: ['operation', 'kind'],
      registers,
    })
    this.#captures = new Counter({
      name: 'aeps_bridge_captures_total',
      help: 'Fingerprint captures by result: captured, or the error code of the reply (since the bridge started).',
      labelNames: ['result'],
      registers,
    })
    this.#exports = new Counter({
      name: 'aeps_bridge_otlp_exports_total',
      help: 'OTLP pushes of these metrics by result; a failed one is dropped, never retried (since the bridge started).',
      labelNames: ['result'],
      registers,
    })
  }

  #merchantAuth(sources: MetricSources, registers: Registry[]): void {
    new Gauge({
      name: 'aeps_bridge_merchant_auth_state',
      help: "The merchant's daily authentication: 1 for its state (done, due, unknown, off, blocked), 0 for the others; policy as GET /api/status says.",
      labelNames: ['state', 'policy'],
      registers,
      collect() {
        const status = sources.status().merchantAuth as { state: string; policy?: string }
        // Before contract v1.3 there is no policy: the bridge asks only when the upstream does.
        const policy = status.policy ?? (status.state === 'off' ? 'off' : 'on-request')
        this.reset()
        for (const state of MERCHANT_AUTH_STATES)
          this.set({ state, policy }, state === status.state ? 1 : 0)
      },
    })
  }

  #credentials(sources: MetricSources, registers: Registry[]): void {
    new Gauge({
      name: 'aeps_bridge_credentials_state',
      help: 'Whether the provider accepted the Basic credentials when last asked: 1 for the state (ok, refused, unknown), 0 for the others; unknown until the first proof and always in sandbox mode.',
      labelNames: ['state'],
      registers,
      collect() {
        const state = sources.status().credentials?.state ?? 'unknown'
        for (const each of CREDENTIALS_STATES) this.set({ state: each }, each === state ? 1 : 0)
      },
    })
  }

  #journal(sources: MetricSources, registers: Registry[], now: () => number): void {
    const { journal } = sources
    new Gauge({
      name: 'aeps_bridge_journal_state',
      help: 'The journal: 1 for its state (ok, failing), 0 for the other.',
      labelNames: ['state'],
      registers,
      collect() {
        const failing = journal.health().state === 'failing'
        this.set({ state: 'ok' }, failing ? 0 : 1)
        this.set({ state: 'failing' }, failing ? 1 : 0)
      },
    })
    new Gauge({
      name: 'aeps_bridge_journal_failure_cause',
      help: 'Why the journal is failing: 1 for the cause of the last failed write, 0 for the others (all 0 when ok).',
      labelNames: ['cause'],
      registers,
      collect() {
        const health = journal.health()
        const cause = health.state === 'failing' ? health.cause : null
        for (const each of JOURNAL_CAUSES) this.set({ cause: each }, each === cause ? 1 : 0)
      },
    })
    const figures = journalFigures(journal, now)
    const figure = (name: string, help: string, read: () => number | null) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const value = read()
          if (value === null) this.reset()
          else this.set(value)
        },
      })
    const imported = (read: () => number | null) => () =>
      journal.health().state === 'importing' ? null : read()
    figure(
      'aeps_bridge_journal_records',
      'Records in the journal.',
      imported(() => journal.size),
    )
    figure('aeps_bridge_journal_size_bytes', "The journal's size on disk.", figures.bytes)
    figure(
      'aeps_bridge_journal_oldest_record_age_seconds',
      "Age of the journal's oldest record (0 when it is empty).",
      imported(figures.oldestAge),
    )
  }

  /** One upstream call ended (upstream-timing.ts). */
  upstreamCall(operation: string, seconds: number, fault: UpstreamFault | null): void {
    this.#upstreamDuration.observe({ operation }, seconds)
    if (fault !== null) this.#upstreamFaults.inc({ operation, kind: fault })
  }

  /** POST /api/captures answered: null when a capture was made, else the reply's error code. */
  capture(code: string | null): void {
    this.#captures.inc({ result: captureResultLabel(code) })
  }

  /** A scan of the readers finished (GET /api/devices, or one this module started). */
  readersSeen(reply: DevicesReply): void {
    this.#readers.seen(reply)
  }

  /** One OTLP push ended. */
  exported(ok: boolean): void {
    this.#exports.inc({ result: ok ? 'ok' : 'failed' })
  }

  /** The Prometheus text exposition of every metric. */
  text(): Promise<string> {
    return this.registry.metrics()
  }

  get contentType(): string {
    return this.registry.contentType
  }
}
