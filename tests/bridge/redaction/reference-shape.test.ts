// A reference field is kept as sent only when it reads as a reference (reference-shape.ts): the
// end-to-end run (tests/bridge/redaction.provider.sockets.test.ts) found a hostile text in a
// reference field kept whole, with the number it held, in the reply, the record and the journal.

import { describe, expect, it } from 'vitest'
import { keptDigits } from '../../../bridge/redaction/kept-values.ts'
import { makeScrubber, scrubDeep } from '../../../bridge/redaction/profiles.ts'
import { readsAsReference } from '../../../bridge/redaction/reference-shape.ts'
import { rrnToKeep } from '../../../bridge/redaction/rrn.ts'
import { readable } from '../../fixtures/hostile-texts.ts'

const at = new Date('2026-11-29T06:00:00Z')
const base = { pan: 'ABCDE1234F', credentials: ['desk-user'], pidXml: '', at }

describe('what reads as a reference', () => {
  it.each(['612345678901', '458812', 'CR20251003001', 'MS1759481521000', 'CR-PENDING-40', '7551'])(
    'keeps %s as sent',
    (value) => {
      expect(readsAsReference(value)).toBe(true)
    },
  )

  it.each([
    'Bank: 767962XXXX',
    '767962XXXX',
    'XXXX23456789',
    'nnnn-2345678',
    '955  721  8732',
    '2345-6789-0124',
    '2345 6789 0124',
    'CR-2025-10-03-001',
    '१२३४५६',
    'x'.repeat(30) + '1234567890123',
  ])('reads %s as a text, not a reference', (value) => {
    expect(readsAsReference(value)).toBe(false)
    expect(rrnToKeep(value, '', at)).toBeNull()
  })

  it('keeps no digits of a reference that holds five of the customer’s digits in a row', () => {
    expect(keptDigits(['REF767962'], ['7679625232'])).toEqual([])
    expect(keptDigits(['REF767900'], ['7679625232'])).toEqual(['767900'])
  })
})

describe('a hostile text in a reference field is scrubbed like any text', () => {
  // seed 8: the customer's mobile's first six, masked `XXXX`, as the clientRefNo
  it('hides the customer’s mobile’s head sent as the client reference', () => {
    const clientRefNo = 'Q2hlY2tTdW0xNjc4OTAx767962XXXX • ; ok ₹16,58,222.00'
    const scrub = makeScrubber({
      ...base,
      aadhaar: '234567890124',
      mobile: '7679625232',
      references: [clientRefNo],
    })
    const out = scrubDeep({ data: { clientRefNo }, message: `ref ${clientRefNo}` }, scrub)
    expect(readable(JSON.stringify(out))).not.toContain('76796')
    expect(out.data.clientRefNo).toContain('₹16,58,222.00')
  })

  // seeds 2 and 4: a mobile in a status check's rrn field, kept through the RRN rule
  it.each([
    ['XXXX6265576045) : Txn ok', '62655'],
    [' pending) then #955  721  8732. ', '95572'],
  ])('hides a mobile a status check sends as its rrn: %j', (rrn, head) => {
    const scrub = makeScrubber({ ...base, aadhaar: '', rrn, statusCheck: true })
    const out = scrubDeep({ rrn, message: `failed ${rrn}` }, scrub)
    expect(readable(JSON.stringify(out))).not.toContain(head)
  })

  it('still keeps a real RRN and client reference wherever the bank repeats them', () => {
    const scrub = makeScrubber({
      ...base,
      aadhaar: '234567890124',
      mobile: '9876543210',
      rrn: '933311408812',
      references: ['CR20251003001'],
      at: new Date('2029-11-29T06:00:00Z'),
    })
    expect(scrub('rrn 933311408812 ref CR20251003001 (20251003001)')).toBe(
      'rrn 933311408812 ref CR20251003001 (20251003001)',
    )
  })
})
