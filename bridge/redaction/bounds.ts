// How much of a bank's words the bridge keeps (README, "Security": the caps). A hostile or careless
// provider can send a reply of up to 1 MiB (MAX_REPLY_BYTES) per call, and a merchant can press
// Check status again and again: without bounds one record grew to 24 MB and a day-book page to
// 53.6 MB. Each cut is said where it is made, so a reader knows the text or list is not whole.

/** Characters of one bank text kept in a reply and its record (after scrubbing). */
export const MAX_BANK_TEXT = 1_000

/**
 * Characters of a bank text read before it is scrubbed: four times what a record keeps, so that
 * an echo or a number written with escapes (`&#50;` is five characters for one digit) is read
 * whole before the scrubbed text is cut to MAX_BANK_TEXT (fail closed: normalise first).
 */
export const RAW_WINDOW = 4 * MAX_BANK_TEXT

/** Status checks a record keeps: the first few and the last few, the rest counted. */
export const KEPT_FIRST_CHECKS = 2
export const KEPT_LAST_CHECKS = 8

/** Excel's own limit on the characters of one cell. */
export const MAX_CELL = 32_767

/** The words that end a cut text; the count is of the characters left out. */
const cutNote = (count: number) => ` […${count} characters cut]`
/** Room kept for the note when a text is cut before it is scrubbed. */
const NOTE_ROOM = 40

/** An end at or before `at` that does not split a surrogate pair. */
function whole(text: string, at: number): number {
  const code = text.charCodeAt(at - 1)
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const keep = safeCut(text, max - cutNote(text.length).length)
  return text.slice(0, keep) + cutNote(text.length - keep)
}

// What a cut before scrubbing must not leave half of: a token (a word, a base64 run, a group of
// digits or marks) and a number's groups before it, however they are separated.
const TOKEN = /^[\p{Nd}\p{L}\p{M}*#\u2022\u25cf\u00b7+=%\\]$/u
const SEPARATOR = /^[\s\-./_,\u2010-\u2015\u2212\uff0c-\uff0f\uff3f]$/u
const PLACE = /^[\p{Nd}Xx*#\u2022\u25cf\u00b7\uff38\uff58\uff0a]$/u

/** The character that ends at `k` (a surrogate pair whole) and its width. */
function before(text: string, k: number): [string, number] {
  const code = text.charCodeAt(k - 1)
  if (code >= 0xdc00 && code <= 0xdfff && k > 1) return [text.slice(k - 2, k), 2]
  return [text[k - 1]!, 1]
}

/**
 * Where to cut a text before scrubbing it, at or before `at`: never inside a token, nor inside a
 * number's run (the last groups of an Aadhaar number left without their first would be read as no
 * number at all), so the scrub sees whole numbers and whole echoes only.
 */
function safeCut(text: string, at: number): number {
  let k = whole(text, at)
  for (;;) {
    while (k > 0 && TOKEN.test(before(text, k)[0])) k -= before(text, k)[1]
    let s = k
    for (let n = 0; n < 3 && s > 0 && SEPARATOR.test(text[s - 1]!); n++) s--
    if (s < k && s > 0 && PLACE.test(before(text, s)[0])) k = s
    else return k
  }
}

/**
 * A bank text cut to RAW_WINDOW before any step looks at it, so that scrubbing costs the
 * same for a reply of 2 MB as for one of 2 KB: the text kept and how many characters were cut.
 */
export function boundRaw(text: string): { text: string; cut: number } {
  if (text.length <= RAW_WINDOW) return { text, cut: 0 }
  const keep = safeCut(text, RAW_WINDOW - NOTE_ROOM)
  return { text: text.slice(0, keep), cut: text.length - keep }
}

/**
 * A scrubbed bank text as a reply and its record keep it: at most MAX_BANK_TEXT characters, the
 * cut (with `cutBefore`, what boundRaw cut) said at its end.
 */
export function boundText(text: string, cutBefore = 0): string {
  if (cutBefore === 0) return cut(text, MAX_BANK_TEXT)
  const kept = text.slice(0, safeCut(text, Math.min(text.length, MAX_BANK_TEXT - NOTE_ROOM))).trimEnd()
  return kept + cutNote(cutBefore + text.length - kept.length)
}

/** A cell as a workbook may hold it: at most MAX_CELL characters. */
export function boundCell(text: string | null): string | null {
  return text === null ? null : cut(text, MAX_CELL)
}

/**
 * The checks a record keeps: the first KEPT_FIRST_CHECKS and the last KEPT_LAST_CHECKS; the
 * number left out between them is added to `omitted`. The check that settles a record is always
 * its last, so it is always kept.
 */
export function boundChecks<T>(
  checks: readonly T[],
  omitted = 0,
): { checks: T[]; omitted: number } {
  const keep = KEPT_FIRST_CHECKS + KEPT_LAST_CHECKS
  if (checks.length <= keep) return { checks: [...checks], omitted }
  return {
    checks: [...checks.slice(0, KEPT_FIRST_CHECKS), ...checks.slice(-KEPT_LAST_CHECKS)],
    omitted: omitted + checks.length - keep,
  }
}
