// The enquiry form's notice that the merchant's daily authentication is due is a chunk of its own
// (its texts are the first page's, en-first-load.ts): most mornings and every later customer never
// see it. When the first render will show it, main.ts fetches it before mounting, so the notice is
// there in the first paint instead of pushing the form down a moment later.

import type { Pinia } from 'pinia'
import type { MerchantAuthStatus, Operation } from '../shared/contract.ts'
import { lazyComponent } from './lazy-component.ts'
import { useStatusStore } from '../stores/status.ts'
import { merchantAuthShown } from './merchant-auth-display.ts'

const loadMerchantAuthFormNotice = () => import('../components/app/MerchantAuthFormNotice.vue')
/** The notice as the form renders it: its texts are the first page's, so no wait for en-later.ts. */
export const MerchantAuthFormNotice = lazyComponent(loadMerchantAuthFormNotice, {
  firstLoadTexts: true,
})

/**
 * Whether the form shows the notice (and so fetches it): the authentication is due, the bank
 * blocked the operator (v1.5), or the merchant is back from it to this enquiry and the customer's finger is still to be taken again.
 */
export function merchantAuthNoticeShown(
  status: { merchantAuth: MerchantAuthStatus | null },
  customer: { resumedAfterMerchantAuth: Operation | null; capture: { kind: string } },
  operation: Operation,
): boolean {
  if (merchantAuthShown(status.merchantAuth) === 'due') return true
  // (v1.5) The bank blocked the operator: the form says so, and whom to call, before any capture.
  if (status.merchantAuth?.state === 'blocked') return true
  return customer.resumedAfterMerchantAuth === operation && customer.capture.kind !== 'ready'
}

/** Fetches the notice if the status already says the authentication is due. */
export async function preloadMerchantAuthNoticeIfDue(pinia: Pinia): Promise<void> {
  if (merchantAuthShown(useStatusStore(pinia).merchantAuth) !== 'due') return
  await loadMerchantAuthFormNotice()
}
