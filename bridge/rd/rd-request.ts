// One request to an RD service with one of its custom verbs (docs/rd-service.md §0, §7.2):
// node:http and node:https send RDSERVICE/DEVICEINFO/CAPTURE verbatim, where fetch would be subject
// to method normalisation. Every request has a hard deadline and a size cap, opens its own
// connection (vendor services are small and not all of them handle keep-alive), and reads the reply
// as text whatever its Content-Type (Mantra labels XML text/plain, §1.3).
//
// Failures are returned as a value, not thrown: discovery expects most ports to fail, and only
// device-errors.ts turns a capture's failure into an error. Whether the RD host is this computer
// is configuration, handed down from app.ts (RdHost), never read here.

import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http'

import { httpsRequest } from '../lazy-https.ts'
import { stallAwareDeadline, type StallAwareDeadline } from './stall-aware-deadline.ts'

/** Where the RD services listen. */
export interface RdHost {
  host: string
  /**
   * The host is this computer (decided from RD_HOST by the configuration): only then are a
   * self-signed certificate and small HTTP slips accepted.
   */
  loopback: boolean
}

export type RdScheme = 'http' | 'https'
export type RdMethod = 'RDSERVICE' | 'DEVICEINFO' | 'CAPTURE'

export interface RdRequest extends RdHost {
  scheme: RdScheme
  port: number
  method: RdMethod
  path: string
  body?: string
  timeoutMs: number
  signal?: AbortSignal
  /** Replies above this size are refused; a PID block with FMR+FIR is ~20 KB (§3.3). */
  maxBytes?: number
}

export type RdFailureKind =
  /** Nothing listens on the port. */
  | 'refused'
  /** Connection reset or closed before a reply: often a TLS service spoken to in plain http. */
  | 'reset'
  /** The reply was not HTTP: often a TLS service answering plain http with an alert. */
  | 'protocol'
  /** The TLS handshake failed: an http service spoken to in https, or a certificate refused. */
  | 'tls'
  | 'timeout'
  | 'too-large'
  | 'aborted'
  | 'error'

export type RdResult =
  | { ok: true; status: number; text: string; ms: number }
  | {
      ok: false
      kind: RdFailureKind
      code: string
      ms: number
      /** A status line and headers had arrived before the failure. */
      replied: boolean
    }

export const DEFAULT_MAX_REPLY_BYTES = 1024 * 1024

class Deadline extends Error {
  readonly code = 'RD_DEADLINE'
}
class Aborted extends Error {
  readonly code = 'RD_ABORTED'
}
class TooLarge extends Error {
  readonly code = 'RD_TOO_LARGE'
}

export function classifyFailure(error: unknown): RdFailureKind {
  if (error instanceof Deadline) return 'timeout'
  if (error instanceof Aborted) return 'aborted'
  if (error instanceof TooLarge) return 'too-large'
  const code = String((error as { code?: unknown } | null)?.code ?? '')
  if (code === 'ECONNREFUSED') return 'refused'
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return 'reset'
  if (code.startsWith('HPE_')) return 'protocol'
  if (
    code === 'EPROTO' ||
    code.startsWith('ERR_SSL') ||
    code.startsWith('ERR_TLS') ||
    /CERT|SELF_SIGNED|DEPTH_ZERO/.test(code)
  )
    return 'tls'
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL')
    return 'refused'
  return 'error'
}

/** Host as node:http wants it: an IPv6 literal without its brackets. */
function bareHost(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
}

/** One request and its reply, settled exactly once: by the reply, a failure, the deadline or abort. */
class RdExchange {
  readonly #options: RdRequest
  readonly #resolve: (result: RdResult) => void
  readonly #started = performance.now()
  #settled = false
  #replied = false
  #req: ClientRequest | undefined
  #deadline: StallAwareDeadline | undefined

  constructor(options: RdRequest, resolve: (result: RdResult) => void) {
    this.#options = options
    this.#resolve = resolve
  }

  start(): void {
    const { signal, timeoutMs } = this.#options
    // The deadline counts the bridge's running time only (stall-aware-deadline.ts).
    this.#deadline = stallAwareDeadline(timeoutMs, () => this.#fail(new Deadline('deadline')))
    if (signal?.aborted) return this.#onAbort()
    signal?.addEventListener('abort', this.#onAbort, { once: true })
    this.#req = openRequest(this.#options)
    this.#req.on('error', this.#fail)
    this.#req.on('response', this.#onResponse)
    this.#req.end(this.#options.body)
  }

  #elapsed(): number {
    return Math.round(performance.now() - this.#started)
  }

  #finish(result: RdResult): void {
    if (this.#settled) return
    this.#settled = true
    this.#deadline?.clear()
    this.#options.signal?.removeEventListener('abort', this.#onAbort)
    this.#resolve(result)
  }

  readonly #fail = (error: unknown): void => {
    const kind = classifyFailure(error)
    this.#finish({
      ok: false,
      kind,
      code: errorCode(error),
      ms: this.#elapsed(),
      replied: this.#replied,
    })
    this.#req?.destroy()
  }

  readonly #onAbort = (): void => this.#fail(new Aborted('aborted'))

  /** The reply as capped text, whatever its Content-Type. */
  readonly #onResponse = (res: IncomingMessage): void => {
    this.#replied = true
    const maxBytes = this.#options.maxBytes ?? DEFAULT_MAX_REPLY_BYTES
    const chunks: Buffer[] = []
    let size = 0
    res.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) return this.#fail(new TooLarge('too large'))
      chunks.push(chunk)
    })
    res.on('error', this.#fail)
    res.on('aborted', () => this.#fail(Object.assign(new Error('reset'), { code: 'ECONNRESET' })))
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      this.#finish({ ok: true, status: res.statusCode ?? 0, text, ms: this.#elapsed() })
    })
  }
}

function openRequest(options: RdRequest): ClientRequest {
  // Content-Type even without a body, as every vendor sample sends it (docs/rd-service.md §1.2).
  const headers: Record<string, string> = {
    Accept: 'text/xml',
    'Content-Type': 'text/xml; charset=utf-8',
    Connection: 'close',
    'Content-Length': String(options.body === undefined ? 0 : Buffer.byteLength(options.body)),
  }
  const common = {
    host: bareHost(options.host),
    port: options.port,
    method: options.method,
    path: options.path,
    headers,
    agent: false as const,
    // Some RD services end their header lines with a bare LF (or make other small HTTP slips)
    // that Node's strict parser refuses (HPE_CR_EXPECTED, HPE_LF_EXPECTED...), which made a
    // working reader look absent. The lenient parser is acceptable here only because this is
    // the client side talking to the merchant's own reader service on loopback: no proxy or
    // cache sits between to be desynchronised, each request has its own connection
    // (Connection: close, no agent), and the reply is read as capped text. Not on other hosts.
    insecureHTTPParser: options.loopback,
  }
  return options.scheme === 'https'
    ? // RD services use self-signed certificates (§5.2); accept them only on loopback, where
      // nobody else can sit in the middle.
      httpsRequest({ ...common, rejectUnauthorized: !options.loopback })
    : httpRequest(common)
}

export function rdRequest(options: RdRequest): Promise<RdResult> {
  return new Promise((resolve) => new RdExchange(options, resolve).start())
}

function errorCode(error: unknown): string {
  return String((error as { code?: unknown } | null)?.code ?? 'UNKNOWN')
}
