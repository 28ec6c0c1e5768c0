// The upstream enquiry client (docs/provider-api.md section 4): one POST per enquiry, built field
// by field, with Basic credentials, an explicit deadline, and never a retry (docs/security.md rule
// 6: a PID block is single-use and a retry of a bank call is the bank's decision). Nothing throws
// out of send(): every way a call can end is one of the UpstreamResult kinds. Only a failure before
// the connection (and its TLS handshake) was up is `unreachable`: from then on the request's bytes
// may have reached the bank, so any later failure is "not confirmed" (docs/contract.md, v1.2).

import { request as httpRequest, type IncomingMessage } from 'node:http'
import { httpsRequest } from '../lazy-https.ts'
import type { Operation } from '../../src/shared/contract.ts'
import type { UpstreamConfig } from '../config/index.ts'
import { upstreamUrl } from './upstream-url.ts'

/** The nine fields of docs/provider-api.md section 2.1, all strings. */
export interface UpstreamBody {
  merchantLoginId: string
  aadhaar: string
  txnType: 'be' | 'ms'
  mobile: string
  rdRequest: string
  bankiin: string
  latitude: string
  longitude: string
  pan: string
}

export type UpstreamResult =
  /** `date`: (v1.5) the answer's Date header, as sent, for the provider's clock. */
  | { kind: 'reply'; httpStatus: number; json: unknown; date?: string }
  | { kind: 'bad-reply'; httpStatus: number; reason: string; date?: string }
  /** No byte of the request can have reached the upstream: safe to try again. */
  | { kind: 'unreachable'; reason: string }
  /** The connection was up and then lost before a whole reply: the bank may have it. */
  | { kind: 'lost'; reason: string }
  | { kind: 'timeout' }

export const PATHS: Record<Operation, string> = {
  'balance-enquiry': '/v1/service/aeps/getBalance',
  'mini-statement': '/v1/service/aeps/statement',
}

export const TXN_TYPES: Record<Operation, UpstreamBody['txnType']> = {
  'balance-enquiry': 'be',
  'mini-statement': 'ms',
}

/** A reply larger than this is not an enquiry reply (ten statement entries are ~2 KB). */
export const MAX_REPLY_BYTES = 1024 * 1024

export interface UpstreamClient {
  send(operation: Operation, body: UpstreamBody): Promise<UpstreamResult>
  /**
   * v1.1: the provider's other operations (the merchant's authentication, the bank list) on the
   * same terms: one call, Basic credentials, a deadline, never a retry. `path` follows the base
   * URL's own path; `timeoutMs` narrows the configured deadline.
   */
  call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    options?: { timeoutMs?: number },
  ): Promise<UpstreamResult>
}

function readReply(res: IncomingMessage, httpStatus: number): Promise<UpstreamResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    res.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_REPLY_BYTES) {
        // Resolve before destroying: destroy() fires 'aborted', which would call it unreachable.
        resolve({ kind: 'bad-reply', httpStatus, reason: 'reply larger than 1 MiB' })
        res.destroy()
        return
      }
      chunks.push(chunk)
    })
    // The request went out and a reply began: whatever breaks now, the bank had the request.
    res.on('error', () =>
      resolve({ kind: 'lost', reason: 'connection lost while reading the reply' }),
    )
    res.on('aborted', () =>
      resolve({ kind: 'lost', reason: 'connection lost while reading the reply' }),
    )
    res.on('end', () => {
      // Some gateways put a byte-order mark before the JSON.
      const text = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
      try {
        resolve({ kind: 'reply', httpStatus, json: JSON.parse(text) })
      } catch {
        resolve({ kind: 'bad-reply', httpStatus, reason: 'reply is not JSON' })
      }
    })
  })
}

/** (v1.5) The answer's Date header beside a reply, for the provider's clock. */
function withDate(result: UpstreamResult, date: string | undefined): UpstreamResult {
  return date !== undefined && (result.kind === 'reply' || result.kind === 'bad-reply')
    ? { ...result, date }
    : result
}

export function createUpstreamClient(config: UpstreamConfig): UpstreamClient {
  const base = new URL(config.baseUrl)
  const authorization = 'Basic ' + Buffer.from(`${config.user}:${config.secret}`).toString('base64')
  const request = base.protocol === 'https:' ? httpsRequest : httpRequest

  const call: UpstreamClient['call'] = (method, path, body, options = {}) => {
    const payload = body === undefined ? '' : JSON.stringify(body)
    const url = upstreamUrl(base, path)
    // Nothing was sent: the same answer as a host that cannot be reached, with the reason.
    if (url === null)
      return Promise.resolve({ kind: 'unreachable', reason: 'path leaves AEPS_BASE_URL' })
    const timeoutMs = Math.min(options.timeoutMs ?? config.timeoutMs, config.timeoutMs)
    return new Promise<UpstreamResult>((resolve) => {
      let settled = false
      const finish = (result: UpstreamResult) => {
        if (settled) return
        settled = true
        clearTimeout(deadline)
        resolve(result)
      }
      const req = request(url, {
        method,
        // A fresh connection per enquiry: a POST written to a stale keep-alive socket fails
        // ambiguously, and we never retry one.
        agent: false,
        headers: {
          ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
          Accept: 'application/json',
          Authorization: authorization,
          ...(method === 'POST' ? { 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      })
      // Up = connected, and for https the handshake done: the request bytes go out from here.
      let up = false
      req.on('socket', (socket) => {
        socket.once(base.protocol === 'https:' ? 'secureConnect' : 'connect', () => (up = true))
      })
      const deadline = setTimeout(() => {
        // A deadline that passed before the connection was up sent nothing.
        finish(up ? { kind: 'timeout' } : { kind: 'unreachable', reason: 'connect timed out' })
        req.destroy()
      }, timeoutMs)
      req.on('response', (res) => {
        const date = res.headers.date
        readReply(res, res.statusCode ?? 0).then((result) => finish(withDate(result, date)))
      })
      req.on('error', (error: NodeJS.ErrnoException) => {
        const reason = error.code ?? 'connection failed'
        finish(up ? { kind: 'lost', reason } : { kind: 'unreachable', reason })
      })
      req.end(payload)
    })
  }

  return {
    send: (operation, body) => call('POST', PATHS[operation], body),
    call,
  }
}
