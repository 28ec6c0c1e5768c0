// @vitest-environment happy-dom
// The day book's overview line reads as sentences: each one ends, then a space, then the next
// (UX review 2026-11-29, U13: "…not counted among them.First at…").
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import DayBookTotals from '../../../../src/components/day-book/DayBookTotals.vue'
import { loadLaterTexts } from '../../../../src/i18n/messages.ts'
import type { DayBookTotals as Totals } from '../../../../src/shared/contract.ts'

await loadLaterTexts()

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
})

const totals: Totals = {
  total: 3,
  byOperation: {
    'balance-enquiry': { success: 2 },
    'merchant-authentication': { success: 1 },
  },
  byBank: [],
  first: '2026-11-29T04:00:00.000Z',
  last: '2026-11-29T05:00:00.000Z',
}

describe('the day book overview', () => {
  it('puts a space between the merchant authentication sentence and the first/last sentence', () => {
    const text = mount(DayBookTotals, { props: { totals } }).find('p').text()
    expect(text).toMatch(
      /^2 records, 2 successful\. 1 merchant authentication, not counted among them\. First at .+, last at .+\.$/,
    )
  })
})
