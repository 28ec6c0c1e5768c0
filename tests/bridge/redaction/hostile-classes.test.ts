// Issue 40's hostile classes W1-W8, one named row each, through the four writers (reply, status
// check, export, log: tests/fixtures/redaction-writers.ts). A writer passes a row when no five of
// the protected number's digits in a row can be read in what it wrote, however a reader reads it:
// the oracle's reader (tests/fixtures/digit-reader.ts, the fuzz's too): compatibility forms folded
// (NFKC), escapes decoded, container syntax and any stretch of at most four characters that are
// neither letters nor digits read through.

import { describe, expect, it } from 'vitest'
import { CUSTOMER as customer, writers, PAN } from '../../fixtures/redaction-writers.ts'
import { readable } from '../../fixtures/hostile-texts.ts'

const STRANGER = '999900000016'
const all = writers(customer)

/** The five-digit stretches of `number` that a reader finds in `out`. */
function fivesOf(number: string, out: string): string[] {
  const chains = readable(out)
  const found: string[] = []
  for (let i = 0; i + 5 <= number.length; i++)
    if (chains.includes(number.slice(i, i + 5))) found.push(number.slice(i, i + 5))
  return found
}

const sep = (n: string, s: string) => `${n.slice(0, 4)}${s}${n.slice(4, 8)}${s}${n.slice(8)}`
const each = (n: string, f: (d: string) => string) => [...n].map(f).join('')

/** [class, example, the protected number]: every writer must hide it. */
type Row = [string, string, string]

const rows = (): Row[] => {
  const out: Row[] = []
  for (const [name, number] of [
    ['a stranger’s Aadhaar number', STRANGER],
    ['the customer’s own Aadhaar number', customer.aadhaar],
  ] as const) {
    const w1: [string, string][] = [
      ['colons', sep(number, ':')],
      ['semicolons', sep(number, ';')],
      ['pipes', sep(number, ' | ')],
      ['plus signs', sep(number, '+')],
      ['equals signs', sep(number, '=')],
      ['quotes', `"${sep(number, '" "')}"`],
      ['brackets', `(${sep(number, ')(')})`],
      ['<br>', sep(number, '<br>')],
      ['&nbsp;', sep(number, '&nbsp;')],
      ['%20', sep(number, '%20')],
      ['four spaces', sep(number, '    ')],
      ['katakana middle dots', sep(number, '・')],
      ['multiplication signs', sep(number, '×')],
      ['a JSON array', `["${sep(number, '","')}"]`],
      ['XML elements', `<d>${sep(number, '</d><d>')}</d>`],
      ['CSV cells', sep(number, ',')],
      ['HTML cells', `<tr><td>${sep(number, '</td><td>')}</td></tr>`],
    ]
    for (const [how, text] of w1) out.push([`W1 ${name} split by ${how}`, text, number])
    const head = number.slice(0, 8)
    const w2: [string, string][] = [
      ['----', `${head}----`],
      ['____', `${head}____`],
      ['????', `${head}????`],
      ['XXX', `${number.slice(0, 4)} ${number.slice(4, 8)} XXX`],
      ['0000', `${number.slice(0, 4)} ${number.slice(4, 8)} 0000`],
      ['∗∗∗∗', `${head}∗∗∗∗`],
      ['○○○○', `${head}○○○○`],
      ['nnnn', `${head} nnnn`],
      ['cut short', `${number.slice(0, 4)} ${number.slice(4, 8)} 01`],
    ]
    for (const [how, text] of w2) out.push([`W2 ${name} masked with ${how}`, text, number])
    const w3: [string, string][] = [
      ['superscript', each(number, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]!)],
      ['subscript', each(number, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]!)],
      ['circled', each(number, (d) => '⓪①②③④⑤⑥⑦⑧⑨'[Number(d)]!)],
      ['%3X', each(number, (d) => `%3${d}`)],
      ['\\u003X', each(number, (d) => `\\u003${d}`)],
      ['&#x3X;', each(number, (d) => `&#x3${d};`)],
    ]
    for (const [how, text] of w3) out.push([`W3 ${name} in ${how} digits`, text, number])
    out.push([`W5 ${name} in a sentence`, `Aadhaar ${sep(number, ' ')} linked`, number])
  }
  const mobile = customer.mobile
  const w8: [string, string][] = [
    ['colon', `mobile ${mobile.slice(0, 5)}:${mobile.slice(5)}`],
    ['%3X', `mobile ${each(mobile, (d) => `%3${d}`)}`],
    ['circled', `mobile ${each(mobile, (d) => '⓪①②③④⑤⑥⑦⑧⑨'[Number(d)]!)}`],
    ['JSON array', `["${mobile.slice(0, 5)}","${mobile.slice(5)}"]`],
    ['&#x3X;', each(mobile, (d) => `&#x3${d};`)],
  ]
  for (const [how, text] of w8) out.push([`W8 the customer’s mobile with ${how}`, text, mobile])
  out.push([`W8 a stranger’s mobile in a status check`, 'Mob 91234 56789 ok', '9123456789'])
  return out
}

describe('issue 40’s hostile classes, in every writer', () => {
  it.each(rows())('%s: %j', (_name, text, number) => {
    // The reader sees the number in the text as written (the check can fail).
    expect(fivesOf(number, text).length).toBeGreaterThan(0)
    for (const writer of all) {
      const out = writer.scrub(text)
      expect([writer.name, out, fivesOf(number, out)]).toEqual([writer.name, out, []])
    }
  })
})

describe('W4: the number as base64 or hex of its digits', () => {
  it.each([
    ['base64', Buffer.from(STRANGER).toString('base64')],
    ['hex', Buffer.from(STRANGER).toString('hex')],
    ['the customer’s as base64', Buffer.from(customer.aadhaar).toString('base64')],
  ])('%s', (_name, token) => {
    for (const writer of all) {
      const out = writer.scrub(`ref ${token} ok`)
      expect([writer.name, out.includes(token)]).toEqual([writer.name, false])
    }
  })

  // The widened generator's W4 (tests/fixtures/hostile-shapes.ts encoded()), read back by the
  // oracle, which decodes base64 and hex tokens: the seeds 456, 794, 1062 and 1102 kept a
  // mobile's head before its mask (six digits, where a hidden number was eight or more).
  const b64 = (s: string) => Buffer.from(s).toString('base64')
  const hex = (s: string) => Buffer.from(s).toString('hex')
  it.each([
    ['the customer’s mobile’s head masked, base64', b64('987654****'), customer.mobile],
    [
      'the customer’s mobile’s head masked, base64 without padding',
      'OTg3NjU0eHh4eA',
      customer.mobile,
    ],
    [
      'the customer’s mobile’s head in JSON, base64',
      b64('{"aadhaar":"987654****"}'),
      customer.mobile,
    ],
    [
      'the customer’s mobile in a query pair, URL-safe base64',
      Buffer.from('uid=98765-43210&ok=1').toString('base64url'),
      customer.mobile,
    ],
    [
      'a stranger’s Aadhaar number grouped, upper-case hex',
      hex('9999 0000 0016').toUpperCase(),
      STRANGER,
    ],
    ['a stranger’s first eight masked, hex', hex('UID:99990000XXXX'), STRANGER],
    ['the customer’s Aadhaar number dotted, base64', b64('2345.6789.0124'), customer.aadhaar],
  ])('%s is read by the oracle and hidden by every writer', (_name, token, number) => {
    expect(fivesOf(number.slice(0, 6), token).length).toBeGreaterThan(0)
    for (const writer of all) {
      const out = writer.scrub(`ref ${token} ok`)
      expect([writer.name, fivesOf(number.slice(0, 8), out)]).toEqual([writer.name, []])
    }
  })
})

describe('W6: key material in a bank’s text', () => {
  const bytes = Buffer.from(Array.from({ length: 48 }, (_, i) => (i * 97 + 31) & 255))
  it.each([
    ['base64 of 48 random bytes', bytes.toString('base64')],
    ['hex of 48 random bytes', bytes.toString('hex')],
    ['colon-separated hex', bytes.subarray(0, 32).toString('hex').match(/../g)!.join(':')],
    ['spaced hex', bytes.subarray(0, 32).toString('hex').match(/../g)!.join(' ')],
  ])('%s is replaced in a status check', (_name, material) => {
    const status = all.find((w) => w.name === 'status check')!
    const out = status.scrub(`Skey ${material} end`)
    expect(out).not.toContain(material.slice(0, 24))
  })
})

describe('W7: the merchant’s PAN spaced, dashed or full-width', () => {
  it.each([
    ['spaced', 'PAN ABCDE 1234 F'],
    ['dashed', 'PAN ABCDE-1234-F'],
    ['full-width', 'PAN ＡＢＣＤＥ１２３４Ｆ'],
    ['lower case', 'pan abcde1234f'],
  ])('%s', (_name, text) => {
    for (const writer of all.filter((w) => w.name === 'reply' || w.name === 'status check')) {
      const out = writer
        .scrub(text)
        .normalize('NFKC')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
      expect([writer.name, out.includes(PAN)]).toEqual([writer.name, false])
    }
  })
})
