// The behaviour of one simulated RD service, independent of sockets: a parsed request in, a reply
// (or HANG) out. Like a real service it answers every RD verb with HTTP 200 and XML, reporting
// errors inside the XML (docs/rd-service.md §0 line 5), answers the CORS preflight a browser sends
// before a custom verb (§5.1), and refuses GET/POST with 405 (the MFS110 report, §5.1) unless it
// acts as a build that takes POST as an alias of the path's RD verb (post-alias.ts).

import { deviceIdentity, withCertificate, type DeviceIdentity } from './device-identity.ts'
import type { RdBehaviour } from './behaviours.ts'
import { HANG, type HttpResponse } from './http-connection.ts'
import type { HttpRequest } from './http-parser.ts'
import type { Personality } from './personalities.ts'
import { postAliasVerb } from './post-alias.ts'
import {
  deviceInfoReply,
  errorPidData,
  garbageReply,
  rdServiceXml,
  successPidData,
  DEFAULT_PID_FACTS,
  type PidFacts,
} from './pid-block.ts'
import { checkPidOptions } from './pid-options-check.ts'
import {
  count,
  cors,
  methodNotAllowed,
  noRequests,
  pathOf,
  preflightReply,
  type RequestCounts,
} from './http-replies.ts'

export type { RequestCounts } from './http-replies.ts'

export interface SimulatedServiceOptions {
  personality: Personality
  behaviour: RdBehaviour
  host: string
  port: number
  /** Multiplies every wait (finger delay, the 700 timeout): 0.01 makes a 10 s timeout 100 ms. */
  timeScale: number
  /** How long the "finger" takes on a successful capture, before timeScale. */
  captureDelayMs: number
  /** How many captures answer -1509 in the slow-start behaviour. */
  slowStartCaptures: number
  seed: string
  /** POST on the capture, info and discovery paths stands for CAPTURE, DEVICEINFO, RDSERVICE. */
  postAlias?: boolean
  /** (v1.5) The PID's facts (pid-block.ts); the defaults are a current key and a right clock. */
  pidFacts?: Partial<PidFacts>
}

const RD_METHODS = 'RDSERVICE,DEVICEINFO,CAPTURE'

export class SimulatedRdService {
  readonly personality: Personality
  readonly identity: DeviceIdentity
  readonly counts: RequestCounts = noRequests()
  /** Requests whose client closed the connection before they were answered (hung ones too). */
  readonly abandoned: RequestCounts = noRequests()
  readonly postAlias: boolean
  readonly #host: string
  readonly #port: number
  readonly #timers = new Set<NodeJS.Timeout>()
  #behaviour: RdBehaviour
  #timeScale: number
  #captureDelayMs: number
  #slowStartCaptures: number
  #slowStartLeft: number
  #pending = 0
  #garbageSent = 0
  readonly #pidFacts: PidFacts
  #closed = false

  constructor(options: SimulatedServiceOptions) {
    this.personality = options.personality
    this.#pidFacts = { ...DEFAULT_PID_FACTS, ...options.pidFacts }
    this.identity = withCertificate(deviceIdentity(options.seed), options.pidFacts?.mc)
    this.#host = options.host
    this.#port = options.port
    this.#behaviour = options.behaviour
    this.#timeScale = options.timeScale
    this.#captureDelayMs = options.captureDelayMs
    this.#slowStartCaptures = options.slowStartCaptures
    this.#slowStartLeft = options.slowStartCaptures
    this.postAlias = options.postAlias ?? false
  }

  get behaviour(): RdBehaviour {
    return this.#behaviour
  }

  /** Switches behaviour; slow-start begins its count again. */
  setBehaviour(behaviour: RdBehaviour, options: { slowStartCaptures?: number } = {}): void {
    this.#behaviour = behaviour
    if (options.slowStartCaptures !== undefined) this.#slowStartCaptures = options.slowStartCaptures
    this.#slowStartLeft = this.#slowStartCaptures
  }

  setTiming(options: { timeScale?: number; captureDelayMs?: number }): void {
    this.#timeScale = options.timeScale ?? this.#timeScale
    this.#captureDelayMs = options.captureDelayMs ?? this.#captureDelayMs
  }

  /** Stops pending waits; their connections are closed by the server. */
  close(): void {
    this.#closed = true
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
  }

  handle = async (request: HttpRequest): Promise<HttpResponse | typeof HANG> => {
    const method = this.#verbOf(request)
    count(this.counts, method)

    if (this.#behaviour === 'hang') return HANG
    switch (method) {
      case 'OPTIONS':
        return preflightReply(request, this.#methods(request))
      case 'RDSERVICE':
        return this.#xml(rdServiceXml(this.personality, this.#status(), this.#host, this.#port))
      case 'DEVICEINFO':
        if (pathOf(request) !== this.personality.paths.info)
          return this.#xml(errorPidData(this.personality, '770'))
        return this.#xml(deviceInfoReply(this.personality, this.identity, this.#readerPresent()))
      case 'CAPTURE':
        return this.#capture(request)
      default:
        return methodNotAllowed(this.#methods(request))
    }
  }

  /**
   * The connection of this request closed before its reply; our own close() does not count. A
   * capture under way goes on to its finger or timeout (the reader stays USED): whether real
   * services notice a client leaving is not documented, and carrying on is the less forgiving case.
   */
  noteAbandoned = (request: HttpRequest): void => {
    if (!this.#closed) count(this.abandoned, this.#verbOf(request))
  }

  /** The verb to act on: the method, or on a POST-alias build the RD verb a POST stands for. */
  #verbOf(request: HttpRequest): string {
    const method = request.method.toUpperCase()
    if (method !== 'POST' || !this.postAlias) return method
    return postAliasVerb(pathOf(request), this.personality) ?? method
  }

  /** What the request's path takes, for Allow and the preflight. */
  #methods(request: HttpRequest): string {
    const alias = this.postAlias && postAliasVerb(pathOf(request), this.personality) !== null
    return alias ? `${RD_METHODS},POST` : RD_METHODS
  }

  #status(): 'READY' | 'NOTREADY' | 'USED' {
    if (this.#behaviour === 'notready') return 'NOTREADY'
    if (this.#behaviour === 'busy' || this.#pending > 0) return 'USED'
    return 'READY'
  }

  #readerPresent(): boolean {
    return this.#behaviour !== 'notready' && this.#behaviour !== 'no-serial'
  }

  async #capture(request: HttpRequest): Promise<HttpResponse | typeof HANG> {
    const error = (code: string) => this.#xml(errorPidData(this.personality, code))
    if (pathOf(request) !== this.personality.paths.capture) return error('770')
    if (this.#behaviour === 'capture-hang') return HANG
    if (this.#pending > 0 || this.#behaviour === 'busy') return error('710')
    if (!this.#readerPresent() || this.#behaviour === 'device-not-ready') return error('720')
    if (this.#behaviour === 'slow-start' && this.#slowStartLeft > 0) {
      this.#slowStartLeft--
      return error('-1509')
    }
    const check = checkPidOptions(request.body.toString('utf8'))
    if (!check.ok) return error(check.problem)

    this.#pending++
    try {
      if (this.#behaviour === 'timeout') {
        await this.#wait(check.value.timeoutMs)
        return error('700')
      }
      await this.#wait(Math.min(this.#captureDelayMs, check.value.timeoutMs))
      if (this.#behaviour === 'garbage') {
        return this.#xml(garbageReply(this.personality, this.identity, this.#garbageSent++))
      }
      return this.#xml(successPidData(this.personality, this.identity, check.value, this.#pidFacts))
    } finally {
      this.#pending--
    }
  }

  #xml(body: string): HttpResponse {
    return {
      status: 200,
      headers: { 'Content-Type': this.personality.contentType, ...cors() },
      body,
    }
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          this.#timers.delete(timer)
          resolve()
        },
        Math.max(0, Math.round(ms * this.#timeScale)),
      )
      this.#timers.add(timer)
    })
  }
}
