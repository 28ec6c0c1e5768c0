import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadLanguage } from './i18n/messages.ts'
import { STORAGE_KEYS, readStored } from './lib/storage.ts'
import './styles/main.css'

// A remembered Hindi arrives before the first render, so no English flashes first.
const hindi = readStored(STORAGE_KEYS.language) === 'hi' ? loadLanguage('hi') : Promise.resolve()

void hindi.finally(() => {
  createApp(App).use(createPinia()).mount('#app')
})
