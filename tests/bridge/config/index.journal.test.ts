// REPRINT_HOURS (docs/contract.md v1.2): default 24, 0 = the whole retention, a bad value refused
// naming the setting.

import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../bridge/config/index.ts'

describe('REPRINT_HOURS', () => {
  it('is 24 by default and takes 0 and other whole hours', () => {
    expect(loadConfig({}).reprintHours).toBe(24)
    expect(loadConfig({ REPRINT_HOURS: '0' }).reprintHours).toBe(0)
    expect(loadConfig({ REPRINT_HOURS: '72' }).reprintHours).toBe(72)
  })

  it.each(['-1', '1.5', 'a day', '99999999'])('refuses %j, naming the setting', (value) => {
    expect(() => loadConfig({ REPRINT_HOURS: value })).toThrow(ConfigError)
    expect(() => loadConfig({ REPRINT_HOURS: value })).toThrow(/^REPRINT_HOURS: /)
  })
})
