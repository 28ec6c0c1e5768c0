// The consent notice on the first screen, whole. Beside the other steps (from
// 62rem) the notice's box is given the height left between its top and the checkbox under it, so
// that the checkbox is never below the fold. Where the whole notice fits (the common case), it
// shows whole. Where it does not (a long language in a short window), it scrolls in its box, and
// it counts as shown only once the merchant has scrolled to its end: until then the checkbox is
// off, and a line laid over the box's foot says why (CustomerConsentBlock), taking no room, so the
// box's height and the checkbox stay as reserved. A new text (language, operation) is read anew.

import { nextTick, onMounted, onUnmounted, ref, watch, type Ref } from 'vue'

export const THREE_COLUMNS = '(min-width: 62rem)'
/**
 * The smallest box worth scrolling in: about three lines. Smaller than the room a 1024×600 desk
 * leaves in every language (about 147 px, when the tools' row wraps and the merchant's copy is
 * offered), because the reserve held while the notice arrives is that room: a box floored above it
 * would push the checkbox down as the notice arrives.
 */
const MIN_HEIGHT_PX = 112
/** Air between the checkbox's hint and the window's bottom edge. */
export const MARGIN_PX = 8

const atEnd = (el: HTMLElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1

/**
 * `text` names the notice's text (a new one is read anew); `ready` is false while its script is not
 * known to draw here (script-renders.ts): boxes on screen are not a notice read.
 */
export function useNoticeFit(box: Ref<HTMLElement | null>, text: Ref<string>, ready: Ref<boolean>) {
  const maxHeight = ref<string | undefined>(undefined)
  const scrolls = ref(false)
  const seenToEnd = ref(false)

  function limit(el: HTMLElement): string | undefined {
    if (!window.matchMedia(THREE_COLUMNS).matches) return undefined
    // What sits under the notice down to the checkbox's hint (the merchant's copy, the box).
    const hint = el.closest('.consent')?.querySelector('#customer-consent-hint')
    const rect = el.getBoundingClientRect()
    const below = hint ? hint.getBoundingClientRect().bottom - rect.bottom : 0
    const top = rect.top + window.scrollY
    return `${Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - below - MARGIN_PX))}px`
  }

  function measure() {
    const el = box.value
    if (!el) return
    const next = limit(el)
    if (next !== maxHeight.value) {
      maxHeight.value = next
      void nextTick(measure)
      return
    }
    scrolls.value = el.scrollHeight > el.clientHeight + 1
    // Read to the end once (2026-11-29: the design note says so too): a text once whole on screen,
    // in its own script, stays read when the box later shrinks (a note arriving above it, a
    // smaller window), so a given tick is never taken by the layout. Only another text is unread.
    if (ready.value && (!scrolls.value || atEnd(el))) seenToEnd.value = true
  }

  function onScroll() {
    if (ready.value && box.value && atEnd(box.value)) seenToEnd.value = true
  }

  watch(text, () => {
    seenToEnd.value = false
    void nextTick(measure)
  })
  watch(ready, () => void nextTick(measure))
  measureOnChange(box, measure)

  return { maxHeight, scrolls, seenToEnd, onScroll }
}

/**
 * Calls `measure` whenever something moves the notice or changes the window (the banner above
 * arriving, fonts, a resize), and whenever the consent step changes size: the row of tools above
 * the notice grows when Read aloud's "no voice" note comes, a moment after the notice, and the box
 * then gives up that height.
 */
function measureOnChange(box: Ref<HTMLElement | null>, measure: () => void) {
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : null
  const step = (el: HTMLElement | null | undefined) => el?.closest('.consent') ?? null
  watch(
    box,
    (el, old) => {
      const before = step(old)
      if (before) observer?.unobserve(before)
      const now = step(el)
      if (now) observer?.observe(now)
      void nextTick(measure)
    },
    { flush: 'post' },
  )
  onMounted(() => {
    observer?.observe(document.body)
    window.addEventListener('resize', measure)
    document.fonts?.addEventListener('loadingdone', measure)
    void nextTick(measure)
  })
  onUnmounted(() => {
    observer?.disconnect()
    window.removeEventListener('resize', measure)
    document.fonts?.removeEventListener('loadingdone', measure)
  })
}
