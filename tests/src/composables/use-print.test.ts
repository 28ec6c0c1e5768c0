// One print per press under kiosk printing (docs/merchant-guide.md; UX review U12): a double click
// prints once, a later press prints again, and the time it was sent is kept for the page's line.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRINT_AGAIN_MS, usePrint } from '../../../src/composables/use-print.ts'

afterEach(() => vi.useRealTimers())

describe('printing once per press', () => {
  it('ignores a second press within the double-click window, then prints again', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T07:00:00Z') })
    const print = vi.fn()
    const { sentAt, printOnce } = usePrint(print)
    expect(sentAt.value).toBeNull()
    expect(printOnce()).toBe(true)
    expect(sentAt.value).toBe(Date.parse('2026-11-29T07:00:00Z'))
    vi.advanceTimersByTime(300)
    expect(printOnce()).toBe(false)
    expect(print).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(PRINT_AGAIN_MS)
    expect(printOnce()).toBe(true)
    expect(print).toHaveBeenCalledTimes(2)
  })
})
