// "Every attempt is written (and flushed to disk) before the reply to the browser is sent, and the
// journal survives a crash of the bridge at any moment" (docs/contract.md). A child bridge in
// sandbox mode takes a stream of concurrent enquiries and is SIGKILLed with several in flight; a
// new bridge on the same DATA_DIR must read back every acknowledged one, and what the kill left on
// disk must be a sound database whose every row is a whole record.

import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Outcome, TransactionRecord } from '../../src/shared/contract.ts'
import {
  api,
  capture,
  CUSTOMER,
  startChildBridge,
  tempDataDir,
  type ChildBridge,
} from '../fixtures/bridge-harness.ts'
import { crashCopyRows } from '../fixtures/journal-fixtures.ts'

const SLOW = '999900000102'
/** Numbers the sandbox answers at once, with different outcomes. */
const FAST = [
  '999900000000',
  '999900000028',
  '999900000063',
  '999900000071',
  '999900000016',
  '234567890124',
]
const SLOW_COUNT = 5
const LATE_COUNT = 6

interface Acknowledged {
  status: number
  transactionId?: string
  outcome?: Outcome
  code?: string
  status_?: string
  error?: string
}

const dataDir = tempDataDir()
let first: ChildBridge
let second: ChildBridge | undefined
const acknowledged: Acknowledged[] = []
let lost = 0
let journalAfterKill: Record<string, unknown>[] = []

async function send(
  bridge: ChildBridge,
  path: string,
  aadhaar: string,
  captureId: string,
): Promise<void> {
  try {
    const reply = await api(bridge).post(path, { ...CUSTOMER, aadhaar, captureId })
    const json = reply.json as Record<string, unknown> | undefined
    if (json === undefined) throw new Error('no body')
    acknowledged.push({
      status: reply.status,
      transactionId: json.transactionId as string | undefined,
      outcome: json.outcome as Outcome | undefined,
      code: json.code as string | undefined,
      status_: json.status as string | undefined,
      error: (json.error as { code?: string } | undefined)?.code,
    })
  } catch {
    lost++
  }
}

async function unfinishedCount(bridge: ChildBridge): Promise<number> {
  const list = (await api(bridge).get('/api/transactions?limit=500')).json
    .transactions as TransactionRecord[]
  return list.filter((tx) => tx.finishedAt === null).length
}

beforeAll(async () => {
  first = await startChildBridge({
    rdBlock: 'journal-crash',
    dataDir,
    sandboxSlowMs: 8000,
    env: { UPSTREAM_TIMEOUT_MS: '20000' },
  })
  // Each enquiry gets its own fresh capture, taken one after the other as a merchant would.
  const captures: string[] = []
  for (let i = 0; i < FAST.length + SLOW_COUNT + LATE_COUNT; i++)
    captures.push(await capture(first))

  const inFlight: Promise<void>[] = []
  // A first wave: fast ones that will be answered, and slow ones held by the sandbox upstream.
  FAST.forEach((aadhaar, i) =>
    inFlight.push(
      send(
        first,
        i % 2 ? '/api/mini-statements' : '/api/balance-enquiries',
        aadhaar,
        captures.shift()!,
      ),
    ),
  )
  for (let i = 0; i < SLOW_COUNT; i++) {
    inFlight.push(
      send(
        first,
        i % 2 ? '/api/mini-statements' : '/api/balance-enquiries',
        SLOW,
        captures.shift()!,
      ),
    )
  }
  // Wait until the slow ones are journaled as started, and the fast ones answered.
  const deadline = Date.now() + 8000
  while ((await unfinishedCount(first)) < SLOW_COUNT || acknowledged.length < FAST.length) {
    if (Date.now() > deadline) throw new Error('the slow enquiries never reached the journal')
    await new Promise((r) => setTimeout(r, 25))
  }
  // A last wave fired right at the kill: these are caught at every stage of their life.
  FAST.forEach((aadhaar, i) =>
    inFlight.push(send(first, '/api/balance-enquiries', aadhaar, captures[i]!)),
  )
  await new Promise((r) => setTimeout(r, 15))
  first.child.kill('SIGKILL')
  await first.exited
  await Promise.all(inFlight)
  // The files exactly as the kill left them (crashCopyRows checks the database's integrity).
  journalAfterKill = crashCopyRows(join(dataDir, 'journal.db'))

  second = await startChildBridge({ rdBlock: 'journal-crash', dataDir })
}, 30_000)

afterAll(async () => {
  await first?.stop()
  await second?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the journal after a SIGKILL with enquiries in flight', () => {
  it('was killed with enquiries acknowledged and others in flight', () => {
    expect(acknowledged.filter((a) => a.transactionId).length).toBeGreaterThanOrEqual(FAST.length)
    expect(lost).toBeGreaterThanOrEqual(SLOW_COUNT)
  })

  it('left a sound database on disk whose every row is a whole record', () => {
    expect(journalAfterKill.length).toBeGreaterThanOrEqual(SLOW_COUNT + FAST.length)
    for (const record of journalAfterKill) {
      expect(record.id).toEqual(expect.any(String))
      expect(record.startedAt).toEqual(expect.any(String))
    }
  })

  it('reads back every acknowledged enquiry with the outcome the browser was given', async () => {
    const withId = acknowledged.filter((a) => a.transactionId)
    for (const ack of withId) {
      const reply = await api(second!).get(`/api/transactions/${ack.transactionId}`)
      expect(reply.status, `${ack.transactionId} ${reply.text}`).toBe(200)
      expect(reply.json).toMatchObject({
        id: ack.transactionId,
        outcome: ack.outcome,
        code: ack.code,
        status: ack.status_,
        finishedAt: expect.any(String),
        errorCode: null,
      })
    }
  })

  it('reads the enquiries cut off by the crash as unknown / INTERRUPTED, or with their final outcome', async () => {
    const acknowledgedIds = new Set(acknowledged.map((a) => a.transactionId).filter(Boolean))
    const list = (await api(second!).get('/api/transactions?limit=500')).json
      .transactions as TransactionRecord[]
    const cutOff = list.filter((tx) => !acknowledgedIds.has(tx.id))
    expect(cutOff.length).toBeGreaterThanOrEqual(SLOW_COUNT)
    for (const tx of cutOff) {
      if (tx.finishedAt === null) {
        expect(tx).toMatchObject({ outcome: 'unknown', errorCode: 'INTERRUPTED' })
        expect(tx.guidance).toMatch(/not known|is not a withdrawal/)
      } else {
        expect(tx.errorCode).toBeNull()
        expect(tx.outcome).not.toBe('unknown')
      }
    }
    const interrupted = cutOff.filter((tx) => tx.errorCode === 'INTERRUPTED')
    expect(interrupted.length).toBeGreaterThanOrEqual(SLOW_COUNT)
    for (const tx of interrupted) {
      const one = await api(second!).get(`/api/transactions/${tx.id}`)
      expect(one.status).toBe(200)
      expect(one.json.aadhaarMasked).toMatch(/^X{8}\d{4}$/)
    }
  })

  it('keeps one record per attempt, none duplicated', async () => {
    const list = (await api(second!).get('/api/transactions?limit=500')).json
      .transactions as TransactionRecord[]
    expect(new Set(list.map((tx) => tx.id)).size).toBe(list.length)
    expect(list.length).toBeLessThanOrEqual(FAST.length * 2 + SLOW_COUNT)
  })

  it('goes on journaling after the restart', async () => {
    const before = (await api(second!).get('/api/transactions?limit=500')).json.transactions
      .length as number
    const captureId = await capture(second!)
    const reply = await api(second!).post('/api/balance-enquiries', {
      ...CUSTOMER,
      aadhaar: '999900000000',
      captureId,
    })
    expect(reply.status).toBe(200)
    const after = (await api(second!).get('/api/transactions?limit=500')).json
      .transactions as TransactionRecord[]
    expect(after).toHaveLength(before + 1)
    expect(after[0]?.id).toBe(reply.json.transactionId)
    expect(crashCopyRows(join(dataDir, 'journal.db')).map((r) => r.id)).toContain(
      reply.json.transactionId,
    )
  })
})
