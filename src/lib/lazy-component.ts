// Lazily loaded components that fail visibly. A chunk can fail to load when the bridge serving
// the app has stopped or the network dropped; Vue's default is to render nothing, which would
// leave the merchant looking at an empty space (for a result panel: an answered enquiry with no
// answer on screen). Two quiet retries, then a notice that says what happened and what to do.
// The component resolves only with its texts (en-later.ts), so it never mounts showing keys; a
// component of the first page whose texts are all in en-first-load.ts says so (`firstLoadTexts`,
// checked by first-page-texts.test.ts), so the first page does not fetch the later texts.

import { defineAsyncComponent, type Component } from 'vue'
import AppLoadFailed from '../components/app/AppLoadFailed.vue'
import { withLaterTexts } from '../i18n/messages.ts'

export const LOAD_RETRIES = 2
const RETRY_DELAY_MS = 500

export function lazyComponent(
  loader: () => Promise<{ default: Component }>,
  { firstLoadTexts = false } = {},
): Component {
  return defineAsyncComponent({
    loader: firstLoadTexts ? loader : withLaterTexts(loader),
    errorComponent: AppLoadFailed,
    onError(_error, retry, fail, attempts) {
      if (attempts <= LOAD_RETRIES) setTimeout(retry, RETRY_DELAY_MS * attempts)
      else fail()
    },
  })
}
