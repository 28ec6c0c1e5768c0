// What is kept about the customer, said once: the notice and the receipt fill their
// "kept" sentences from the bridge's own settings, read over a real socket from /api/status, so
// the days and hours a customer hears are the JOURNAL_RETENTION_DAYS and REPRINT_HOURS the bridge
// runs with, in every language; and the merchant's guide and IT's settings table (docs/) state the
// same defaults and the same facts.
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULTS } from '../../bridge/config/index.ts'
import { EN_SOURCE } from '../../src/i18n/customer/en.ts'
import { loadCustomerCatalogue } from '../../src/i18n/customer/load.ts'
import { CUSTOMER_LANGUAGES } from '../../src/i18n/customer/types.ts'
import { customerText } from '../../src/lib/answer/customer-lines.ts'
import { keptLines } from '../../src/lib/answer/kept-lines.ts'
import type { StatusReply } from '../../src/shared/contract.ts'
import { api, startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'

const bridges: TestBridge[] = []
afterAll(async () => {
  for (const bridge of bridges) await bridge.close()
})

async function statusWith(env: Record<string, string>): Promise<StatusReply> {
  // No simulated reader: only /api/status is asked, so the block's ports stay unused.
  const bridge = await startTestBridge({ rdBlock: 'journal-reprint', sandboxReader: false, env })
  bridges.push(bridge)
  return (await api(bridge).get('/api/status')).json as StatusReply
}

const catalogues = await Promise.all(CUSTOMER_LANGUAGES.map(loadCustomerCatalogue))
/** Numbers written in a text, with the Urdu isolates and any grouping left out. */
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number)

describe('the days and hours the customer hears are the bridge’s settings', () => {
  it.each([
    [{ JOURNAL_RETENTION_DAYS: '7', REPRINT_HOURS: '6' }, 7, 6],
    [{ JOURNAL_RETENTION_DAYS: '1', REPRINT_HOURS: '1' }, 1, 1],
    [{}, DEFAULTS.journalRetentionDays, DEFAULTS.reprintHours],
  ])(
    '%j: every language says %i days and %i hours',
    async (env, days, hours) => {
      const status = await statusWith(env)
      expect([status.journalRetentionDays, status.reprintHours]).toEqual([days, hours])
      const wrong = catalogues.flatMap((catalogue) => {
        const lines = keptLines(
          catalogue,
          {
            retentionDays: status.journalRetentionDays,
            reprintHours: status.reprintHours ?? null,
          },
          { operation: 'balance-enquiry', answerKept: true },
        )
        const said = lines.map(numbersIn)
        const ok =
          said[0]!.join() === String(days) &&
          said[1]!.length === 0 &&
          said[2]!.join() === String(hours)
        return ok ? [] : [{ lang: catalogue.lang, lines }]
      })
      expect(wrong).toEqual([])
    },
    30_000,
  )

  it('REPRINT_HOURS=0: every language says the details stay with the record, with no number', async () => {
    const status = await statusWith({ REPRINT_HOURS: '0' })
    expect(status.reprintHours).toBe(0)
    const wrong = catalogues.filter((catalogue) => {
      const lines = keptLines(
        catalogue,
        { retentionDays: 90, reprintHours: status.reprintHours! },
        { operation: 'mini-statement', answerKept: true },
      )
      return lines[2] !== customerText(catalogue, 'kept.transactions-whole')
    })
    expect(wrong.map((c) => c.lang)).toEqual([])
  }, 30_000)
})

describe('the documents say the same', () => {
  const guide = readFileSync(new URL('../../docs/merchant-guide.md', import.meta.url), 'utf8')
  const settings = readFileSync(new URL('../../docs/install.md', import.meta.url), 'utf8')
  const kept = guide.slice(guide.indexOf('## What the shop keeps about the customer'))
  const end = kept.indexOf('\n## ', 1)
  const section = end === -1 ? kept : kept.slice(0, end)

  it('gives the bridge’s defaults for the days and the hours', () => {
    expect(section).toContain(`\`JOURNAL_RETENTION_DAYS\` (${DEFAULTS.journalRetentionDays} days`)
    expect(section).toContain(`\`REPRINT_HOURS\` (${DEFAULTS.reprintHours} hours`)
    const row = (name: string) =>
      settings.split('\n').find((line) => line.startsWith(`| \`${name}\``))
    expect(row('JOURNAL_RETENTION_DAYS')).toContain(`\`${DEFAULTS.journalRetentionDays}\``)
    expect(row('REPRINT_HOURS')).toContain(`\`${DEFAULTS.reprintHours}\``)
  })

  it('names the same kept facts as the customer’s texts', () => {
    // The facts of the journal record (src/shared/contract.ts), by the words each text uses.
    const facts = [
      /bank/,
      /result/,
      /last four digits/,
      /Aadhaar number/,
      /mobile number/,
      /balance/,
    ]
    const customer = [EN_SOURCE['kept.record-contents'], EN_SOURCE['kept.balance.other']].join(' ')
    expect(facts.filter((fact) => !fact.test(section))).toEqual([])
    expect(facts.filter((fact) => !fact.test(customer))).toEqual([])
    expect(section).toMatch(/statement entries/)
    expect(EN_SOURCE['kept.transactions.other']).toMatch(/transactions/)
  })
})
