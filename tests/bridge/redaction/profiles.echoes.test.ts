// What a buggy or hostile bank can echo back (issue 16, docs/security.md rule 12), generated:
// pieces of the capture's Skey/Hmac/Data in any encoding, whole PID blocks raw or escaped,
// someone's Aadhaar number (any Verhoeff-valid 12 digits, grouped or not), the bank's own
// first-four-shown mask, and control and bidi characters, each hidden in arbitrary text. None of it
// survives the scrubber, whose output is also read back through every decoding a browser or a
// printer might apply.

import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readsAsRrnOf } from '../../../bridge/redaction/rrn.ts'
import { captureSecrets, makeScrubber, scrubDeep } from '../../../bridge/redaction/profiles.ts'
import { verhoeffCheckDigit, verhoeffValid } from '../../../src/shared/verhoeff.ts'
import { holdsFiveOf } from '../../fixtures/hostile-texts.ts'

const base64 = (bytes: number[]) => Buffer.from(bytes).toString('base64')
const b64Value = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 255 }), { minLength: min, maxLength: max }).map(base64)

/** A capture: its PID block and the secret values inside it. */
const captureArb = fc
  .record({ skey: b64Value(192, 256), hmac: b64Value(48, 48), data: b64Value(60, 400) })
  .map(({ skey, hmac, data }) => ({
    skey,
    hmac,
    data,
    pidXml:
      `<PidData><Resp errCode="0" errInfo="Success" fCount="1" fType="2" nmPoints="36" qScore="78"/>` +
      `<DeviceInfo dpId="MANTRA.MSIPL" rdsId="RENESAS.001" rdsVer="1.0.4" mi="MFS110" mc="MIIEcert" dc="dc-1234-uuid"/>` +
      `<Skey ci="20250101">${skey}</Skey><Hmac>${hmac}</Hmac><Data type="X">${data}</Data></PidData>`,
  }))

const BASE = {
  aadhaar: '234123412346',
  pan: 'ABCDE1234F',
  credentials: ['desk-user', 'Sup3r-Secret-Value'],
}
const scrubberFor = (pidXml: string) => makeScrubber({ ...BASE, pidXml })

/** How a bank's text might carry a string. */
const ENCODINGS: Record<string, (s: string) => string> = {
  raw: (s) => s,
  url: (s) => encodeURIComponent(s),
  'url, lower-case hex': (s) =>
    encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
  'html entities': (s) =>
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\+/g, '&#43;')
      .replace(/\//g, '&#x2F;'),
  'json string': (s) => JSON.stringify(s).slice(1, -1).replace(/\//g, '\\/'),
  'json unicode escapes': (s) =>
    s.replace(/[<>+/=]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')),
}

/** Every reading of a text a consumer might make, to look for what must not be there. */
function readings(text: string): string[] {
  const out = [text]
  try {
    out.push(decodeURIComponent(text))
  } catch {
    // not URL-encoded
  }
  out.push(
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x0*([0-9a-f]+);/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/&#0*(\d+);/g, (_m, dec: string) => String.fromCharCode(Number(dec)))
      .replace(/&amp;/g, '&'),
  )
  out.push(
    text
      .replace(/\\u([0-9a-f]{4})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\\\//g, '/'),
  )
  return out
}

/** Arbitrary bank text around an echo: words, digits and punctuation, not base64 glued on. */
const filler = fc.stringMatching(/^[ A-Za-z0-9.,:;()-]{0,40}$/).map((s) => s + ' ')

describe('the capture’s own values, echoed back', () => {
  it('never leave a fragment of 16 characters of Skey, Hmac or Data, in any encoding', () => {
    fc.assert(
      fc.property(
        captureArb,
        fc.constantFrom('skey', 'hmac', 'data'),
        fc.constantFrom(...Object.keys(ENCODINGS)),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 16, max: 120 }),
        filler,
        filler,
        (capture, which, encoding, start, length, before, after) => {
          const value = capture[which as 'skey' | 'hmac' | 'data']
          const from = start % Math.max(1, value.length - 16)
          const fragment = value.slice(from, from + length)
          fc.pre(fragment.length >= 16)
          const text = `${before} ${ENCODINGS[encoding]!(fragment)} ${after}`
          const out = scrubberFor(capture.pidXml)(text)
          for (const reading of readings(out))
            for (let i = 0; i + 16 <= fragment.length; i++)
              expect(reading).not.toContain(fragment.slice(i, i + 16))
        },
      ),
      { numRuns: 500 },
    )
    // A fixed amount of work; a loaded 2-core machine stretches its wall time, not its CPU.
  }, 180_000)

  it('finds the Skey, Hmac and Data of a PID block', () => {
    fc.assert(
      fc.property(captureArb, (capture) => {
        expect(captureSecrets(capture.pidXml).sort()).toEqual(
          [capture.skey, capture.hmac, capture.data].sort(),
        )
      }),
      { numRuns: 50 },
    )
  })
})

describe('PID blocks in the bank’s text', () => {
  it('are removed raw or escaped, whole or cut short, whoever’s block it is', () => {
    fc.assert(
      fc.property(
        captureArb,
        captureArb,
        fc.constantFrom(...Object.keys(ENCODINGS)),
        fc.boolean(),
        filler,
        (own, other, encoding, cut, before) => {
          const block = cut ? other.pidXml.slice(0, other.pidXml.length / 2) : other.pidXml
          const text = `${before}${ENCODINGS[encoding]!(block)}${cut ? '' : ' end'}`
          const out = scrubberFor(own.pidXml)(text)
          for (const reading of readings(out)) {
            expect(reading).not.toMatch(/PidData/i)
            expect(reading).not.toContain(other.skey.slice(0, 16))
          }
        },
      ),
      { numRuns: 400 },
    )
  })
})

/** A Verhoeff-valid 12-digit number that could be someone's Aadhaar (first digit 2-9). */
const aadhaarArb = fc
  .tuple(fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{10}$/))
  .map(([first, rest]) => `${first}${rest}`)
  .map((eleven) => eleven + String(verhoeffCheckDigit(eleven)))

describe('another person’s Aadhaar number in the bank’s text', () => {
  it('is masked to its last four, plain or grouped', () => {
    fc.assert(
      fc.property(
        aadhaarArb,
        fc.constantFrom('', ' ', '-', '.'),
        filler,
        filler,
        (number, separator, before, after) => {
          expect(verhoeffValid(number)).toBe(true)
          // Five of the customer's digits in a row are hidden too, its last four included (the
          // seed 1854252727: 261460041234 holds 41234 of 234123412346).
          fc.pre(!holdsFiveOf(number, [BASE.aadhaar]))
          const written = number.match(/\d{4}/g)!.join(separator)
          // A word after it: digits of the filler a few characters on would join the run (issue 40).
          const out = scrubberFor('<PidData/>')(`${before}${written} ok ${after}`)
          expect(out.replace(/\D/g, ' ')).not.toMatch(new RegExp(number.slice(0, 8)))
          expect(out).toContain('XXXXXXXX' + number.slice(-4))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('is masked in the rrn field too, when it is not an RRN of the enquiry’s day (issue 24 N3)', () => {
    fc.assert(
      fc.property(aadhaarArb, (rrn) => {
        const at = new Date('2026-11-25T10:00:00+05:30')
        // About 3 in 10,000 read as an RRN of that day by chance, and are kept (rrn.ts).
        fc.pre(!readsAsRrnOf(rrn, at))
        // Five of the customer's digits in a row are hidden too, its last four included (the seed
        // 437407075: 224863423412 ends in 23412 of 234123412346), as in the case above.
        fc.pre(!holdsFiveOf(rrn, [BASE.aadhaar]))
        const scrub = makeScrubber({ ...BASE, pidXml: '<PidData/>', rrn, at })
        const reply = scrubDeep({ data: { rrn, bankMessage: `ref ${rrn}` } }, scrub)
        expect(reply.data.rrn).toBe(`XXXXXXXX${rrn.slice(-4)}`)
        expect(reply.data.bankMessage).toBe(`ref XXXXXXXX${rrn.slice(-4)}`)
      }),
      { numRuns: 200 },
    )
  })
})

describe('the bank’s own mask, first four shown', () => {
  it('is re-masked to the last four only', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{4}$/),
        fc.stringMatching(/^\d{4}$/),
        fc.constantFrom('XXXX', 'xxxx', '****', 'XX12'.replace('12', 'XX')),
        fc.constantFrom('', ' ', '-'),
        filler,
        (first, last, hidden, separator, before) => {
          const mask = [first, hidden, last].join(separator)
          const out = scrubberFor('<PidData/>')(`${before}Aadhaar ${mask} verified`)
          expect(out).toContain(`Aadhaar XXXXXXXX${last} verified`)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('control and bidi characters', () => {
  const CONTROL = fc.constantFrom(
    ...[0x00, 0x07, 0x08, 0x0b, 0x1b, 0x7f, 0x85, 0x9b, 0x061c, 0x200e, 0x200f],
    ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x0a, 0x0d, 0x09],
  )
  it('are removed from every text, leaving the rest readable', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            filler,
            CONTROL.map((c) => String.fromCharCode(c)),
          ),
          { maxLength: 20 },
        ),
        (parts) => {
          const out = scrubberFor('<PidData/>')(parts.join(''))
          expect(out).not.toMatch(
            /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
          )
        },
      ),
      { numRuns: 500 },
    )
  })

  it('keeps the joiners Indic scripts need', () => {
    expect(scrubberFor('<PidData/>')('क्‍ष and र‌')).toBe('क्‍ष and र‌')
  })
})

describe('a fragment of a reader’s Data the size of a fingerprint image (~20 KB)', () => {
  const data = randomBytes(15_000).toString('base64')
  const pidXml = `<PidData><Skey ci="1">${'A'.repeat(12)}x</Skey><Data type="X">${data}</Data></PidData>`
  const scrub = scrubberFor(pidXml)
  const piece = data.slice(9_000, 9_012)

  it('is found in a short run, searched for directly', () => {
    // (The RRN is not this reply's own: like any twelve digits it keeps its last four, issue 40.)
    expect(scrub(`bank says ${piece} rrn 669124874529`)).toBe('bank says [pid] rrn XXXXXXXX4529')
  })

  it('is found in a run long enough to be looked up in the set of every piece', () => {
    const long = 'Q'.repeat(400) + piece + 'Q'.repeat(400)
    expect(scrub(`echo ${long} end`)).toBe('echo [pid] end')
    expect(scrub(`echo ${'Q'.repeat(900)} end`)).toBe(`echo ${'Q'.repeat(900)} end`)
  })
})
