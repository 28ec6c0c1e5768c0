// A number held in container syntax is read, in every writer (bridge/redaction/markup.ts): in an
// XML attribute, split across attributes, JSON fields or query pairs, inside a comment or a CDATA
// section. Found by the widened hostile-text generator (tests/fixtures/hostile-texts.ts): a tag was
// read as one space, attributes and all, so `<n a="234567890124"/>` stayed whole, the customer's
// own number included.

import { describe, it } from 'vitest'
import {
  CUSTOMER as customer,
  expectHiddenByEvery,
  expectKeptByEvery,
  writers,
} from '../../fixtures/redaction-writers.ts'

const all = writers(customer)
const STRANGER = '999900000016'

const split = (n: string, f: (a: string, b: string, c: string) => string) =>
  f(n.slice(0, 4), n.slice(4, 8), n.slice(8))

const SHAPES: [string, (n: string) => string][] = [
  ['a whole number in an attribute', (n) => `<n a="${n}"/>`],
  ['split across attributes', (n) => split(n, (a, b, c) => `<n a="${a}" b="${b}" c="${c}"/>`)],
  ['across elements’ attributes', (n) => split(n, (a, b, c) => `<d v='${a}'/><d v='${b}'/><d v='${c}'/>`)],
  ['in bare attribute values', (n) => split(n, (a, b, c) => `<n a=${a} b=${b} c=${c}>`)],
  ['split across JSON fields', (n) => split(n, (a, b, c) => `{"a":"${a}","b":"${b}","c":"${c}"}`)],
  ['split across query pairs', (n) => split(n, (a, b, c) => `?uid=${a}&x=${b}&y=${c}`)],
  ['in a link', (n) => `<a href="/x?uid=${n}">x</a>`],
  ['in a comment', (n) => `<!-- ${n} -->`],
  ['in a CDATA section', (n) => split(n, (a, b, c) => `<![CDATA[${a} ${b} ${c}]]>`)],
]

describe('a number held in markup, JSON fields or query pairs is read', () => {
  for (const [whose, number] of [
    ['a stranger’s', STRANGER],
    ['the customer’s own', customer.aadhaar],
  ] as const)
    it.each(SHAPES)(`${whose} Aadhaar number %s`, (_name, shape) => {
      expectHiddenByEvery(all, `Bank: ${shape(number)} ok`, number)
    })

  it('keeps amounts and dates in cells and JSON fields as written', () => {
    for (const text of [
      '<td class="amt">Rs. 1,500.00</td><td>2026-11-27</td>',
      '{"amount":"1500.00","date":"27/11/2026"}',
    ])
      expectKeptByEvery(all, text)
  })
})
