// One plain async function per bridge endpoint (docs/contract.md). Only stores and
// composables call these; components never do.

import type {
  BalanceEnquiryReply,
  BanksReply,
  CaptureReply,
  CaptureRequest,
  DevicesReply,
  EnquiryRequest,
  MerchantAuthReply,
  MerchantAuthRequest,
  MerchantAuthStatus,
  MiniStatementReply,
  Operation,
  PurgeReply,
  StatusCheckReply,
  StatusReply,
  TransactionRecord,
  TransactionsReply,
} from '../shared/contract.ts'
import type { ErasureReason, ErasureReply } from '../shared/erasure.ts'
import type { OperatorAtCounter } from '../shared/operator.ts'
import { getJson, postJson } from './client.ts'

export const fetchStatus = () => getJson<StatusReply>('/api/status', { timeout: 10_000 })

export const fetchDevices = (fresh = false) =>
  getJson<DevicesReply>('/api/devices', {
    query: fresh ? { fresh: 1 } : undefined,
    timeout: 30_000,
  })

export const fetchBanks = () => getJson<BanksReply>('/api/banks', { timeout: 15_000 })

/** The reader may wait for the finger for timeoutMs; the page waits a little longer. */
export const createCapture = (request: CaptureRequest = {}) =>
  postJson<CaptureReply>('/api/captures', request, {
    timeout: (request.timeoutMs ?? 20_000) + 15_000,
  })

const ENQUIRY_PATHS: Record<Operation, string> = {
  'balance-enquiry': '/api/balance-enquiries',
  'mini-statement': '/api/mini-statements',
}

/** waitMs: how long the page waits; longer than the bridge's own upstream timeout. */
export function sendEnquiry(
  operation: 'balance-enquiry',
  body: EnquiryRequest,
  waitMs: number,
): Promise<BalanceEnquiryReply>
export function sendEnquiry(
  operation: 'mini-statement',
  body: EnquiryRequest,
  waitMs: number,
): Promise<MiniStatementReply>
export function sendEnquiry(
  operation: Operation,
  body: EnquiryRequest,
  waitMs: number,
): Promise<BalanceEnquiryReply | MiniStatementReply>
export function sendEnquiry(operation: Operation, body: EnquiryRequest, waitMs: number) {
  return postJson<BalanceEnquiryReply | MiniStatementReply>(ENQUIRY_PATHS[operation], body, {
    timeout: waitMs,
  })
}

/**
 * (v1.1) The merchant's daily authentication, with a capture of the merchant's own finger. Sent
 * once: the bridge does not retry it, nor does the page. waitMs as for an enquiry.
 */
export const sendMerchantAuthentication = (body: MerchantAuthRequest, waitMs: number) =>
  postJson<MerchantAuthReply>('/api/merchant-authentications', body, { timeout: waitMs })

/** (v1.5) What POST /api/operator-handovers answers: the new operator, and the authentication now due. */
export interface HandoverReply {
  transactionId: string
  operator: OperatorAtCounter
  merchantAuth: MerchantAuthStatus
}

/** (v1.5) The next person takes the counter; journaled by the bridge before it answers. */
export const sendOperatorHandover = (operator: string) =>
  postJson<HandoverReply>('/api/operator-handovers', { operator }, { timeout: 15_000 })

export const fetchTransactions = (limit = 50) =>
  getJson<TransactionsReply>('/api/transactions', { query: { limit }, timeout: 15_000 })

/** The whole record; accepted bare or wrapped as {transaction: record}. */
export async function fetchTransaction(id: string): Promise<TransactionRecord> {
  const reply = await getJson<TransactionRecord | { transaction: TransactionRecord }>(
    `/api/transactions/${encodeURIComponent(id)}`,
    { timeout: 15_000 },
  )
  return 'transaction' in reply ? reply.transaction : reply
}

export const purgeTransactions = (olderThanDays: number) =>
  postJson<PurgeReply>('/api/transactions/purge', { olderThanDays }, { timeout: 30_000 })

/**
 * (v1.3) Asks the provider for the final status of an unconfirmed record. Sent once: neither the
 * bridge nor the page retries it. waitMs as for an enquiry.
 */
export const sendStatusCheck = (id: string, waitMs: number) =>
  postJson<StatusCheckReply>(
    `/api/transactions/${encodeURIComponent(id)}/status-checks`,
    {},
    { timeout: waitMs },
  )

/** Erases one record at the customer's request (docs/contract.md); the reply holds the erased record. */
export const eraseTransaction = (id: string, reason: ErasureReason) =>
  postJson<ErasureReply>(
    `/api/transactions/${encodeURIComponent(id)}/erasures`,
    { reason },
    { timeout: 15_000 },
  )
