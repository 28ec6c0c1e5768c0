// The sandbox bank's side of what real providers send beyond the spec's table (issue 9; bridge-api.md
// v1.1; upstream-notes.md): the merchant's daily authentication (POST /v1/service/aeps/2fa), the
// provider's bank list (GET /v1/common/bank), the 0x0208 / 2FA answer until the merchant has
// authenticated today, a failure that carries the bank's own words in `data`, and mini statements
// whose entries come as fixed-width lines or in a form the desk does not know. The replies are pure
// functions; ProviderOperations holds the little state a provider has (who authenticated when).

import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { Bank } from '../../src/shared/contract.ts'
import { startOfIndiaDay } from '../../src/shared/india-day.ts'
import type { SandboxScenario } from '../../src/shared/sandbox-numbers.ts'
import { loadBanks } from '../banks.ts'

export const PROVIDER_PATHS = {
  merchantAuth: '/v1/service/aeps/2fa',
  banks: '/v1/common/bank',
} as const

export type SandboxMerchantAuth = 'number' | 'daily'

export interface SimReply {
  httpStatus: number
  body: unknown
}

type Op = 'be' | 'ms'

// Spec 2.2: a failed balance enquiry has no data; a failed mini statement has data "".
const envelope = (op: Op, code: string, status: string, message: string) =>
  op === 'ms' ? { code, status, message, data: '' } : { code, status, message }

/** The family's answer when the merchant's daily authentication is due (upstream-notes.md). */
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

/** A mini statement success with its entries as fixed-width lines under `data.statement`. */
export function asStatementLines(reply: SuccessReply): SuccessReply {
  const { miniStatement, ...data } = reply.data
  const entries = Array.isArray(miniStatement) ? miniStatement.filter(isEntry) : []
  return {
    ...reply,
    data: { ...data, statement: entries.map((e) => ({ narration: statementLine(e) })) },
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

export interface ProviderOperationsOptions {
  expectedAuth: string
  mode: SandboxMerchantAuth
  now: () => Date
}

export class ProviderOperations {
  readonly #options: ProviderOperationsOptions
  readonly #seenPids = new Set<string>()
  readonly #banks: Bank[] = loadBanks()
  #lastMerchantAuth: Date | null = null

  constructor(options: ProviderOperationsOptions) {
    this.#options = options
  }

  owns(path: string | undefined): boolean {
    return path === PROVIDER_PATHS.merchantAuth || path === PROVIDER_PATHS.banks
  }

  /** The reply to one of the provider's own operations (owns(path) is true). */
  serve(
    request: { method?: string; url?: string; headers: IncomingHttpHeaders },
    bodyText: string,
  ): SimReply {
    if (request.headers.authorization !== this.#options.expectedAuth)
      return {
        httpStatus: 401,
        body: envelope('be', '0x0201', 'UNAUTHORIZED', 'unauthorized user'),
      }
    if (request.url === PROVIDER_PATHS.banks) {
      if (request.method !== 'GET')
        return { httpStatus: 405, body: { message: 'method not allowed' } }
      return bankListReply(this.#banks)
    }
    if (request.method !== 'POST')
      return { httpStatus: 405, body: { message: 'method not allowed' } }
    if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
      return {
        httpStatus: 415,
        body: envelope('be', '0x0203', 'MISSING_PARAMETER', 'missing parameter Content-Type'),
      }
    let body: unknown
    try {
      body = JSON.parse(bodyText)
    } catch {
      body = null
    }
    const rd =
      typeof (body as { rdRequest?: unknown })?.rdRequest === 'string'
        ? (body as { rdRequest: string }).rdRequest
        : ''
    const hash = createHash('sha256').update(rd).digest('hex')
    const reply = merchantAuthReply(body, this.#seenPids.has(hash))
    if (rd !== '') this.#seenPids.add(hash)
    if ((reply.body as { code?: string }).code === '0x0200')
      this.#lastMerchantAuth = this.#options.now()
    return reply
  }

  /** Whether the merchant has authenticated since the start of today in India. */
  authenticatedToday(): boolean {
    const now = this.#options.now()
    return this.#lastMerchantAuth !== null && this.#lastMerchantAuth >= startOfIndiaDay(now)
  }

  /**
   * The reply to an enquiry when one of this module's scenarios decides it, else null (the
   * simulator answers as before). `success` builds the usual success reply.
   */
  enquiryReply(op: Op, scenario: SandboxScenario, success: () => unknown): unknown {
    const asks = this.#options.mode === 'daily' || scenario === 'merchant-auth-required'
    if (asks && !this.authenticatedToday()) return merchantAuthRequiredReply(op)
    if (scenario === 'bank-words') return bankWordsReply(op)
    if (op === 'ms' && scenario === 'statement-lines')
      return asStatementLines(success() as SuccessReply)
    if (op === 'ms' && scenario === 'statement-unrecognised')
      return withUnrecognisedEntries(success() as SuccessReply)
    return null
  }
}
