// RETENTION_PROFILE=dpdp on a running bridge, over a real socket: /api/status gives the year
// (which the notice and the receipt read), and the merchant's purge under the year is refused with
// the contract's VALIDATION_FAILED, naming the rule, while a purge past it is carried out.

import { afterAll, describe, expect, it } from 'vitest'
import type { StatusReply } from '../../src/shared/contract.ts'
import { api, startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'

const bridges: TestBridge[] = []
afterAll(async () => {
  for (const bridge of bridges) await bridge.close()
})

describe('a bridge on RETENTION_PROFILE=dpdp', () => {
  it('says 366 days in /api/status and refuses a purge under them, naming Rule 8(3)', async () => {
    // No simulated reader: only /api/status and the purge are asked.
    const bridge = await startTestBridge({
      rdBlock: 'journal-reprint',
      sandboxReader: false,
      env: { RETENTION_PROFILE: 'dpdp' },
    })
    bridges.push(bridge)
    const status = (await api(bridge).get('/api/status')).json as StatusReply
    expect([status.journalRetentionDays, status.reprintHours]).toEqual([366, 24])
    for (const olderThanDays of [0, 30, 365]) {
      const refused = await api(bridge).post('/api/transactions/purge', { olderThanDays })
      expect(refused.status).toBe(400)
      expect(refused.json).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          field: 'olderThanDays',
          message: expect.stringMatching(
            /at least 366 days \(RETENTION_PROFILE=dpdp, DPDP Rules 2025, Rule 8\(3\)/,
          ),
        },
      })
    }
    const allowed = await api(bridge).post('/api/transactions/purge', { olderThanDays: 366 })
    expect([allowed.status, allowed.json]).toEqual([200, { removed: 0, remaining: 0 }])
  }, 30_000)
})
