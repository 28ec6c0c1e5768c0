// The capture's Skey, Hmac and Data echoed in the four encodings that got through
// the scrubber in the review (8 of 20 attempts): the bytes as hex, every character as a numeric
// character reference (`&#71;&#114;…`, `&#x47;…`), pieces of 11 characters, and a changed letter
// case, and combinations of them. Generated: whatever the piece, its place, its cut and the
// words around it, no 16-character fragment of a value is left in any reading of the output.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeScrubber } from '../../../bridge/redaction/profiles.ts'

const base64 = (bytes: number[]) => Buffer.from(bytes).toString('base64')
const b64Value = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 255 }), { minLength: min, maxLength: max }).map(base64)

const captureArb = fc
  .record({ skey: b64Value(192, 256), hmac: b64Value(48, 48), data: b64Value(60, 400) })
  .map(({ skey, hmac, data }) => ({
    values: { skey, hmac, data },
    pidXml:
      `<PidData><Resp errCode="0"/><DeviceInfo dpId="MANTRA.MSIPL" mi="MFS110"/>` +
      `<Skey ci="20250101">${skey}</Skey><Hmac>${hmac}</Hmac><Data type="X">${data}</Data></PidData>`,
  }))

const scrubberFor = (pidXml: string) =>
  makeScrubber({
    aadhaar: '234123412346',
    mobile: '9876543210',
    pan: 'ABCDE1234F',
    credentials: ['desk-user', 'Sup3r-Secret-Value'],
    pidXml,
  })

/** Cuts a text into pieces of `size` characters joined by `gap`. */
const cut = (text: string, size: number, gap: string) =>
  text.match(new RegExp(`.{1,${size}}`, 'gs'))!.join(gap)

/** How a hostile bank spells a fragment (the review's four, and mixtures of them). */
const SPELLINGS: Record<string, (s: string, gap: string) => string> = {
  'hex of the bytes': (s) => Buffer.from(s, 'base64').toString('hex'),
  'HEX OF THE BYTES, colon-separated': (s) =>
    Buffer.from(s, 'base64').toString('hex').toUpperCase().match(/../g)!.join(':'),
  'decimal references': (s) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join(''),
  'hex references': (s) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(''),
  'references, doubly escaped': (s) => [...s].map((c) => `&amp;#${c.charCodeAt(0)};`).join(''),
  '11-character pieces': (s, gap) => cut(s, 11, gap),
  '5-character pieces': (s, gap) => cut(s, 5, gap),
  'lower case': (s) => s.toLowerCase(),
  'upper case': (s) => s.toUpperCase(),
  'lower case in 11-character pieces': (s, gap) => cut(s.toLowerCase(), 11, gap),
  'references of 11-character pieces': (s, gap) =>
    cut(s, 11, gap)
      .split('')
      .map((c) => `&#${c.charCodeAt(0)};`)
      .join(''),
}

/** What a reader of the output could undo: references, separators between pieces, case, hex. */
function readings(text: string): string[] {
  const decoded = text
    .replace(/&amp;/g, '&')
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCharCode(Number(d)))
  const joined = decoded.replace(/[\s,;:|.'"_-]/g, '')
  const hex = (joined.match(/[0-9a-f]+/gi) ?? []).map((run) =>
    Buffer.from(run.length % 2 ? run.slice(1) : run, 'hex').toString('base64'),
  )
  return [decoded, joined, ...hex].map((r) => r.toLowerCase())
}

/** Words around an echo, not glued to it. */
const filler = fc.stringMatching(/^[ A-Za-z0-9.,:()-]{0,30}$/).map((s) => ` ${s} `)
const gapArb = fc.constantFrom(' ', ', ', ' | ', '-', '\n', '; ')

describe('the capture’s values spelled another way (F3)', () => {
  it('leave no 16-character fragment in any reading of the reply', () => {
    fc.assert(
      fc.property(
        captureArb,
        fc.constantFrom('skey', 'hmac', 'data'),
        fc.constantFrom(...Object.keys(SPELLINGS)),
        fc.nat(1000),
        fc.integer({ min: 24, max: 120 }),
        gapArb,
        filler,
        filler,
        (capture, which, spelling, start, length, gap, before, after) => {
          const value = capture.values[which as keyof typeof capture.values]
          // Whole base64 quanta, so that hex of the fragment is hex of the value's bytes.
          const from = Math.floor((start % Math.max(1, value.length - 24)) / 4) * 4
          const fragment = value.slice(from, from + Math.floor(length / 4) * 4)
          fc.pre(fragment.length >= 24)
          const text = `${before}${SPELLINGS[spelling]!(fragment, gap)}${after}`
          const out = scrubberFor(capture.pidXml)(text)
          for (const reading of readings(out))
            for (let i = 0; i + 16 <= fragment.length; i++)
              expect(reading).not.toContain(fragment.slice(i, i + 16).toLowerCase())
        },
      ),
      { numRuns: 600 },
    )
    // A fixed amount of work; a loaded 2-core machine stretches its wall time, not its CPU.
  }, 180_000)

  it('leave the words around them as they were', () => {
    fc.assert(
      fc.property(captureArb, gapArb, (capture, gap) => {
        const skey = capture.values.skey
        const text = `Bank says: ${cut(skey, 11, gap)} -- please retry later.`
        expect(scrubberFor(capture.pidXml)(text)).toBe('Bank says: [pid] -- please retry later.')
      }),
      { numRuns: 100 },
    )
  })

  it('remove the review’s own examples', () => {
    const skey = 'GrX1v9yQm3kP0aZt7LwE2sHn5cBd8fJu4oVi6eRq'
    const scrub = scrubberFor(`<PidData><Skey>${skey}</Skey></PidData>`)
    const entities = [...skey].map((c) => `&#${c.charCodeAt(0)};`).join('')
    expect(scrub(`echo ${entities} end`)).toBe('echo [pid] end')
    expect(scrub(`echo ${Buffer.from(skey, 'base64').toString('hex')} end`)).toBe('echo [pid] end')
    expect(scrub(`echo ${cut(skey, 11, ' ')} end`)).toBe('echo [pid] end')
    expect(scrub(`echo ${skey.toLowerCase()} end`)).toBe('echo [pid] end')
  })
})
