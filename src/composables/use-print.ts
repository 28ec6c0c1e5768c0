// Printing a page once per press. Chrome started with --kiosk-printing (docs/merchant-guide.md,
// "Printing without Chrome's dialog") prints straight to the default printer and shows nothing:
// a double click would print two receipts, and a merchant who sees no dialog presses again. So a
// press within PRINT_AGAIN_MS of the last print is ignored, and the page says when it was sent.
import { ref } from 'vue'

/** A second press this soon after a print is a double click, not a wish for a second copy. */
export const PRINT_AGAIN_MS = 2_000

export function usePrint(print: () => void = () => window.print()) {
  /** When the last print was sent (ms since the epoch), for the "Sent to the printer" line. */
  const sentAt = ref<number | null>(null)
  let lastDone = -Infinity

  function printOnce(): boolean {
    if (Date.now() - lastDone < PRINT_AGAIN_MS) return false
    print()
    // window.print() returns when the dialog closes, or at once under kiosk printing.
    lastDone = Date.now()
    sentAt.value = lastDone
    return true
  }

  return { sentAt, printOnce }
}
