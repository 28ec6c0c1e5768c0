// A notice above the page that goes by itself when the bridge's state changes (journal failing or
// importing, credentials refused) reads the status again on a timer while it is on screen, and
// stops when it leaves: one small local request each time, never two at once.
import { onUnmounted } from 'vue'
import { useStatusStore } from '../stores/status.ts'

export function useStatusLookAgain(everyMs: number) {
  const status = useStatusStore()
  const timer = setInterval(() => {
    if (!status.looking) void status.load()
  }, everyMs)
  onUnmounted(() => clearInterval(timer))
  return status
}
