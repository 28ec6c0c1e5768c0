// The sandbox bank's side of what real providers send beyond the spec's table (docs/contract.md
// v1.1; docs/provider-api.md): the merchant's daily authentication (POST /v1/service/aeps/2fa), the
// provider's bank list (GET /v1/common/bank), the 0x0208 / 2FA answer until the merchant has
// authenticated today, a failure that carries the bank's own words in `data`, and mini statements
// whose entries come as fixed-width lines or in a form the desk does not know. Pure, as replies.ts:
// what a provider remembers (who authenticated when, the PID blocks seen) is in the caller's memory.

import { createHash } from 'node:crypto'
import type { Bank } from '../../../src/shared/contract.ts'
import { startOfIndiaDay } from '../../../src/shared/india-day.ts'
import type { SandboxScenario } from '../../../src/shared/sandbox-numbers.ts'
import type { Op } from './success.ts'
import * as status from './transaction-status.ts'

export const PROVIDER_PATHS = {
  merchantAuth: '/v1/service/aeps/2fa',
  banks: '/v1/common/bank',
  transactionStatus: status.TRANSACTION_STATUS_PATH,
} as const

export type SandboxMerchantAuth = 'number' | 'daily'

/**
 * SANDBOX_2FA_DECLINE: a number N declines the first N merchant authentications as UIDAI's 300
 * (the finger did not match); `blocked` answers every one as PaySprint's 23 "Merchant is blocked at
 * NPCI end". For trying the desk's warnings (docs/contract.md v1.5) without a real bank.
 */
export type SandboxMerchantAuthDecline = number | 'blocked'

/** A reply of the provider's own operations; replies.ts sends it as JSON. */
export type SimReply = { httpStatus: number; body: object }

/** What the provider remembers between requests (part of replies.ts's SimulatorMemory). */
export interface ProviderMemory extends status.StatusMemory {
  /** SHA-256 of every PID block a merchant authentication sent. */
  merchantAuthPids: Set<string>
  /** When the merchant last authenticated, if ever. */
  lastMerchantAuth: Date | null
  /** How many merchant authentications SANDBOX_2FA_DECLINE has declined so far. */
  merchantAuthDeclined?: number
}

/** The request as replies.ts reads it, the parts these operations need. */
export interface ProviderRequest {
  method: string
  path: string
  headers: { authorization?: string; contentType?: string }
  body: string
}

export interface ProviderSettings {
  /** The Authorization header the simulator expects. */
  expectedAuth: string
  /** SANDBOX_2FA: who is asked for the merchant's daily authentication. */
  merchantAuth: SandboxMerchantAuth
  merchantAuthDecline?: SandboxMerchantAuthDecline
  /** The list GET /v1/common/bank answers (the bundled one in sandbox mode). */
  banks: readonly Bank[]
}

// Spec 2.2: a failed balance enquiry has no data; a failed mini statement has data "".
const envelope = (op: Op, code: string, status: string, message: string) =>
  op === 'ms' ? { code, status, message, data: '' } : { code, status, message }

/** The family's answer when the merchant's daily authentication is due (docs/provider-api.md). */
export function merchantAuthRequiredReply(op: Op) {
  return envelope(op, '0x0208', '2FA', 'UAD: Please do 2 factor auth.')
}

/** A failure with the bank's reason in `data`, although the spec gives a failed enquiry none. */
export function bankWordsReply(op: Op) {
  const what = op === 'be' ? 'Balance Inquiry' : 'Mini Statement'
  return {
    code: '0x0202',
    status: 'FAILURE',
    message: '001: Failure',
    data: {
      bankMessage: `You have exceeded daily limit of ${what} transactions`,
      bankCode: '65',
    },
  }
}

interface SuccessReply {
  data: Record<string, unknown> & { miniStatement?: unknown }
  [key: string]: unknown
}

const isEntry = (e: unknown): e is Record<string, string> => typeof e === 'object' && e !== null

/** `MM/DD` + Cr/Dr + amount -> `DD/MM <narration padded to 30> C|D <amount zero-padded to 13>`. */
export function statementLine(entry: Record<string, string>): string {
  const [month = '', day = ''] = (entry.date ?? '').split('/')
  const narration = decodeURIComponent((entry.narration ?? '').replace(/%(?![0-9A-F]{2})/gi, '%25'))
    .trim()
    .slice(0, 30)
    .padEnd(30)
  const marker = (entry.txnType ?? '').trim().toUpperCase().startsWith('C') ? 'C' : 'D'
  const amount = Number(entry.amount ?? '0')
    .toFixed(2)
    .padStart(13, '0')
  return `${day}/${month} ${narration} ${marker} ${amount}`
}

const statementLineOf = (e: Record<string, string>) => ({ narration: statementLine(e) })

/** Entries as fixed-width lines under `data.statement`, and a real balance (the usual 0 is not). */
export function asStatementLines(reply: SuccessReply): SuccessReply {
  const { miniStatement, ...data } = reply.data
  const entries = Array.isArray(miniStatement) ? miniStatement.filter(isEntry) : []
  return {
    ...reply,
    data: { ...data, bankAccountBalance: 4821.5, statement: entries.map(statementLineOf) },
  }
}

/** A mini statement success with two entries in a form no spec describes, among the usual ones. */
export function withUnrecognisedEntries(reply: SuccessReply): SuccessReply {
  const entries = Array.isArray(reply.data.miniStatement) ? reply.data.miniStatement : []
  return {
    ...reply,
    data: {
      ...reply.data,
      miniStatement: [
        ...entries.slice(0, 2),
        { particulars: 'SERVICE CHARGES GST', value: '-11.80' },
        'ACCOUNT BALANCE ENQUIRY LOGGED',
        ...entries.slice(2),
      ],
    },
  }
}

/** The provider's bank list: numeric IINs, names as the provider keeps them, logo URLs. */
export function bankListReply(banks: readonly Bank[]): SimReply {
  return {
    httpStatus: 200,
    body: {
      code: '0x0200',
      status: 'SUCCESS',
      message: 'Bank list fetched',
      data: banks.map((bank, index) => ({
        bankId: index + 1,
        iin: Number(bank.iin),
        bank: bank.name,
        url: `http://logos.sandbox.invalid/${bank.iin}.jpg`,
      })),
    },
  }
}

const MERCHANT_AUTH_FIELDS = ['merchantLoginId', 'rdRequest', 'latitude', 'longitude'] as const

/** The merchant authentication: exactly its four string fields, a PID block never seen before. */
export function merchantAuthReply(body: unknown, seenBefore: boolean): SimReply {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return {
      httpStatus: 400,
      body: envelope('be', '0x0203', 'MISSING_PARAMETER', 'missing parameter'),
    }
  const fields = body as Record<string, unknown>
  for (const name of MERCHANT_AUTH_FIELDS) {
    if (typeof fields[name] !== 'string' || fields[name] === '')
      return {
        httpStatus: 200,
        body: envelope('be', '0x0203', 'MISSING_PARAMETER', `missing parameter ${name}`),
      }
  }
  const extra = Object.keys(fields).find(
    (k) => !(MERCHANT_AUTH_FIELDS as readonly string[]).includes(k),
  )
  if (extra !== undefined)
    return {
      httpStatus: 200,
      body: envelope('be', '0x0203', 'MISSING_PARAMETER', `invalid parameter ${extra}`),
    }
  const rd = fields.rdRequest as string
  if (!/<PidData[\s>]/.test(rd) || !/<Skey[\s>]/.test(rd) || !/<Hmac>/.test(rd))
    return { httpStatus: 200, body: envelope('be', '0x0202', 'FAILURE', '100: Invalid PID data') }
  if (seenBefore)
    return {
      httpStatus: 200,
      body: envelope('be', '0x0202', 'FAILURE', 'Duplicate Biometric data'),
    }
  return {
    httpStatus: 200,
    body: { code: '0x0200', status: 'SUCCESS', message: '2FA completed successfully' },
  }
}

const METHOD_NOT_ALLOWED: SimReply = { httpStatus: 405, body: { message: 'method not allowed' } }

/** The reply to one of the provider's own operations, or null when the path is not one of them. */
export function providerOperationReply(
  request: ProviderRequest,
  settings: ProviderSettings,
  now: Date,
  memory: ProviderMemory,
): SimReply | null {
  if (!(Object.values(PROVIDER_PATHS) as string[]).includes(request.path)) return null
  if (request.headers.authorization !== settings.expectedAuth)
    return { httpStatus: 401, body: envelope('be', '0x0201', 'UNAUTHORIZED', 'unauthorized user') }
  if (request.path === PROVIDER_PATHS.banks)
    return request.method === 'GET' ? bankListReply(settings.banks) : METHOD_NOT_ALLOWED
  if (request.method !== 'POST') return METHOD_NOT_ALLOWED
  if (!(request.headers.contentType ?? '').startsWith('application/json'))
    return {
      httpStatus: 415,
      body: envelope('be', '0x0203', 'MISSING_PARAMETER', 'missing parameter Content-Type'),
    }
  if (request.path === PROVIDER_PATHS.transactionStatus)
    return { httpStatus: 200, body: status.transactionStatusReply(request.body, memory) }
  return merchantAuthentication(request.body, now, memory, settings.merchantAuthDecline ?? 0)
}

/** The merchant authentication against the memory: a PID block once, the time of a success. */
function merchantAuthentication(
  text: string,
  now: Date,
  memory: ProviderMemory,
  decline: SandboxMerchantAuthDecline,
): SimReply {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  const rd = (body as { rdRequest?: unknown } | null)?.rdRequest
  const pid = typeof rd === 'string' ? rd : ''
  const hash = createHash('sha256').update(pid).digest('hex')
  let reply = merchantAuthReply(body, memory.merchantAuthPids.has(hash))
  if (pid !== '') memory.merchantAuthPids.add(hash)
  if ((reply.body as { code?: string }).code === '0x0200') reply = declined(reply, decline, memory)
  if ((reply.body as { code?: string }).code === '0x0200') memory.lastMerchantAuth = now
  return reply
}

/** A good authentication as SANDBOX_2FA_DECLINE would have it answered. */
function declined(
  reply: SimReply,
  decline: SandboxMerchantAuthDecline,
  memory: ProviderMemory,
): SimReply {
  if (decline === 'blocked')
    return {
      httpStatus: 200,
      body: envelope('be', '0x0202', 'FAILURE', '23: Merchant is blocked at NPCI end'),
    }
  const declinedSoFar = memory.merchantAuthDeclined ?? 0
  if (declinedSoFar >= decline) return reply
  memory.merchantAuthDeclined = declinedSoFar + 1
  return {
    httpStatus: 200,
    body: envelope('be', '0x0202', 'FAILURE', '300: Biometric data did not match'),
  }
}

/** Whether the merchant has authenticated since the start of today in India. */
export function authenticatedToday(memory: ProviderMemory, now: Date): boolean {
  return memory.lastMerchantAuth !== null && memory.lastMerchantAuth >= startOfIndiaDay(now)
}

/**
 * The reply to an enquiry when one of this module's scenarios decides it, else null (replies.ts
 * answers as before). `success` builds the usual success reply.
 */
export function providerEnquiryReply(
  op: Op,
  scenario: SandboxScenario,
  context: { mode: SandboxMerchantAuth; now: Date; memory: ProviderMemory },
  success: () => object,
): object | null {
  const asks = context.mode === 'daily' || scenario === 'merchant-auth-required'
  if (asks && !authenticatedToday(context.memory, context.now)) return merchantAuthRequiredReply(op)
  if (scenario === 'bank-words') return bankWordsReply(op)
  if (op === 'ms' && scenario === 'statement-lines')
    return asStatementLines(success() as SuccessReply)
  if (op === 'ms' && scenario === 'statement-unrecognised')
    return withUnrecognisedEntries(success() as SuccessReply)
  return null
}
