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
  /**
   * The operation whose notice lost a yes because its text changed (another language, another
   * version, other kept sentences), or null: the page says why beside the box, since a tick that
   * vanishes without a word reads as a fault (UX review 2026-11-29, N1). A yes dropped by the
   * merchant's own step to another operation's notice needs no word.
   */
  const droppedFor = ref<Operation | null>(null)
  let givenOperation: Operation | null = null
  /** The words of the notice the yes was given to (customer-language store, shownText). */
  let givenText = ''

  /** The notice id of a yes that stands for this operation's notice on screen now, else null. */
  function givenFor(operation: Operation): string | null {
    const store = useCustomerLanguageStore()
    const shown = store.noticeId(operation)
    return shown !== undefined && notice.value === shown && givenText === store.shownText
      ? shown
      : null
  }

  /** The merchant ticks (yes to the notice on screen, if one is shown) or unticks the box. */
  function set(operation: Operation, yes: boolean): void {
    const store = useCustomerLanguageStore()
    notice.value = yes ? (store.noticeId(operation) ?? null) : null
    givenOperation = notice.value === null ? null : operation
    givenText = notice.value === null ? '' : store.shownText
    droppedFor.value = null
  }

  /** A yes to any other notice than this operation's on screen now is dropped, not kept aside. */
  function keepOnlyFor(operation: Operation): void {
    if (notice.value === null || givenFor(operation) !== null) return
    droppedFor.value = givenOperation === operation ? operation : null
    notice.value = null
    givenOperation = null
  }

  const withdraw = () => {
    notice.value = null
    givenOperation = null
    droppedFor.value = null
  }

  return { notice, droppedFor, givenFor, set, keepOnlyFor, withdraw }
}
