import { describe, expect, it } from 'vitest'
import { deviceIdentity } from '../../../../bridge/sandbox/rd-simulator/device-identity.ts'
import { PERSONALITIES } from '../../../../bridge/sandbox/rd-simulator/personalities.ts'
import { successPidData } from '../../../../bridge/sandbox/rd-simulator/pid-block.ts'
import { POOR_CAPTURE_QSCORE } from '../../../../src/shared/devices.ts'

describe('simulated PID block', () => {
  it("never scores a finger below the page's poor-capture line, so a sandbox walk is the same every time", () => {
    const identity = deviceIdentity('pid-block-test')
    const scores: number[] = []
    // 2,000 fingers: the old range (58-98) fell under the line about once in 20.
    for (let capture = 0; capture < 500; capture++) {
      const xml = successPidData(PERSONALITIES.mantra, identity, {
        fCount: 4,
        fType: 2,
        timeoutMs: 10_000,
      })
      const qScore = /qScore="([^"]*)"/.exec(xml)?.[1] ?? ''
      scores.push(...qScore.split(',').map(Number))
    }
    expect(scores).toHaveLength(2_000)
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(POOR_CAPTURE_QSCORE)
    expect(Math.max(...scores)).toBeLessThanOrEqual(100)
  })
})
