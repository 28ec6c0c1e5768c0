// What the sandbox upstream answers, as a function of the request: no sockets, no timers. It
// follows the enquiry spec and the real service's habits (docs/provider-api.md): it checks the
// Basic credentials, the headers of docs/provider-api.md section 4 and every field of
// docs/provider-api.md section 2.1, refuses a PID block it has seen before (duplicate biometric
// data) or one that is stale, and answers plausible data. The Aadhaar numbers of
// src/shared/sandbox-numbers.ts steer it to every status, a slow reply and a hang. The provider's
// own operations and answers beyond the spec's table are in provider-operations.ts. What it
// remembers between requests (the PID blocks seen, the last reference) is in the memory the caller
// passes, so a test drives it with a fixed clock and a fresh memory.

import { createHash } from 'node:crypto'
import { passed, refused, type Checked } from '../../../src/shared/checked.ts'
import { FIELD_LIMITS } from '../../../src/shared/fields.ts'
import { sandboxScenarioFor } from '../../../src/shared/sandbox-numbers.ts'
import {
  providerEnquiryReply,
  providerOperationReply,
  type ProviderMemory,
  type SandboxMerchantAuth,
  type SandboxMerchantAuthDecline,
} from './provider-operations.ts'
import type { Bank } from '../../../src/shared/contract.ts'
import { successReply, type Op } from './success.ts'
import { cannedReply } from './canned-replies.ts'
import { withReference } from './transaction-status.ts'

export interface SimulatedRequest {
  method: string
  path: string
  headers: { authorization?: string; contentType?: string; accept?: string }
  body: string
}

export type SimulatedReply =
  | { kind: 'json'; status: number; body: object; delayMs?: number }
  | { kind: 'html'; status: number; body: string }
  /** No reply at all: the request hangs until the client or close() ends it. */
  | { kind: 'hang' }

export interface ReplySettings {
  user: string
  secret: string
  /** Delay of the "slow" scenario. */
  slowMs: number
  /** How old a PID block may be before it is refused as expired. */
  pidMaxAgeMs: number
  /** SANDBOX_2FA: who is asked for the merchant's daily authentication. */
  merchantAuth: SandboxMerchantAuth
  /** SANDBOX_2FA_DECLINE (provider-operations.ts). */
  merchantAuthDecline?: SandboxMerchantAuthDecline
  /** The provider's bank list (GET /v1/common/bank). */
  banks: readonly Bank[]
}

export interface SimulatorMemory extends ProviderMemory {
  /** SHA-256 of every PID block accepted so far. */
  seenPids: Set<string>
  /** The last transaction reference handed out. */
  sequence: number
}

const PATH_OPS: Record<string, Op> = {
  '/v1/service/aeps/getBalance': 'be',
  '/v1/service/aeps/statement': 'ms',
}

/** The fields of docs/provider-api.md section 2.1, in the order the real service names the first one missing. */
const REQUIRED_FIELDS = [
  'merchantLoginId',
  'aadhaar',
  'txnType',
  'mobile',
  'rdRequest',
  'bankiin',
  'latitude',
  'longitude',
  'pan',
] as const

const json = (status: number, body: object): SimulatedReply => ({ kind: 'json', status, body })

// Spec 2.2: a failed balance enquiry has no data; a failed mini statement has data "".
function envelope(op: Op, code: string, status: string, message: string): object {
  return op === 'ms' ? { code, status, message, data: '' } : { code, status, message }
}

/** A fresh memory: no PID block seen, references from a random start as the real service's. */
export function newSimulatorMemory(start: number): SimulatorMemory {
  return {
    seenPids: new Set(),
    sequence: start,
    merchantAuthPids: new Set(),
    lastMerchantAuth: null,
    merchantAuthDeclined: 0,
    settled: new Map(),
  }
}

/** The reply to one request, given the simulator's settings, clock and memory. */
export function upstreamReply(
  request: SimulatedRequest,
  settings: ReplySettings,
  now: Date,
  memory: SimulatorMemory,
): SimulatedReply {
  const provider = providerOperationReply(request, providerSettings(settings), now, memory)
  if (provider) return json(provider.httpStatus, provider.body)
  const op = PATH_OPS[request.path]
  if (request.method !== 'POST' || op === undefined)
    return json(404, { code: '0x0205', status: 'SOMETHING_WENT_WRONG', message: 'not found' })
  const refused = requestProblem(op, request, settings)
  if (refused) return refused
  const checked = checkFields(op, request.body)
  if (!checked.ok) {
    const { status, message } = checked.problem
    return json(status, envelope(op, '0x0203', 'MISSING_PARAMETER', message))
  }
  const fields = checked.value
  const pidProblem = pidBlockProblem(fields.rdRequest!, settings, now, memory)
  if (pidProblem) return json(200, envelope(op, '0x0202', 'FAILURE', pidProblem))
  return scenarioReply(op, fields, settings, now, memory)
}

const basicAuth = (settings: ReplySettings) =>
  'Basic ' + Buffer.from(`${settings.user}:${settings.secret}`).toString('base64')

function providerSettings(settings: ReplySettings) {
  return {
    expectedAuth: basicAuth(settings),
    merchantAuth: settings.merchantAuth,
    merchantAuthDecline: settings.merchantAuthDecline,
    banks: settings.banks,
  }
}

/** The credentials and headers of docs/provider-api.md section 4, checked before the body is read. */
function requestProblem(
  op: Op,
  request: SimulatedRequest,
  settings: ReplySettings,
): SimulatedReply | null {
  if (request.headers.authorization !== basicAuth(settings))
    return json(401, envelope(op, '0x0201', 'UNAUTHORIZED', 'unauthorized user'))
  const type = request.headers.contentType ?? ''
  const accept = request.headers.accept ?? ''
  if (!type.startsWith('application/json') || !accept.includes('application/json'))
    return json(
      415,
      envelope(op, '0x0203', 'MISSING_PARAMETER', 'missing parameter Content-Type/Accept'),
    )
  return null
}

/** Why the body is refused: 400 when it is not JSON, 200 with the service's message otherwise. */
type BodyProblem = { status: 400 | 200; message: string }

/**
 * The body's fields when every one is present and within its limit; otherwise the first problem,
 * as the real service would name it.
 */
function checkFields(op: Op, text: string): Checked<Record<string, string>, BodyProblem> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return refused({ status: 400, message: 'missing parameter' })
  }
  if (typeof parsed !== 'object' || parsed === null)
    return refused({ status: 400, message: 'missing parameter' })
  const body = parsed as Record<string, unknown>
  const named = (message: string) => refused({ status: 200 as const, message })
  for (const field of REQUIRED_FIELDS) {
    const value = body[field]
    if (typeof value !== 'string' || value === '') return named(`missing parameter ${field}`)
    const limit = FIELD_LIMITS[field as keyof typeof FIELD_LIMITS]
    if (limit !== undefined && value.length > limit) return named(`invalid parameter ${field}`)
  }
  if (body.txnType !== op) return named('invalid parameter txnType')
  return passed(body as Record<string, string>)
}

/** Why the PID block is refused (malformed, seen before, stale), or null; remembers it. */
function pidBlockProblem(
  rd: string,
  settings: ReplySettings,
  now: Date,
  memory: SimulatorMemory,
): string | null {
  if (!/<PidData[\s>]/.test(rd) || !/<Skey[\s>]/.test(rd) || !/<Hmac>/.test(rd))
    return '100: Invalid PID data'
  const pidHash = createHash('sha256').update(rd).digest('hex')
  if (memory.seenPids.has(pidHash))
    return '563: Duplicate biometric data. Capture the fingerprint again.'
  memory.seenPids.add(pidHash)
  const captured = pidTimestamp(rd)
  if (captured && now.getTime() - captured.getTime() > settings.pidMaxAgeMs)
    return '561: PID expired. Capture the fingerprint again.'
  return null
}

/** The 19 ASCII characters at the start of a PID block's Data (docs/rd-service.md 3.3). */
function pidTimestamp(rdRequest: string): Date | null {
  const data = /<Data[^>]*>([^<]+)<\/Data>/.exec(rdRequest)?.[1]
  if (!data) return null
  const ts = Buffer.from(data.trim(), 'base64').subarray(0, 19).toString('latin1')
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(ts)) return null
  const date = new Date(ts + '+05:30')
  return Number.isNaN(date.getTime()) ? null : date
}

/** What the customer's number steers to, once the request itself is in order. */
function scenarioReply(
  op: Op,
  fields: Record<string, string>,
  settings: ReplySettings,
  now: Date,
  memory: SimulatorMemory,
): SimulatedReply {
  const scenario = sandboxScenarioFor(fields.aadhaar!)
  if (scenario === 'hang') return { kind: 'hang' }
  if (scenario === 'not-json')
    return { kind: 'html', status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }
  const delayMs = scenario === 'slow' ? settings.slowMs : 0
  const context = { mode: settings.merchantAuth, now, memory }
  const special = providerEnquiryReply(op, scenario, context, () =>
    successReply(op, fields, now, String(++memory.sequence)),
  )
  if (special) return { kind: 'json', status: 200, body: special, delayMs }
  const canned = cannedReply(scenario)
  if (canned) {
    const message = op === 'ms' && scenario === 'failure' ? '001: Failure' : canned[2]
    const body = envelope(op, canned[0], canned[1], message)
    return json(200, withReference(op, scenario, body, ++memory.sequence, memory))
  }
  const reply = successReply(op, fields, now, String(++memory.sequence))
  return { kind: 'json', status: 200, body: reply, delayMs }
}
