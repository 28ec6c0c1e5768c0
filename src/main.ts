import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadLanguage } from './i18n/messages.ts'
import { loadFirstPage, resolveFirstPage } from './navigation.ts'
import { preloadMerchantAuthNoticeIfDue } from './lib/merchant-auth-notice.ts'
import { STORAGE_KEYS, readStored } from './lib/storage.ts'
import { useStatusStore } from './stores/status.ts'
import './styles/main.css'

/**
 * How long the first render waits for the bridge's status, and for a lazy first page. A bridge on
 * this laptop answers in milliseconds; waiting for it lets the sandbox banner, the footer and the
 * page render in place from the start instead of pushing each other about when the answers come
 * (no layout shift). A bridge that does not answer in time does not hold the page back.
 */
const FIRST_RENDER_WAIT_MS = 800
const waited = () => new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))

const pinia = createPinia()
const app = createApp(App).use(pinia)

// A remembered Hindi arrives before the first render, so no English flashes first.
const hindi = readStored(STORAGE_KEYS.language) === 'hi' ? loadLanguage('hi') : Promise.resolve()
const status = Promise.race([useStatusStore(pinia).start(), waited()])
const firstPage = Promise.race([loadFirstPage(), waited()])

void Promise.allSettled([hindi, status, firstPage])
  .then(() => preloadMerchantAuthNoticeIfDue(pinia))
  // A notice that could not be fetched now is fetched again as the page renders it.
  .catch(() => undefined)
  .then(() => {
    resolveFirstPage()
    app.mount('#app')
  })
