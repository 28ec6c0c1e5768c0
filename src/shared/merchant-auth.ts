// (v1.1) The merchant's daily authentication on the wire (bridge-api.md v1.1, "POST
// /api/merchant-authentications" and the `merchantAuth` of GET /api/status): part of the contract
// of contract.ts, apart only to keep each file readable. Plain types, no vue, pinia or node imports.

import type { EnquiryReply } from './contract.ts'

/**
 * (v1.1) `done`: one succeeded since the start of today in India (`at` its time); `due`: the
 * upstream asked for one and none has succeeded since; `unknown`: neither; `off`: not configured.
 */
export type MerchantAuthState = 'done' | 'due' | 'unknown' | 'off'

/**
 * (v1.3) When the provider asks: `daily` before the first customer of every India day,
 * `on-request` only after an enquiry was answered 0x0208 / 2FA, `off` when not configured.
 */
export type MerchantAuthPolicy = 'daily' | 'on-request' | 'off'

export interface MerchantAuthStatus {
  state: MerchantAuthState
  /** (v1.3) AEPS_2FA_POLICY as the bridge applies it. */
  policy?: MerchantAuthPolicy
  /** The time of today's successful authentication when `done`, else null. */
  at: string | null
  /** Extension: when the upstream asked for it, when `due`. */
  dueSince?: string | null
}

/** (v1.1) POST /api/merchant-authentications: the capture is of the merchant's own finger. */
export interface MerchantAuthRequest {
  captureId: string
  latitude?: string
  longitude?: string
}

/**
 * The same answer as an enquiry's (transactionId, outcome, code, status, message, displayMessage,
 * guidance, the bank's words, saved), without data, and today's state after it.
 */
export interface MerchantAuthReply extends Omit<EnquiryReply, 'data'> {
  merchantAuth: MerchantAuthStatus
}
