// Lazily loaded components that fail visibly. A chunk can fail to load when the bridge serving
// the app has stopped or the network dropped; Vue's default is to render nothing, which would
// leave the merchant looking at an empty space (for a result panel: an answered enquiry with no
// answer on screen). Two quiet retries, then a notice that says what happened and what to do.
// The component resolves only with its texts (en-later.ts), so it never mounts showing keys; a
// component of the first page whose texts are all in en-first-load.ts says so (`firstLoadTexts`,
// checked by first-page-texts.test.ts), so the first page does not fetch the later texts.

import { defineAsyncComponent, defineComponent, h, shallowRef, watch, type Component } from 'vue'
import AppLoadFailed from '../components/app/AppLoadFailed.vue'
import { ApiError } from '../api/api-error.ts'
import { withLaterTexts } from '../i18n/messages.ts'
import { useStatusStore } from '../stores/status.ts'

export const LOAD_RETRIES = 2
const RETRY_DELAY_MS = 500

/**
 * A part that failed comes back by itself once the bridge answers again (UX review, N9): its
 * failure tells the status store that the bridge is out of reach, the store looks again every few
 * seconds, and when the bridge is back the part is fetched afresh. "Reload the page" stays offered
 * meanwhile, never needed.
 */
export function lazyComponent(
  loader: () => Promise<{ default: Component }>,
  { firstLoadTexts = false } = {},
): Component {
  const load = firstLoadTexts ? loader : withLaterTexts(loader)
  let failed = false
  const make = () =>
    defineAsyncComponent({
      loader: load,
      errorComponent: AppLoadFailed,
      onError(_error, retry, fail, attempts) {
        if (attempts <= LOAD_RETRIES) return void setTimeout(retry, RETRY_DELAY_MS * attempts)
        failed = true
        fail()
        const status = useStatusStore()
        void status.noteUnreachable(
          new ApiError(null, 'BRIDGE_UNREACHABLE', 'A part of the page could not be fetched.'),
        )
      },
    })
  const current = shallowRef(make())
  return defineComponent({
    inheritAttrs: false,
    setup(_props, { attrs, slots }) {
      watch(
        () => useStatusStore().cameBack,
        () => {
          if (!failed) return
          failed = false
          current.value = make()
        },
      )
      return () => h(current.value, attrs, slots)
    },
  })
}
