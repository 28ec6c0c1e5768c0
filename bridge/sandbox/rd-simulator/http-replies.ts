// The plain HTTP parts of a simulated RD service's replies: CORS, the preflight a browser sends
// before a custom verb (docs/rd-service.md §5.1), 405 for what a path does not take, and the
// request counts tests read. Apart from simulated-service.ts, which decides what to answer.

import type { HttpResponse } from './http-connection.ts'
import type { HttpRequest } from './http-parser.ts'

export interface RequestCounts {
  rdservice: number
  deviceinfo: number
  capture: number
  options: number
  other: number
}

export const noRequests = (): RequestCounts => ({
  rdservice: 0,
  deviceinfo: 0,
  capture: 0,
  options: 0,
  other: 0,
})

export function count(counts: RequestCounts, method: string): void {
  if (method === 'OPTIONS') counts.options++
  else if (method === 'RDSERVICE') counts.rdservice++
  else if (method === 'DEVICEINFO') counts.deviceinfo++
  else if (method === 'CAPTURE') counts.capture++
  else counts.other++
}

/** Vendor sample pages run from any origin (§5.1, inference). */
export function cors(): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*' }
}

export function pathOf(request: HttpRequest): string {
  try {
    return new URL(request.target, 'http://rd.invalid').pathname
  } catch {
    return request.target
  }
}

/** The CORS preflight, granting the methods the path takes and Chrome's private-network ask. */
export function preflightReply(request: HttpRequest, methods: string): HttpResponse {
  const headers: Record<string, string> = {
    ...cors(),
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers':
      request.headers.get('access-control-request-headers') ?? 'Content-Type, Accept',
    'Access-Control-Max-Age': '600',
  }
  if (request.headers.get('access-control-request-private-network') === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true'
  }
  return { status: 200, headers }
}

/** GET, POST and anything else a path does not take (the MFS110 report, §5.1). */
export function methodNotAllowed(methods: string): HttpResponse {
  return {
    status: 405,
    headers: { Allow: `${methods},OPTIONS`, 'Content-Type': 'text/plain', ...cors() },
    body: 'Method Not Allowed\n',
  }
}
