// The rules decide on the plain view (plain-view.ts); their decisions are written into the text
// AS THE BANK WROTE IT (fail closed: replace original spans, not the normalised copy). An edit is a
// span of the plain view and its replacement. Spans that overlap join (the wider one's words win:
// a `[pid]` swallows the X's of a number inside it); each is mapped to the original characters it
// came from, edits that share an original character join (⑩ is two places), and every character
// no edit touches is kept exactly as written.

import type { PlainView } from './plain-view.ts'

export class Edits {
  private starts: number[] = []
  private ends: number[] = []
  private texts: string[] = []

  /** Replaces plain [start, end) with `text`. */
  add(start: number, end: number, text: string): void {
    if (end <= start) return
    this.starts.push(start)
    this.ends.push(end)
    this.texts.push(text)
  }

  get size(): number {
    return this.starts.length
  }

  /** Whether plain index `at` lies inside a span already edited (a place a wider rule took). */
  covers(at: number): boolean {
    for (let k = 0; k < this.starts.length; k++)
      if (this.starts[k]! <= at && at < this.ends[k]! && this.ends[k]! - this.starts[k]! > 1)
        return true
    return false
  }

  /** The original text with every edit written in. */
  render(original: string, view: PlainView): string {
    if (this.starts.length === 0) return original
    const order = this.starts.map((_, k) => k)
    // By start; at one start the wider span first, so that it swallows the narrower.
    order.sort((a, b) => this.starts[a]! - this.starts[b]! || this.ends[b]! - this.ends[a]!)
    let out = ''
    let cursor = 0
    let openFrom = -1
    let openTo = -1
    let openText = ''
    let plainEnd = -1
    const flush = () => {
      if (openFrom < 0) return
      out += original.slice(cursor, openFrom) + openText
      cursor = openTo
      openFrom = -1
    }
    for (const k of order) {
      const start = this.starts[k]!
      const end = this.ends[k]!
      if (start < plainEnd) {
        // Inside the span before: its words stand for both; across its end: both are written.
        if (end > plainEnd) {
          openTo = Math.max(openTo, view.to[end - 1]!)
          openText += this.texts[k]!
          plainEnd = end
        }
        continue
      }
      const from = view.from[start]!
      const to = view.to[end - 1]!
      if (openFrom >= 0 && from < openTo) {
        // Two edits of one original character (a circled ⑩, an escape that spells two places).
        openText += this.texts[k]!
        openTo = Math.max(openTo, to)
      } else {
        flush()
        openFrom = Math.max(from, cursor)
        openTo = to
        openText = this.texts[k]!
      }
      plainEnd = end
    }
    flush()
    return out + original.slice(cursor)
  }
}
