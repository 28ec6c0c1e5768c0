import { onScopeDispose, ref, watch, type Ref } from 'vue'

/** Whole seconds since a start time, ticking every second while the start time is set. */
export function useElapsedSeconds(
  startedAt: Ref<number | null>,
  now: () => number = () => Date.now(),
) {
  const seconds = ref(0)
  let timer: ReturnType<typeof setInterval> | undefined

  const stop = () => {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
  }

  watch(
    startedAt,
    (start) => {
      stop()
      if (start === null) return void (seconds.value = 0)
      const tick = () => (seconds.value = Math.max(0, Math.floor((now() - start) / 1000)))
      tick()
      timer = setInterval(tick, 1000)
    },
    { immediate: true },
  )
  onScopeDispose(stop)
  return seconds
}
