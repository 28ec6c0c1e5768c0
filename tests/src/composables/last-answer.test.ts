// What a reloaded enquiry page offers from the journal (use-last-answer.ts; UX review U8): the
// newest customer's enquiry, answered within the last minutes, or still with the bank.
import { describe, expect, it } from 'vitest'
import {
  LAST_ANSWER_MINUTES,
  enquiryInFlight,
  offeredAnswer,
  type LastAnswer,
} from '../../../src/composables/use-last-answer.ts'
import { NOW, record } from '../../fixtures/records.ts'

const summary = (overrides: Parameters<typeof record>[0] = {}): LastAnswer => ({
  ...record(overrides),
  entryCount: null,
})
const now = NOW.getTime()
const WAIT_MS = 210_000
const secondsAgo = (s: number) => new Date(now - s * 1000).toISOString()

describe('a reloaded page finds the enquiry still with the bank', () => {
  it('offers the newest enquiry the bank has not answered, started within the wait', () => {
    const flying = summary({ startedAt: secondsAgo(5), finishedAt: null })
    const older = summary({ startedAt: secondsAgo(60), finishedAt: secondsAgo(58) })
    expect(enquiryInFlight([flying, older], now, WAIT_MS)).toBe(flying)
    expect(offeredAnswer([flying, older], now)).toBeNull()
  })

  it('says nothing of an enquiry started longer ago than the page would wait for it', () => {
    const stale = summary({ startedAt: secondsAgo(WAIT_MS / 1000 + 1), finishedAt: null })
    expect(enquiryInFlight([stale], now, WAIT_MS)).toBeNull()
  })

  it('skips the merchant’s own authentication, in flight or not', () => {
    const auth = summary({
      operation: 'merchant-authentication',
      startedAt: secondsAgo(2),
      finishedAt: null,
    })
    const flying = summary({ startedAt: secondsAgo(5), finishedAt: null })
    expect(enquiryInFlight([auth, flying], now, WAIT_MS)).toBe(flying)
  })

  it('once answered, the same record is the last answer and no longer in flight', () => {
    const answered = summary({ startedAt: secondsAgo(30), finishedAt: secondsAgo(5) })
    expect(enquiryInFlight([answered], now, WAIT_MS)).toBeNull()
    expect(offeredAnswer([answered], now)).toBe(answered)
    const old = summary({ finishedAt: secondsAgo(LAST_ANSWER_MINUTES * 60 + 1) })
    expect(offeredAnswer([old], now)).toBeNull()
  })
})
