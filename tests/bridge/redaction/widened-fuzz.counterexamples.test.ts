// What the widened hostile-text generator (tests/fixtures/hostile-shapes.ts: other separators,
// containers, masks, digit writings) found kept, one named case each, through every writer
// (tests/fixtures/redaction-writers.ts). The oracle is the fuzz's reader (digit-reader.ts).

import { describe, expect, it } from 'vitest'
import { makeScrubber, scrubDeep } from '../../../bridge/redaction/profiles.ts'
import {
  CUSTOMER as customer,
  expectHiddenByEvery,
  expectKeptByEvery,
  writers,
} from '../../fixtures/redaction-writers.ts'

const all = writers(customer)

describe('a number’s head beside what looked like an allowed form or no mask is hidden', () => {
  it.each([
    // seed 1543: an Aadhaar number cut to its first eight, `.50` after it, read as an amount
    ['an Aadhaar number’s first eight with .50, in Devanagari', '₹५३२७४९८४.50 : Txn', '53274984'],
    ['an Aadhaar number’s first eight with .50', 'then  55930495.50', '55930495'],
    // seed 593: a mobile's first six grouped like an amount, then its mask across a comma
    ['a mobile’s first six as 987,654, before ○○○○', 'Bank: .987,654,○○○○-12x1;', '987654'],
    ['a stranger’s mobile’s first six as 912,345, before XXXX', 'mob 912,345,XXXX ok', '912345'],
    // seeds 4533, 3594: a mask of n's and X's glued to the head
    ['a mobile’s first six before nnnnXXXX', ' ok : Txn  620994nnnnXXXX; bank', '620994'],
    ['a mobile’s first six before nnnnX000', '₹793548nnnnX000..; bank', '793548'],
    // the fast tier's seed 1485803239: an Aadhaar number's first eight read as a compact date
    ['an Aadhaar number’s first eight as a compact date before xxxx', 'ok Rs.20110601 xxxx and', '20110601'],
    // seed 203404: a mask in a CSV cell before a colon, read as a JSON key
    ['a mobile’s first six in cells before "nnnn" :', ' then "882","938","nnnn"  : Txn', '882938'],
    ['a mobile’s first six in escaped cells before "nnnn" :', ' then "%38𝟾२","\\u0039৩&#x38;","nnnn"  : Txn', '882938'],
    // seed 203404: an Aadhaar number across query pairs whose names hold digits
    ['an Aadhaar number across pairs named with digits', 'ref ?b=67&p1=05885&p1=20159 X000)', '05885'],
    // seed 6774: the export and the log skipped a text with a mask a space away
    ['a mobile’s first six a space before XXX', 'mob 852576 XXX ok', '852576'],
    ['a mobile’s first six before @XXX', ' Aadhaar 852576@XXX , | by Txn', '852576'],
  ])('%s', (_name, text, head) => {
    expectHiddenByEvery(all, text, head)
  })

  it('keeps an amount in the texts up to seven digits ungrouped and nine grouped', () => {
    for (const text of ['Bal 7654321.50 ok', 'Bal 0000054321.00 ok', 'Bal Rs. 41,52,63,708.00 ok'])
      expectKeptByEvery(all, text)
  })

  it('keeps a balance of a crore or more in its own field, but not the customer’s digits there', () => {
    const scrub = makeScrubber({
      aadhaar: customer.aadhaar,
      mobile: customer.mobile,
      pan: 'ABCDE1234F',
      credentials: [],
      pidXml: '<PidData/>',
    })
    const data = { availableBalance: '55930495.50', transactionAmount: '0', bankMessage: '55930495.50' }
    expect(scrubDeep(data, scrub)).toEqual({
      availableBalance: '55930495.50',
      transactionAmount: '0',
      bankMessage: 'XXXXXX9550',
    })
    expect(scrubDeep({ availableBalance: '234567890.12' }, scrub).availableBalance).not.toContain(
      '23456',
    )
  })
})
