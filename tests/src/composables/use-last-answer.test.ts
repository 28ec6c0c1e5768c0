import { describe, expect, it } from 'vitest'
import { offeredAnswer } from '../../../src/composables/use-last-answer.ts'
import { erased } from '../../../src/shared/erasure.ts'
import { NOW, record } from '../../fixtures/records.ts'

const now = NOW.getTime()
/** A summary as GET /api/transactions lists it: the record with its count of entries. */
const summary = (r: ReturnType<typeof record>) => ({ ...r, entryCount: null })

describe('the last answer offered again on an empty counter', () => {
  it('offers the newest customer enquiry of the last minutes', () => {
    const last = record()
    expect(offeredAnswer([summary(last)], now)?.id).toBe(last.id)
  })

  it('offers no erased record for printing again: the customer asked for it to go', () => {
    const last = erased(record(), { at: NOW.toISOString(), reason: 'customer-asked' })
    expect(offeredAnswer([summary(last)], now)).toBeNull()
  })
})
