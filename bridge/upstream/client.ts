// The upstream enquiry client (spec section 4): one POST per enquiry, built field by field, with
// Basic credentials, an explicit deadline, and never a retry (security.md rule 6: a PID block is
// single-use and a retry of a bank call is the bank's decision). Nothing throws out of send():
// every way a call can end is one of the UpstreamResult kinds.

import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { Operation } from '../../src/shared/contract.ts'
import type { UpstreamConfig } from '../config.ts'

/** The nine fields of spec 2.1, all strings. */
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
  | { kind: 'reply'; httpStatus: number; json: unknown }
  | { kind: 'bad-reply'; httpStatus: number; reason: string }
  | { kind: 'unreachable'; reason: string }
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
    res.on('error', () =>
      resolve({ kind: 'unreachable', reason: 'connection lost while reading the reply' }),
    )
    res.on('aborted', () =>
      resolve({ kind: 'unreachable', reason: 'connection lost while reading the reply' }),
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

export function createUpstreamClient(config: UpstreamConfig): UpstreamClient {
  const base = new URL(config.baseUrl)
  const authorization = 'Basic ' + Buffer.from(`${config.user}:${config.secret}`).toString('base64')
  const request = base.protocol === 'https:' ? httpsRequest : httpRequest

  const call: UpstreamClient['call'] = (method, path, body, options = {}) => {
    const payload = body === undefined ? '' : JSON.stringify(body)
    const url = new URL(base.pathname.replace(/\/$/, '') + path, base)
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
      const deadline = setTimeout(() => {
        finish({ kind: 'timeout' })
        req.destroy()
      }, timeoutMs)
      req.on('response', (res) => {
        readReply(res, res.statusCode ?? 0).then(finish)
      })
      req.on('error', (error: NodeJS.ErrnoException) => {
        finish({ kind: 'unreachable', reason: error.code ?? 'connection failed' })
      })
      req.end(payload)
    })
  }

  return {
    send: (operation, body) => call('POST', PATHS[operation], body),
    call,
  }
}
