// A small router: exact segments and `:name` parameters. Routes stay thin (validate, call a
// service, shape the reply); everything cross-cutting lives in handler.ts.

import { matchPattern } from '../../src/shared/path-pattern.ts'

export type Method = 'GET' | 'POST'

export interface RequestContext {
  url: URL
  params: Record<string, string>
  /** The parsed JSON object of a POST; {} for a GET. */
  body: Record<string, unknown>
  /** Aborted when the browser goes away before the reply. */
  signal: AbortSignal
}

export type Reply =
  | { status: number; body: unknown; raw?: false }
  /**
   * A reply that is not JSON (the day book's CSV, its XLSX): the body as it is (text or bytes), with
   * its own headers; or its chunks one at a time, each pulled once the network took the one before
   * (back-pressure).
   */
  | {
      status: number
      body: string | Uint8Array | AsyncIterable<string | Uint8Array>
      raw: true
      headers: Record<string, string>
    }

export type Handler = (ctx: RequestContext) => Promise<Reply> | Reply

export interface Route {
  method: Method
  path: string
  handler: Handler
}

export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: Method[] }
  | { kind: 'not-found' }

export function matchRoute(routes: readonly Route[], method: string, path: string): Match {
  const allow: Method[] = []
  for (const route of routes) {
    const params = matchPattern(route.path, path)
    if (params === null) continue
    if (route.method === method) return { kind: 'found', route, params }
    allow.push(route.method)
  }
  return allow.length > 0 ? { kind: 'method-not-allowed', allow } : { kind: 'not-found' }
}
