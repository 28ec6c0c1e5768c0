// Turns whatever the upstream did into a defined outcome and a sentence for the merchant.
// docs/provider-api.md: status first, code second; HTTP status, code and status may disagree;
// fields may be of unexpected types; a success without the data it promises is not confirmed.

import type {
  BalanceData,
  EnquiryReply,
  Operation,
  StatementData,
} from '../../src/shared/contract.ts'
import { maskAadhaar } from '../../src/shared/mask.ts'
import {
  classifyResult,
  guidanceFor,
  resultRowForCode,
  stripSwitchPrefix,
} from '../../src/shared/results.ts'
import { referenceDate } from '../../src/shared/statement.ts'
import { cleanStatementEntries, findStatementList } from '../../src/shared/statement-lines.ts'
import type { UpstreamResult } from './client.ts'

export type FaultCode = 'UPSTREAM_UNREACHABLE' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_BAD_REPLY'

/** No envelope: the code's HTTP status is the catalogue's (src/shared/errors.ts). */
export interface Fault {
  kind: 'fault'
  errorCode: FaultCode
  message: string
  reason: string
  /** v1.3: the provider's reference, when an unreadable reply's JSON still named one. */
  reference?: string
}

export type Interpretation =
  { kind: 'envelope'; reply: Omit<EnquiryReply, 'transactionId'> } | Fault

export const FAULT_MESSAGES: Record<FaultCode, string> = {
  UPSTREAM_UNREACHABLE:
    'The bank service could not be reached, so nothing was sent to the bank. Check the internet connection, then it is safe to try again.',
  UPSTREAM_TIMEOUT:
    'The bank service did not answer in time, so the result is not confirmed. An enquiry is not a withdrawal: where the record holds the bank’s reference, check its status in a few minutes; otherwise the customer may ask again with a fresh fingerprint.',
  UPSTREAM_BAD_REPLY:
    'The bank service sent a reply the desk cannot read, so the result is not confirmed. An enquiry is not a withdrawal: where the record holds the bank’s reference, check its status in a few minutes; otherwise the customer may ask again with a fresh fingerprint.',
}

export interface InterpretContext {
  operation: Operation
  /** The customer's own number: the reply shows it re-masked, last four digits only. */
  aadhaar: string
  now: Date
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : ''

const nullableText = (value: unknown): string | null =>
  value === null || value === undefined ? null : text(value)

const numberOrNull = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function balanceData(data: Record<string, unknown>, ctx: InterpretContext): BalanceData | null {
  // Without a balance a "success" confirms nothing the merchant can show. Banks format it their
  // own way ("1,000.00 CR", "Rs 1000"), so any text with digits counts; "N/A" does not.
  const balance = text(data.availableBalance).trim()
  if (!/\d/.test(balance)) return null
  return {
    clientRefNo: text(data.clientRefNo),
    routeType: text(data.routeType),
    bankiin: text(data.bankiin),
    stanNo: text(data.stanNo),
    rrn: text(data.rrn),
    bankMessage: text(data.bankMessage),
    bankCode: text(data.bankCode),
    merchantCode: text(data.merchantCode),
    merchantMobile: text(data.merchantMobile),
    aadhaarNumber: maskAadhaar(ctx.aadhaar),
    transactionType: text(data.transactionType),
    transactionDateTime: text(data.transactionDateTime),
    transactionAmount: text(data.transactionAmount),
    availableBalance: balance,
  }
}

function statementData(data: Record<string, unknown>, ctx: InterpretContext): StatementData | null {
  // v1.1: the entries may come under `statement` and as fixed-width lines; whatever their form, a
  // SUCCESS with a list is a success (statement-lines.ts). Without any list it confirms nothing.
  const list = findStatementList(data)
  if (list === null) return null
  return {
    orderRefId: text(data.orderRefId),
    clientRefId: text(data.clientRefId),
    ipaymentId: text(data.ipaymentId),
    bankName: nullableText(data.bankName),
    accountNumber: nullableText(data.accountNumber),
    transactionMode: nullableText(data.transactionMode),
    payableValue: numberOrNull(data.payableValue),
    transactionValue: numberOrNull(data.transactionValue),
    bankAccountBalance: numberOrNull(data.bankAccountBalance),
    ...cleanStatementEntries(list, referenceDate(data.transactionDateTime, ctx.now)),
  }
}

/**
 * v1.1: the bank's own words (`bankMessage`, `bankCode`), wherever the reply carried them: in
 * `data` on a success and on a failure (although the spec gives a failed balance enquiry no data),
 * or beside the envelope's fields. Blank values count as absent.
 */
export function bankWords(envelope: Record<string, unknown>): {
  bankMessage?: string
  bankCode?: string
} {
  const data = isObject(envelope.data) ? envelope.data : {}
  const words: { bankMessage?: string; bankCode?: string } = {}
  for (const key of ['bankMessage', 'bankCode'] as const) {
    const value = text(data[key]).trim() || text(envelope[key]).trim()
    if (value !== '') words[key] = value
  }
  return words
}

/**
 * v1.3: the provider's reference of the transaction, wherever the reply carried it: data.clientRefNo
 * (a balance enquiry), data.clientRefId (a mini statement), the same inside a PENDING reply, or
 * beside the envelope's fields (docs/provider-api.md, "Transaction status"); blank is absent.
 */
export function referenceOf(envelope: Record<string, unknown>): string | undefined {
  const data = isObject(envelope.data) ? envelope.data : {}
  for (const value of [
    data.clientRefNo,
    data.clientRefId,
    envelope.clientRefNo,
    envelope.clientRefId,
  ]) {
    const reference = text(value).trim()
    if (reference !== '') return reference
  }
  return undefined
}

/**
 * The reference of a reply that is not an envelope, only when it looks like one: a short string or
 * number of letters, digits and . _ / - (we send it back upstream and show it, and nothing else in
 * such a body was vouched for). The journaled call then scrubs it like any identifier.
 */
function safeReference(body: Record<string, unknown>): string | undefined {
  const data = isObject(body.data) ? body.data : {}
  for (const value of [data.clientRefNo, data.clientRefId, body.clientRefNo, body.clientRefId]) {
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const reference = text(value).trim()
    if (/^[A-Za-z0-9._/-]{1,64}$/.test(reference)) return reference
  }
  return undefined
}

function fault(errorCode: FaultCode, reason: string): Fault {
  return {
    kind: 'fault',
    errorCode,
    message: FAULT_MESSAGES[errorCode],
    reason,
  }
}

/** The envelope of any upstream operation: its outcome, message and the bank's words. */
export type Envelope = Pick<EnquiryReply, 'outcome' | 'code' | 'status' | 'message'> & {
  bankMessage?: string
  bankCode?: string
  body: Record<string, unknown>
}

/** The envelope of a reply, or the fault that stands for it (shared by every operation). */
export function readEnvelope(
  result: UpstreamResult,
): { kind: 'envelope'; envelope: Envelope } | Fault {
  if (result.kind === 'timeout') return fault('UPSTREAM_TIMEOUT', 'no reply within the deadline')
  if (result.kind === 'unreachable') return fault('UPSTREAM_UNREACHABLE', result.reason)
  // The request may have reached the bank: an unreadable reply, never "not reached".
  if (result.kind === 'lost') return fault('UPSTREAM_BAD_REPLY', `after sending: ${result.reason}`)
  if (result.kind === 'bad-reply')
    return fault('UPSTREAM_BAD_REPLY', `HTTP ${result.httpStatus}: ${result.reason}`)

  const body = result.json
  if (!isObject(body) || (typeof body.code !== 'string' && typeof body.status !== 'string')) {
    const unread = fault(
      'UPSTREAM_BAD_REPLY',
      `HTTP ${result.httpStatus}: JSON without an envelope`,
    )
    // v1.3: the result stays unconfirmed, but a reference the body names lets a status check ask.
    const reference = isObject(body) ? safeReference(body) : undefined
    return reference === undefined ? unread : { ...unread, reference }
  }
  const code = text(body.code).trim()
  const status = text(body.status).trim()
  const standard = resultRowForCode(code.toLowerCase())?.standardMessage ?? ''
  return {
    kind: 'envelope',
    envelope: {
      outcome: classifyResult(code, status),
      code,
      status,
      message: text(body.message) || standard,
      ...bankWords(body),
      body,
    },
  }
}

export function interpret(result: UpstreamResult, ctx: InterpretContext): Interpretation {
  const read = readEnvelope(result)
  if (read.kind === 'fault') return read
  const { body: envelope, code, status, message, ...words } = read.envelope
  let { outcome } = words

  let data: BalanceData | StatementData | undefined
  if (outcome === 'success') {
    const shaped = isObject(envelope.data)
      ? ctx.operation === 'balance-enquiry'
        ? balanceData(envelope.data, ctx)
        : statementData(envelope.data, ctx)
      : null
    if (shaped === null) outcome = 'unknown'
    else data = shaped
  }

  const reply: Omit<EnquiryReply, 'transactionId'> = {
    outcome,
    code,
    status,
    message,
    displayMessage: stripSwitchPrefix(message),
    guidance: guidanceFor(outcome, ctx.operation),
  }
  if (words.bankMessage !== undefined) reply.bankMessage = words.bankMessage
  if (words.bankCode !== undefined) reply.bankCode = words.bankCode
  const reference = referenceOf(envelope)
  if (reference !== undefined) reply.clientRefId = reference
  if (data !== undefined) reply.data = data
  return { kind: 'envelope', reply }
}
