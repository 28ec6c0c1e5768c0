// One request to an RD service with one of its custom verbs (rd-service.md §0, §7.2): node:http
// and node:https send RDSERVICE/DEVICEINFO/CAPTURE verbatim, where fetch would be subject to
// method normalisation. Every request has a hard deadline and a size cap, opens its own
// connection (vendor services are small and not all of them handle keep-alive), and reads the
// reply as text whatever its Content-Type (Mantra labels XML text/plain, §1.3).
//
// Failures are returned as a value, not thrown: discovery expects most ports to fail and only the
// capture path turns a failure into a BridgeError.

import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http'
// node:https is loaded on first use: it brings up TLS, ~5 MiB a bridge with http readers never
// needs (issue 11's memory budget).
const httpsRequest: typeof import('node:https').request = (...args: any[]) =>
  (process.getBuiltinModule('node:https').request as any)(...args)
import { isLoopbackHost } from '../config.ts'

export type RdScheme = 'http' | 'https'
export type RdMethod = 'RDSERVICE' | 'DEVICEINFO' | 'CAPTURE'

export interface RdRequest {
  scheme: RdScheme
  host: string
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

export function rdRequest(options: RdRequest): Promise<RdResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_REPLY_BYTES
  // Content-Type even without a body, as every vendor sample sends it (rd-service.md §1.2).
  const headers: Record<string, string> = {
    Accept: 'text/xml',
    'Content-Type': 'text/xml; charset=utf-8',
    Connection: 'close',
    'Content-Length': String(options.body === undefined ? 0 : Buffer.byteLength(options.body)),
  }

  return new Promise((resolve) => {
    let settled = false
    let replied = false
    let req: ClientRequest | undefined
    const finish = (result: RdResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      resolve(result)
    }
    const fail = (error: unknown) => {
      finish({
        ok: false,
        kind: classifyFailure(error),
        code: errorCode(error),
        ms: elapsed(),
        replied,
      })
      req?.destroy()
    }
    const onAbort = () => fail(new Aborted('aborted'))
    const timer = setTimeout(() => fail(new Deadline('deadline')), options.timeoutMs)
    if (options.signal?.aborted) return onAbort()
    options.signal?.addEventListener('abort', onAbort, { once: true })

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
      insecureHTTPParser: isLoopbackHost(options.host),
    }
    req =
      options.scheme === 'https'
        ? // RD services use self-signed certificates (§5.2); accept them only on loopback, where
          // nobody else can sit in the middle.
          httpsRequest({ ...common, rejectUnauthorized: !isLoopbackHost(options.host) })
        : httpRequest(common)

    req.on('error', fail)
    req.on('response', (res: IncomingMessage) => {
      replied = true
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxBytes) return fail(new TooLarge('too large'))
        chunks.push(chunk)
      })
      res.on('error', fail)
      res.on('aborted', () => fail(Object.assign(new Error('reset'), { code: 'ECONNRESET' })))
      res.on('end', () => {
        finish({
          ok: true,
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: elapsed(),
        })
      })
    })
    req.end(options.body)
  })
}

function errorCode(error: unknown): string {
  return String((error as { code?: unknown } | null)?.code ?? 'UNKNOWN')
}
