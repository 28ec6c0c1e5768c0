// The customer's yes, for one enquiry and one notice (docs/merchant-guide.md, "The record"): the id
// of the notice it was given to (`be-2-hi`), never a bare true. A yes counts only while that same
// notice is on screen for the operation asked, so a yes to the balance notice is not a yes to the
// mini statement's, nor to another language's, nor to the notice of a later enquiry.

import { ref } from 'vue'
import type { Operation } from '../shared/contract.ts'
import { useCustomerLanguageStore } from './customer-language.ts'

export function consentGiven() {
  /** The notice id the customer said yes to, or null: no yes for the enquiry being prepared. */
  const notice = ref<string | null>(null)

  /** The notice id of a yes that stands for this operation's notice on screen now, else null. */
  function givenFor(operation: Operation): string | null {
    const shown = useCustomerLanguageStore().noticeId(operation)
    return shown !== undefined && notice.value === shown ? shown : null
  }

  /** The merchant ticks (yes to the notice on screen, if one is shown) or unticks the box. */
  function set(operation: Operation, yes: boolean): void {
    notice.value = yes ? (useCustomerLanguageStore().noticeId(operation) ?? null) : null
  }

  /** A yes to any other notice than this operation's on screen now is dropped, not kept aside. */
  function keepOnlyFor(operation: Operation): void {
    if (notice.value !== null && givenFor(operation) === null) notice.value = null
  }

  const withdraw = () => void (notice.value = null)

  return { notice, givenFor, set, keepOnlyFor, withdraw }
}
