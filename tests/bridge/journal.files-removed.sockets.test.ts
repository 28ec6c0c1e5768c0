// A journal file removed or replaced under a running bridge (slow tier: child bridges, kill -9).
// While enquiries run, the database or its write-ahead log is deleted or swapped for a copy; from
// then on every new enquiry gets 503 JOURNAL_UNAVAILABLE naming the file, nothing more reaches the
// bank, the one at the bank keeps its answer (200, saved: false), and after a kill -9 or a clean
// stop and a restart every enquiry that was answered 200 is in the history with its outcome.

import { copyFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  api,
  capture,
  CUSTOMER,
  startChildBridge,
  tempDataDir,
  type ChildBridge,
} from '../fixtures/bridge-harness.ts'

/** The sandbox holds this one at the bank for SANDBOX_SLOW_MS. */
const SLOW = '999900000102'
const ANSWERS = ['999900000000', '999900000028', '999900000063', '999900000071']

interface Reply {
  status: number
  transactionId?: string
  outcome?: string
  error?: string
  message?: string
}

async function enquiry(bridge: ChildBridge, i: number): Promise<Reply> {
  const captured = await api(bridge).post('/api/captures', {})
  if (captured.status !== 201) {
    const error = captured.json?.error as { code: string; message: string }
    return { status: captured.status, error: error.code, message: error.message }
  }
  const reply = await api(bridge).post('/api/balance-enquiries', {
    ...CUSTOMER,
    aadhaar: ANSWERS[i % ANSWERS.length],
    captureId: captured.json.captureId,
  })
  const json = reply.json as Record<string, unknown>
  const error = json.error as { code: string; message: string } | undefined
  return {
    status: reply.status,
    transactionId: json.transactionId as string | undefined,
    outcome: json.outcome as string | undefined,
    error: error?.code,
    message: error?.message,
  }
}

async function unfinished(bridge: ChildBridge): Promise<number> {
  const list = (await api(bridge).get('/api/transactions?limit=50')).json.transactions as {
    finishedAt: string | null
  }[]
  return list.filter((tx) => tx.finishedAt === null).length
}

/** Polls `ready` until it holds (an event seen through the API, not a fixed sleep). */
async function until(ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('the enquiry never reached the bank')
    await new Promise((r) => setTimeout(r, 20))
  }
}

const bridges: ChildBridge[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const bridge of bridges.splice(0)) await bridge.stop()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const FILES = ['journal.db-wal', 'journal.db'] as const
const CHANGES = {
  removed: (file: string) => rmSync(file),
  'replaced by a copy': (file: string) => {
    copyFileSync(file, file + '.copy')
    renameSync(file + '.copy', file)
  },
} as const
const STOPS = ['SIGKILL', 'SIGTERM'] as const

describe('a journal file removed or replaced while enquiries run', () => {
  for (const name of FILES)
    for (const [how, change] of Object.entries(CHANGES))
      for (const stop of STOPS)
        it(`${name} ${how}, then ${stop}: nothing more is sent, nothing acknowledged is lost`, async () => {
          const dataDir = tempDataDir()
          dirs.push(dataDir)
          const first = await startChildBridge({
            rdBlock: 'journal-files',
            dataDir,
            sandboxSlowMs: 1500,
          })
          bridges.push(first)
          const replies: Reply[] = []
          // Enquiries one after the other; the file changes while a capture is already taken and
          // one enquiry is at the bank.
          for (let i = 0; i < 3; i++) replies.push(await enquiry(first, i))
          const taken = await capture(first)
          const atTheBank = api(first).post('/api/balance-enquiries', {
            ...CUSTOMER,
            aadhaar: SLOW,
            captureId: await capture(first),
          })
          await until(async () => (await unfinished(first)) === 1)
          change(join(dataDir, name))
          const late = await api(first).post('/api/balance-enquiries', {
            ...CUSTOMER,
            aadhaar: ANSWERS[0],
            captureId: taken,
          })
          for (let i = 3; i < 6; i++) replies.push(await enquiry(first, i))

          expect(replies.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200])
          // The one at the bank keeps its answer, said not saved; its attempt is kept.
          const answered = await atTheBank
          expect(answered.status).toBe(200)
          expect(answered.json).toMatchObject({ saved: false, journalCause: 'folder-gone' })
          // After the change: refused before anything is sent, naming the file.
          expect(late.status).toBe(503)
          expect(late.json.error).toMatchObject({ code: 'JOURNAL_UNAVAILABLE' })
          for (const reply of replies.slice(3)) {
            expect(reply).toMatchObject({ status: 503, error: 'JOURNAL_UNAVAILABLE' })
            expect(reply.message).toContain(`${name} in DATA_DIR`)
          }
          const status = (await api(first).get('/api/status')).json.journal
          expect(status).toMatchObject({
            state: 'failing',
            reason: expect.stringContaining(name),
          })
          // The history the running bridge shows counts nothing sent after the change.
          const shown = (await api(first).get('/api/transactions?limit=50')).json.transactions as {
            id: string
          }[]
          expect(shown).toHaveLength(4)

          if (stop === 'SIGKILL') first.child.kill('SIGKILL')
          else first.child.kill('SIGTERM')
          await first.exited
          const second = await startChildBridge({ rdBlock: 'journal-files', dataDir })
          bridges.push(second)
          for (const reply of replies.filter((r) => r.status === 200)) {
            const kept = await api(second).get(`/api/transactions/${reply.transactionId}`)
            expect(kept.status).toBe(200)
            expect(kept.json).toMatchObject({ id: reply.transactionId, outcome: reply.outcome })
          }
          const attempt = await api(second).get(`/api/transactions/${answered.json.transactionId}`)
          expect(attempt.json).toMatchObject({ outcome: 'unknown', errorCode: 'INTERRUPTED' })
          expect(attempt.json.guidance).toMatch(/bank answered.*could not be saved/)
          const listed = (await api(second).get('/api/transactions?limit=50')).json
            .transactions as { id: string }[]
          expect(listed.map((tx) => tx.id).sort()).toEqual(
            [
              ...replies.filter((r) => r.status === 200).map((r) => r.transactionId),
              answered.json.transactionId,
            ].sort(),
          )
        })
})
