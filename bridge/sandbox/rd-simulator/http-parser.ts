// A minimal incremental HTTP/1.1 request parser for the simulated RD service. Node's own server
// cannot receive RDSERVICE/DEVICEINFO/CAPTURE (llhttp has a fixed method list, docs/rd-service.md
// §7.1), so the simulator reads requests itself: request line, headers, Content-Length and chunked
// bodies (Node's client sends chunked when a body is written with req.write(), §7.2), several
// requests in one chunk (pipelining) and one request split over many chunks.
//
// Deliberately strict where laxness lets requests be smuggled (RFC 9112 §6.1, §6.3): both
// Content-Length and Transfer-Encoding, conflicting lengths, or obs-fold are a 400.

export interface HttpRequest {
  method: string
  target: string
  version: '1.0' | '1.1'
  /** Lower-case names; repeated fields joined with ", ". */
  headers: Map<string, string>
  body: Buffer
}

export interface ParseFailure {
  status: 400 | 413 | 431 | 501 | 505
  reason: string
}

export type ParseEvent =
  { kind: 'request'; request: HttpRequest } | { kind: 'error'; error: ParseFailure }

export interface ParserLimits {
  maxHeaderBytes?: number
  maxBodyBytes?: number
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
const HEAD_END = /\r?\n\r?\n/

type Stage =
  | { name: 'head' }
  | { name: 'fixed'; head: Head; remaining: number; parts: Buffer[] }
  | { name: 'chunk-size'; head: Head; parts: Buffer[]; size: number }
  | { name: 'chunk-data'; head: Head; parts: Buffer[]; size: number; remaining: number }
  | { name: 'chunk-end'; head: Head; parts: Buffer[]; size: number }
  | { name: 'trailers'; head: Head; parts: Buffer[] }
  | { name: 'dead' }

type Head = Omit<HttpRequest, 'body'>

class Failure extends Error {
  readonly failure: ParseFailure
  constructor(status: ParseFailure['status'], reason: string) {
    super(reason)
    this.failure = { status, reason }
  }
}

export class RequestParser {
  readonly #maxHeaderBytes: number
  readonly #maxBodyBytes: number
  #buffer: Buffer = Buffer.alloc(0)
  #stage: Stage = { name: 'head' }

  constructor(limits: ParserLimits = {}) {
    this.#maxHeaderBytes = limits.maxHeaderBytes ?? 16 * 1024
    this.#maxBodyBytes = limits.maxBodyBytes ?? 1024 * 1024
  }

  /** Feeds bytes; returns every request completed by them. After an error the parser is dead. */
  push(chunk: Buffer): ParseEvent[] {
    if (this.#stage.name === 'dead') return []
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk])
    const events: ParseEvent[] = []
    try {
      for (;;) {
        const request = this.#step()
        if (request === 'more') break
        if (request !== null) events.push({ kind: 'request', request })
      }
    } catch (error) {
      if (!(error instanceof Failure)) throw error
      this.#stage = { name: 'dead' }
      this.#buffer = Buffer.alloc(0)
      events.push({ kind: 'error', error: error.failure })
    }
    return events
  }

  /** True between requests: nothing half-read. */
  get idle(): boolean {
    return this.#stage.name === 'head' && this.#buffer.length === 0
  }

  /** One step of the state machine: a finished request, null to go on, 'more' to wait for bytes. */
  #step(): HttpRequest | null | 'more' {
    const stage = this.#stage
    switch (stage.name) {
      case 'dead':
        return 'more'
      case 'head':
        return this.#readHead()
      case 'fixed': {
        const take = Math.min(stage.remaining, this.#buffer.length)
        if (take === 0 && stage.remaining > 0) return 'more'
        stage.parts.push(this.#consume(take))
        stage.remaining -= take
        return stage.remaining === 0 ? this.#finish(stage.head, stage.parts) : 'more'
      }
      case 'chunk-size': {
        const line = this.#readLine(1024, 'chunk size line too long')
        if (line === null) return 'more'
        const match = /^([0-9A-Fa-f]{1,8})[ \t]*(?:;.*)?$/.exec(line)
        if (!match) throw new Failure(400, 'bad chunk size')
        const size = parseInt(match[1]!, 16)
        if (stage.size + size > this.#maxBodyBytes) throw new Failure(413, 'body too large')
        this.#stage =
          size === 0
            ? { name: 'trailers', head: stage.head, parts: stage.parts }
            : { ...stage, name: 'chunk-data', remaining: size, size: stage.size + size }
        return null
      }
      case 'chunk-data': {
        const take = Math.min(stage.remaining, this.#buffer.length)
        if (take === 0) return 'more'
        stage.parts.push(this.#consume(take))
        stage.remaining -= take
        if (stage.remaining === 0)
          this.#stage = {
            name: 'chunk-end',
            head: stage.head,
            parts: stage.parts,
            size: stage.size,
          }
        return null
      }
      case 'chunk-end': {
        const line = this.#readLine(2, 'chunk not followed by CRLF')
        if (line === null) return 'more'
        if (line !== '') throw new Failure(400, 'chunk not followed by CRLF')
        this.#stage = { name: 'chunk-size', head: stage.head, parts: stage.parts, size: stage.size }
        return null
      }
      case 'trailers': {
        const line = this.#readLine(this.#maxHeaderBytes, 'trailer too long')
        if (line === null) return 'more'
        return line === '' ? this.#finish(stage.head, stage.parts) : null
      }
    }
  }

  #readHead(): HttpRequest | null | 'more' {
    // A client may send empty lines between requests (RFC 9112 §2.2).
    while (this.#buffer.length > 0 && (this.#buffer[0] === 0x0d || this.#buffer[0] === 0x0a)) {
      this.#buffer = this.#buffer.subarray(1)
    }
    if (this.#buffer.length === 0) return 'more'
    const window = this.#buffer.subarray(0, this.#maxHeaderBytes + 4).toString('latin1')
    const end = HEAD_END.exec(window)
    if (end === null) {
      if (this.#buffer.length > this.#maxHeaderBytes)
        throw new Failure(431, 'header section too large')
      return 'more'
    }
    this.#consume(end.index + end[0].length)
    const head = parseHead(window.slice(0, end.index))
    const transfer = head.headers.get('transfer-encoding')
    const length = head.headers.get('content-length')
    if (transfer !== undefined && length !== undefined)
      throw new Failure(400, 'both Content-Length and Transfer-Encoding')
    if (transfer !== undefined) {
      const codings = transfer.split(',').map((c) => c.trim().toLowerCase())
      if (codings.length !== 1 || codings[0] !== 'chunked')
        throw new Failure(501, 'unsupported transfer coding')
      this.#stage = { name: 'chunk-size', head, parts: [], size: 0 }
      return null
    }
    const size = contentLength(length)
    if (size > this.#maxBodyBytes) throw new Failure(413, 'body too large')
    if (size === 0) return this.#finish(head, [])
    this.#stage = { name: 'fixed', head, remaining: size, parts: [] }
    return null
  }

  #finish(head: Head, parts: Buffer[]): HttpRequest {
    this.#stage = { name: 'head' }
    return { ...head, body: Buffer.concat(parts) }
  }

  #consume(n: number): Buffer {
    const out = this.#buffer.subarray(0, n)
    this.#buffer = this.#buffer.subarray(n)
    return out
  }

  /** One CRLF- (or LF-) terminated line without its ending, or null until it is complete. */
  #readLine(max: number, tooLong: string): string | null {
    const lf = this.#buffer.indexOf(0x0a)
    if (lf === -1) {
      if (this.#buffer.length > max + 1) throw new Failure(400, tooLong)
      return null
    }
    const line = this.#consume(lf + 1).toString('latin1')
    return line.replace(/\r?\n$/, '')
  }
}

function contentLength(raw: string | undefined): number {
  if (raw === undefined) return 0
  // Repeated identical values are allowed (RFC 9110 §8.6); differing ones are not.
  const values = [...new Set(raw.split(',').map((v) => v.trim()))]
  if (values.length !== 1 || !/^\d{1,10}$/.test(values[0]!))
    throw new Failure(400, 'bad Content-Length')
  return Number(values[0])
}

function parseHead(text: string): Head {
  const lines = text.split(/\r?\n/)
  const requestLine = /^(\S+) (\S+) HTTP\/(\d)\.(\d)$/.exec(lines[0] ?? '')
  if (!requestLine) throw new Failure(400, 'bad request line')
  const [, method, target, major, minor] = requestLine
  if (!TOKEN.test(method!)) throw new Failure(400, 'bad method')
  if (major !== '1' || (minor !== '0' && minor !== '1'))
    throw new Failure(505, 'HTTP version not supported')
  const headers = new Map<string, string>()
  for (const line of lines.slice(1)) {
    if (/^[ \t]/.test(line)) throw new Failure(400, 'obsolete line folding')
    const colon = line.indexOf(':')
    const name = colon > 0 ? line.slice(0, colon) : ''
    if (!TOKEN.test(name)) throw new Failure(400, 'bad header line')
    const key = name.toLowerCase()
    const value = line.slice(colon + 1).trim()
    const prior = headers.get(key)
    headers.set(key, prior === undefined ? value : `${prior}, ${value}`)
  }
  return { method: method!, target: target!, version: minor === '1' ? '1.1' : '1.0', headers }
}
