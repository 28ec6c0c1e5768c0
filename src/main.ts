import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadLanguage } from './i18n/messages.ts'
import { STORAGE_KEYS, readStored } from './lib/storage.ts'
import { useStatusStore } from './stores/status.ts'
import './styles/main.css'

/**
 * How long the first render waits for the bridge's status. A bridge on this laptop answers in
 * milliseconds; waiting for it lets the sandbox banner and the footer render in place from the
 * start instead of pushing the page down when the answer comes (no layout shift). A
 * bridge that does not answer in time does not hold the page back.
 */
const STATUS_WAIT_MS = 800

const pinia = createPinia()
const app = createApp(App).use(pinia)

// A remembered Hindi arrives before the first render, so no English flashes first.
const hindi = readStored(STORAGE_KEYS.language) === 'hi' ? loadLanguage('hi') : Promise.resolve()
const status = Promise.race([
  useStatusStore(pinia).start(),
  new Promise((resolve) => setTimeout(resolve, STATUS_WAIT_MS)),
])

void Promise.allSettled([hindi, status]).then(() => app.mount('#app'))
