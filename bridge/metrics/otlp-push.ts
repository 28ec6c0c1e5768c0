// The opt-in OTLP push: every OTEL_METRIC_EXPORT_INTERVAL, the registry's metrics as
// one OTLP/HTTP protobuf request (otlp-protobuf.ts) to the configured endpoint only
// (config/otlp.ts), with its headers and deadline. Nothing here is on an enquiry's path: the
// timer is unref'd, the request is async, a push still in flight makes the next one skip, and a
// push that fails is counted and dropped, never retried (the next carries the cumulative totals).
// A failing collector is logged once when pushes start failing and once when they work again.
// https://opentelemetry.io/docs/specs/otlp/#otlphttp

import { request as httpRequest } from 'node:http'
import { httpsRequest } from '../lazy-https.ts'
import { log } from '../log.ts'
import type { OtlpSettings } from '../config/otlp.ts'
import type { BridgeMetrics } from './bridge-metrics.ts'
import { encodeExport } from './otlp-protobuf.ts'

/** How long a stop waits for a push in flight before it lets the bridge close anyway. */
const STOP_WAIT_MS = 1000
/** A collector's reply is read up to this size (a partial-success message), the rest ignored. */
const MAX_REPLY_BYTES = 64 * 1024

export interface OtlpPush {
  /** One push now (the timer's work); resolves whether the collector took it. */
  pushNow(): Promise<boolean>
  stop(): Promise<void>
}

/** POSTs one body; resolves with the HTTP status, or the reason it got none. */
function post(settings: OtlpSettings, body: Buffer, signal: AbortSignal) {
  const url = new URL(settings.url)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const gzip = settings.compression === 'gzip'
  // node:zlib only when a push is gzipped: not loaded at every start, before the bridge listens.
  const payload = gzip ? process.getBuiltinModule('node:zlib').gzipSync(body) : body
  return new Promise<{ status: number } | { reason: string }>((resolve) => {
    const req = send(url, {
      method: 'POST',
      agent: false,
      signal,
      timeout: settings.timeoutMs,
      headers: {
        ...settings.headers,
        'Content-Type': 'application/x-protobuf',
        'Content-Length': payload.length,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      },
    })
    const deadline = setTimeout(() => req.destroy(new Error('timed out')), settings.timeoutMs)
    deadline.unref()
    req.on('response', (res) => {
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > MAX_REPLY_BYTES) res.destroy()
      })
      res.on('close', () => {
        clearTimeout(deadline)
        resolve({ status: res.statusCode ?? 0 })
      })
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(deadline)
      resolve({ reason: error.code ?? error.message })
    })
    req.end(payload)
  })
}

/** Counts each push's end, and logs only a change: failing, or working again. */
function resultNoter(metrics: BridgeMetrics) {
  let failing = false
  return (ok: boolean, reason: string) => {
    metrics.exported(ok)
    if (ok === !failing) return
    failing = !ok
    if (failing)
      log('warn', 'OTLP metrics push failed; dropped, the next one is tried as usual', { reason })
    else log('info', 'OTLP metrics push works again')
  }
}

/** What every push says of its sender: the service, its version and the job the rules filter on. */
function pushResource(settings: OtlpSettings, version: string) {
  return {
    'service.name': 'aeps-bridge',
    'service.version': version,
    // The dashboard's panels and the rules filter on job="aeps-bridge", which a scrape gets from
    // its job: a receiver that turns resource attributes into labels (VictoriaMetrics) gives a
    // pushed series the same (docs/operations.md; review-it F19). OTEL_RESOURCE_ATTRIBUTES may
    // name another.
    job: 'aeps-bridge',
    ...settings.resourceAttributes,
  }
}

/** One push of the registry as it is now: true when the collector took it. */
async function pushOnce(
  metrics: BridgeMetrics,
  settings: OtlpSettings,
  version: string,
  startNs: bigint,
  signal: AbortSignal,
): Promise<{ ok: boolean; said: string }> {
  const now = BigInt(Date.now()) * 1_000_000n
  let result: Awaited<ReturnType<typeof post>>
  try {
    const body = encodeExport(
      await metrics.registry.getMetricsAsJSON(),
      pushResource(settings, version),
      { name: 'aeps-bridge', version },
      { start: startNs, now },
    )
    result = await post(settings, body, signal)
  } catch (error) {
    // Whatever throws (a header Node refuses, an encoding fault) is one failed push: the desk
    // goes on taking enquiries, and the log says why once.
    const code = (error as NodeJS.ErrnoException).code
    result = { reason: code ?? (error as Error).name ?? 'error' }
  }
  const ok = 'status' in result && result.status >= 200 && result.status < 300
  return { ok, said: 'status' in result ? `HTTP ${result.status}` : result.reason }
}

export function startOtlpPush(
  metrics: BridgeMetrics,
  settings: OtlpSettings,
  version: string,
): OtlpPush {
  const startNs = BigInt(Math.round((Date.now() - process.uptime() * 1000) * 1e6))
  const stopping = new AbortController()
  const note = resultNoter(metrics)
  let inFlight: Promise<boolean> | null = null

  const push = async (): Promise<boolean> => {
    const { ok, said } = await pushOnce(metrics, settings, version, startNs, stopping.signal)
    note(ok, said)
    return ok
  }
  // One push at a time: a collector slower than the interval never piles requests up.
  const pushNow = () => (inFlight ??= push().finally(() => (inFlight = null)))
  const timer = setInterval(() => void pushNow(), settings.intervalMs)
  timer.unref()
  log('info', 'OTLP metrics push on', {
    url: new URL(settings.url).origin,
    everyMs: settings.intervalMs,
  })
  return {
    pushNow,
    stop: async () => {
      clearInterval(timer)
      if (inFlight !== null)
        await Promise.race([
          inFlight,
          new Promise<void>((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
        ])
      stopping.abort()
    },
  }
}
