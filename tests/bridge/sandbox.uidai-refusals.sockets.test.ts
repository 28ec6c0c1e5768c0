// The simulated bank answers each UIDAI refusal the desk names, and a blocked merchant (issue 39,
// "the sandbox shows each case"), and each gets its `cause` in the reply, the record and the CSV
// (contract v1.5). The expected causes are written out here from UIDAI's list, not read from the
// rule (src/shared/bank-causes.ts) that the bridge uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  UIDAI_REFUSAL_CODES,
  uidaiRefusalNumber,
  type UidaiRefusalCode,
} from '../../src/shared/sandbox-refusals.ts'
import { SANDBOX_NUMBERS } from '../../src/shared/sandbox-numbers.ts'
import { api, enquire, startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'

const CAUSE_OF: Record<UidaiRefusalCode, string> = {
  '310': 'duplicate-fingers',
  '330': 'biometric-locked',
  '501': 'rd-key-expired',
  '553': 'device-not-allowed',
  '554': 'device-not-allowed',
  '555': 'device-not-certified',
  '556': 'device-not-certified',
  '557': 'device-not-certified',
  '558': 'device-integrity',
  '559': 'device-certificate-expired',
  '560': 'device-certificate-expired',
  '561': 'pid-expired',
  '562': 'clock-ahead',
  '811': 'biometric-update-needed',
  '812': 'biometric-update-needed',
  '995': 'aadhaar-invalid',
  '996': 'aadhaar-invalid',
  '997': 'aadhaar-invalid',
  '998': 'aadhaar-invalid',
}

const CASES = [
  ...UIDAI_REFUSAL_CODES.map((code) => ({
    name: `UIDAI ${code}`,
    aadhaar: uidaiRefusalNumber(code),
    prefix: code,
    cause: CAUSE_OF[code],
  })),
  {
    name: 'a blocked merchant',
    aadhaar: SANDBOX_NUMBERS.find((n) => n.scenario === 'merchant-blocked')!.aadhaar,
    prefix: '23',
    cause: 'merchant-blocked',
  },
]

let t: TestBridge

beforeAll(async () => {
  t = await startTestBridge({ rdBlock: 'sandbox-refusals' })
})

afterAll(async () => {
  await t?.close()
})

describe('the simulated bank refuses as UIDAI does, one sandbox number per code', () => {
  it('numbers each UIDAI code where it can be read: 9999 1CCC 000 and the check digit', () => {
    expect(uidaiRefusalNumber('310')).toBe('999913100006')
    expect(new Set(CASES.map((c) => c.aadhaar)).size).toBe(CASES.length)
    for (const c of CASES)
      expect(
        SANDBOX_NUMBERS.map((n) => n.aadhaar),
        `${c.name} is listed`,
      ).toContain(c.aadhaar)
  })

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: its cause in the reply, the record and the CSV',
    async (_name, c) => {
      const reply = await enquire(t, '/api/balance-enquiries', { aadhaar: c.aadhaar })
      expect(reply.status, reply.text).toBe(200)
      expect(reply.json).toMatchObject({ outcome: 'failure', cause: c.cause })
      expect(reply.json.message).toMatch(new RegExp(`^${c.prefix}: `))

      const record = (await api(t).get(`/api/transactions/${reply.json.transactionId}`)).json
      expect(record).toMatchObject({ outcome: 'failure', cause: c.cause })

      const csv = (await api(t).get(`/api/transactions/export.csv?q=${c.aadhaar.slice(-4)}`)).text
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
      const causeColumn = lines[0]!.split(',').indexOf('cause')
      expect(causeColumn).toBeGreaterThan(-1)
      const row = lines.find((line) => line.includes(reply.json.transactionId))
      expect(row, csv).toBeDefined()
      expect(row!.split(',')[causeColumn]).toBe(c.cause)
    },
  )
})
