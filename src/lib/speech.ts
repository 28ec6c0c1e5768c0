// Reading the customer's texts aloud with the browser's own speech synthesis . Windows and Chrome
// ship voices for several Indian languages, but not for all: the button is offered only when a
// voice for the language is installed. Speaking runs in the background and never holds up the
// enquiry; one call stops it.

/** The part of a SpeechSynthesisVoice this module reads (a fake list in tests has only these). */
export interface VoiceLike {
  lang: string
  name: string
  localService: boolean
}

/** How long to wait for Chrome's first `voiceschanged` before saying no voice is installed. */
export const VOICES_WAIT_MS = 1500

/**
 * The speech engines whose voice list this page has already heard once (their `voiceschanged`,
 * some voices, or VOICES_WAIT_MS gone by). Chrome lists its voices once per page: a "Read aloud"
 * drawn after that knows at once whether a voice is there, and holds no unseen place for a note
 * that is not coming (the result's customer box kept an empty band for VOICES_WAIT_MS above its
 * text). Kept per engine, so a test's fake engine starts unheard.
 */
const heardEngines = new WeakSet<object>()
const engineKey = (): object => synthesis() ?? globalThis
export const voicesListedOnce = (): boolean => heardEngines.has(engineKey())
export function noteVoicesListed(): void {
  heardEngines.add(engineKey())
}

const tagOf = (lang: string) => lang.replace(/_/g, '-').toLowerCase()

/**
 * The voice for a BCP 47 tag: the same tag first (`ta-IN`), else the same language in another
 * region (`ur-PK` for `ur-IN`, `en-GB` for `en-IN`); a voice on this computer before an online
 * one, which stops when the network does.
 */
export function findVoice<V extends VoiceLike>(voices: readonly V[], bcp47: string): V | null {
  const want = tagOf(bcp47)
  const primary = want.split('-')[0]
  const pick = (list: V[]) => list.find((v) => v.localService) ?? list[0] ?? null
  return (
    pick(voices.filter((v) => tagOf(v.lang) === want)) ??
    pick(voices.filter((v) => tagOf(v.lang).split('-')[0] === primary))
  )
}

/**
 * A text in sentences: Chrome's online voices stop after about 15 seconds of one utterance, and a
 * sentence at a time also lets Stop act at once. Ends at . ? ! and the Devanagari danda and Urdu
 * full stop and question mark.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.?!।॥۔؟])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean)
}

function synthesis(): SpeechSynthesis | null {
  return typeof globalThis.speechSynthesis === 'object' ? globalThis.speechSynthesis : null
}

export function installedVoices(): SpeechSynthesisVoice[] {
  return synthesis()?.getVoices() ?? []
}

/** Calls back whenever the browser's voice list changes; returns the unsubscriber. */
export function onVoicesChanged(callback: () => void): () => void {
  const speech = synthesis()
  if (!speech) return () => {}
  speech.addEventListener('voiceschanged', callback)
  return () => speech.removeEventListener('voiceschanged', callback)
}

/** Stops whatever is being read. */
export function stopSpeaking(): void {
  synthesis()?.cancel()
}

/**
 * Reads the texts one sentence at a time in the voice given, after stopping anything already
 * playing; `onDone` runs when the last sentence ends, fails or is cancelled.
 */
export function speak(texts: readonly string[], voice: SpeechSynthesisVoice, onDone: () => void) {
  const speech = synthesis()
  if (!speech) return onDone()
  speech.cancel()
  const sentences = texts.flatMap(sentencesOf)
  if (sentences.length === 0) return onDone()
  sentences.forEach((sentence, index) => {
    const utterance = new SpeechSynthesisUtterance(sentence)
    utterance.voice = voice
    utterance.lang = voice.lang
    if (index === sentences.length - 1) {
      utterance.onend = onDone
      utterance.onerror = onDone
    }
    speech.speak(utterance)
  })
}
