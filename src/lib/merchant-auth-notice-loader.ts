// The enquiry form's notice that the merchant's daily authentication is due is a chunk of its own
// (its texts are the first page's, en-first-load.ts): most mornings and every later customer never
// see it. When the first render will show it, main.ts fetches it before mounting, so the notice is
// there in the first paint instead of pushing the form down a moment later.

import type { Pinia } from 'pinia'
import { useStatusStore } from '../stores/status.ts'
import { merchantAuthShown } from './merchant-auth-display.ts'

export const loadMerchantAuthFormNotice = () => import('../components/MerchantAuthFormNotice.vue')

/** Fetches the notice if the status already says the authentication is due. */
export async function preloadMerchantAuthNoticeIfDue(pinia: Pinia): Promise<void> {
  if (merchantAuthShown(useStatusStore(pinia).merchantAuth) !== 'due') return
  await loadMerchantAuthFormNotice()
}
