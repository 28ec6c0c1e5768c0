import { describe, expect, it } from 'vitest'
import {
  LAST_ANSWER_MINUTES,
  enquiryInFlight,
  offeredAnswer,
} from '../../../src/composables/use-last-answer.ts'
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

/** A summary from fields alone (the record's builder fills the rest). */
const inList = (overrides: Parameters<typeof record>[0] = {}) => summary(record(overrides))
const WAIT_MS = 210_000
const secondsAgo = (s: number) => new Date(now - s * 1000).toISOString()

describe('a reloaded page finds the enquiry still with the bank', () => {
  it('offers the newest enquiry the bank has not answered, started within the wait', () => {
    const flying = inList({ startedAt: secondsAgo(5), finishedAt: null })
    const older = inList({ startedAt: secondsAgo(60), finishedAt: secondsAgo(58) })
    expect(enquiryInFlight([flying, older], now, WAIT_MS)).toBe(flying)
    expect(offeredAnswer([flying, older], now)).toBeNull()
  })

  it('says nothing of an enquiry started longer ago than the page would wait for it', () => {
    const stale = inList({ startedAt: secondsAgo(WAIT_MS / 1000 + 1), finishedAt: null })
    expect(enquiryInFlight([stale], now, WAIT_MS)).toBeNull()
  })

  it('skips the merchant’s own authentication, in flight or not', () => {
    const auth = inList({
      operation: 'merchant-authentication',
      startedAt: secondsAgo(2),
      finishedAt: null,
    })
    const flying = inList({ startedAt: secondsAgo(5), finishedAt: null })
    expect(enquiryInFlight([auth, flying], now, WAIT_MS)).toBe(flying)
  })

  it('once answered, the same record is the last answer and no longer in flight', () => {
    const answered = inList({ startedAt: secondsAgo(30), finishedAt: secondsAgo(5) })
    expect(enquiryInFlight([answered], now, WAIT_MS)).toBeNull()
    expect(offeredAnswer([answered], now)).toBe(answered)
    const old = inList({ finishedAt: secondsAgo(LAST_ANSWER_MINUTES * 60 + 1) })
    expect(offeredAnswer([old], now)).toBeNull()
  })
})
