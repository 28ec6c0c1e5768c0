// Nothing lost on reload: leaving the page while a fingerprint is held or the bank is being asked
// asks first (what a reload then offers again is use-last-answer.ts).

import { onUnmounted, watchEffect, type Ref } from 'vue'

/** While `busy`, closing or reloading the tab asks first (the browser's own question). */
export function useLeaveGuard(busy: Ref<boolean>) {
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault()
    // Older Chromium needs returnValue set to show the question.
    event.returnValue = ''
  }
  let on = false
  const stop = watchEffect(() => {
    if (busy.value === on) return
    on = busy.value
    if (on) window.addEventListener('beforeunload', ask)
    else window.removeEventListener('beforeunload', ask)
  })
  onUnmounted(() => {
    stop()
    window.removeEventListener('beforeunload', ask)
  })
}
