// docs/contract.md v1.1: a SUCCESS envelope is never reported as unknown because of the form its
// mini statement entries came in. Properties over any list, under either key.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { StatementData } from '../../../src/shared/contract.ts'
import { interpret } from '../../../bridge/upstream/interpret.ts'

const ctx = {
  operation: 'mini-statement' as const,
  aadhaar: '234567890124',
  now: new Date('2026-11-23T06:00:00Z'),
}
const reply = (data: unknown) => ({
  kind: 'reply' as const,
  httpStatus: 200,
  json: { code: '0x0200', status: 'SUCCESS', message: '000: ok', data },
})

describe('interpret: mini statement forms', () => {
  it.each(['miniStatement', 'statement'])(
    'property: a SUCCESS with any list under %s is a success that keeps every entry',
    (key) => {
      fc.assert(
        fc.property(fc.array(fc.anything(), { maxLength: 12 }), (list) => {
          const got = interpret(reply({ orderRefId: 'O1', [key]: list }), ctx)
          expect(got.kind).toBe('envelope')
          if (got.kind !== 'envelope') return
          expect(got.reply.outcome).toBe('success')
          const entries = (got.reply.data as StatementData).miniStatement
          expect(entries).toHaveLength(list.filter((i) => i !== null && i !== undefined).length)
        }),
      )
    },
  )

  it('property: fixed-width lines and the spec’s entries give the same cleaned values', () => {
    const entry = fc.record({
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      credit: fc.boolean(),
      paise: fc.integer({ min: 1, max: 10_000_000 }),
      narration: fc.stringMatching(/^[A-Z0-9/:.-]{1,20}$/),
    })
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 10 }), (entries) => {
        const pad = (n: number) => String(n).padStart(2, '0')
        const amount = (p: number) => (p / 100).toFixed(2)
        const fields = entries.map((e) => ({
          date: `${pad(e.month)}/${pad(e.day)}`,
          txnType: e.credit ? 'Cr' : 'Dr',
          amount: amount(e.paise),
          narration: ` ${e.narration} `,
        }))
        const lines = entries.map((e) => ({
          narration: `${pad(e.day)}/${pad(e.month)} ${e.narration.padEnd(30)} ${e.credit ? 'C' : 'D'} ${amount(e.paise).padStart(13, '0')}`,
        }))
        const a = interpret(reply({ miniStatement: fields }), ctx)
        const b = interpret(reply({ statement: lines }), ctx)
        if (a.kind !== 'envelope' || b.kind !== 'envelope') throw new Error('not an envelope')
        const pick = (d: unknown) =>
          (d as StatementData).miniStatement.map((s) => ({
            date: s.date,
            isoDate: s.isoDate,
            direction: s.direction,
            amountValue: s.amountValue,
            narration: s.narration,
          }))
        expect(pick(b.reply.data)).toEqual(pick(a.reply.data))
      }),
    )
  })
})
