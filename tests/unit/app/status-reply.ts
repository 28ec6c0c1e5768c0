// A bridge's GET /api/status reply as the app's tests need it (contract 1.3, sandbox mode): one
// place for its shape, so a test names only what it is about (the journal, the merchant's
// authentication) and a new status field is added once.
import type { StatusReply } from '../../../src/shared/contract.ts'

export function statusReply(overrides: Partial<StatusReply> = {}): StatusReply {
  return {
    mode: 'sandbox',
    version: '1.0.0',
    merchant: { loginId: 'SANDBOX01' },
    upstream: 'http://127.0.0.1:1',
    shopLocation: null,
    journalRetentionDays: 90,
    upstreamTimeoutMs: 4000,
    contract: '1.3',
    merchantAuth: { state: 'done', policy: 'on-request', at: new Date().toISOString() },
    journal: { state: 'ok' },
    shop: { name: null, address: null, terminalId: null },
    statusChecks: true,
    ...overrides,
  }
}
