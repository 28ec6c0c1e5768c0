// Turns whatever the upstream did into a defined outcome and a sentence for the merchant.
// upstream-notes.md: status first, code second; HTTP status, code and status may disagree; fields
// may have unexpected types; a success without the data it promises is not a confirmed result.

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
import { normaliseEntries, readRawEntries, referenceDate } from '../../src/shared/statement.ts'
import type { UpstreamResult } from './client.ts'

export type FaultCode = 'UPSTREAM_UNREACHABLE' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_BAD_REPLY'

export type Interpretation =
  | { kind: 'envelope'; reply: Omit<EnquiryReply, 'transactionId'> }
  /** No envelope: the code's HTTP status is the catalogue's (src/shared/errors.ts). */
  | { kind: 'fault'; errorCode: FaultCode; message: string; reason: string }

export const FAULT_MESSAGES: Record<FaultCode, string> = {
  UPSTREAM_UNREACHABLE:
    'The bank service could not be reached, so nothing was sent to the bank. Check the internet connection, then it is safe to try again.',
  UPSTREAM_TIMEOUT:
    'The bank service did not answer in time, so the result is not confirmed. Do not retry at once; look in Transactions in a few minutes.',
  UPSTREAM_BAD_REPLY:
    'The bank service sent a reply the desk cannot read, so the result is not confirmed. Do not retry at once; look in Transactions in a few minutes.',
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
  if (!Array.isArray(data.miniStatement)) return null
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
    miniStatement: normaliseEntries(
      readRawEntries(data.miniStatement),
      referenceDate(data.transactionDateTime, ctx.now),
    ),
  }
}

function fault(errorCode: FaultCode, reason: string): Interpretation {
  return {
    kind: 'fault',
    errorCode,
    message: FAULT_MESSAGES[errorCode],
    reason,
  }
}

export function interpret(result: UpstreamResult, ctx: InterpretContext): Interpretation {
  if (result.kind === 'timeout') return fault('UPSTREAM_TIMEOUT', 'no reply within the deadline')
  if (result.kind === 'unreachable') return fault('UPSTREAM_UNREACHABLE', result.reason)
  // The request may have reached the bank: an unreadable reply, never "not reached".
  if (result.kind === 'lost') return fault('UPSTREAM_BAD_REPLY', `after sending: ${result.reason}`)
  if (result.kind === 'bad-reply')
    return fault('UPSTREAM_BAD_REPLY', `HTTP ${result.httpStatus}: ${result.reason}`)

  const envelope = result.json
  if (
    !isObject(envelope) ||
    (typeof envelope.code !== 'string' && typeof envelope.status !== 'string')
  ) {
    return fault('UPSTREAM_BAD_REPLY', `HTTP ${result.httpStatus}: JSON without an envelope`)
  }
  const code = text(envelope.code).trim()
  const status = text(envelope.status).trim()
  let outcome = classifyResult(code, status)
  const standard = resultRowForCode(code.toLowerCase())?.standardMessage ?? ''
  const message = text(envelope.message) || standard

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
  if (data !== undefined) reply.data = data
  return { kind: 'envelope', reply }
}
