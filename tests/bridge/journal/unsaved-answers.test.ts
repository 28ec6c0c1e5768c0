// An answer the bank gave whose record the disk refused. While the bridge runs,
// it is written as soon as the journal can write again; after a restart before that, the record
// says the bank's answer could not be saved, not that the bridge stopped.

import { describe, expect, it } from 'vitest'
import { JournalWriteError } from '../../../bridge/journal/storage.ts'
import { FaultyStorage, journalRoot, record } from '../../fixtures/journal-fixtures.ts'
import { perTest } from '../../fixtures/per-test.ts'

const h = journalRoot()
const storage = perTest(() => new FaultyStorage())

const attemptOf = (answer: ReturnType<typeof record>) => ({
  ...answer,
  finishedAt: null,
  outcome: 'unknown' as const,
  code: null,
  status: null,
  availableBalance: null,
})

describe('an answer the disk refused', () => {
  it('is written, as the bank gave it, once the journal can write again', async () => {
    const journal = await h.open({ storage })
    const answer = record()
    await journal.write(attemptOf(answer))
    storage.fail('ENOSPC')
    await expect(journal.write(answer)).rejects.toThrow(JournalWriteError)
    expect(journal.get(answer.id)?.finishedAt).toBeNull()
    storage.heal()
    expect(await journal.ready()).toEqual({ state: 'ok' })
    await expect.poll(() => journal.get(answer.id)?.outcome).toBe('success')
    expect(h.lines().find((line) => line.id === answer.id)).toMatchObject({
      outcome: 'success',
      finishedAt: answer.finishedAt,
    })
  })

  it('after a restart first, reads “the bank’s answer could not be saved”, not that the bridge stopped', async () => {
    const journal = await h.open({ storage })
    const answer = record()
    const stopped = record()
    await journal.write(attemptOf(answer))
    await journal.write(attemptOf(stopped))
    storage.fail('ENOSPC')
    await expect(journal.write(answer)).rejects.toThrow(JournalWriteError)
    const again = await h.reopen(journal)
    expect(again.get(answer.id)).toMatchObject({ outcome: 'unknown', errorCode: 'INTERRUPTED' })
    expect(again.get(answer.id)?.guidance).toMatch(/bank answered.*could not be saved/)
    expect(again.get(stopped.id)?.guidance).toMatch(/bridge stopped/)
    // The mark is used once: a further restart says the same, from the journal itself.
    const third = await h.reopen(again)
    expect(third.get(answer.id)?.guidance).toMatch(/could not be saved/)
  })

  it('is written at a clean stop once the disk takes writes again, and reads with its balance after the restart', async () => {
    const journal = await h.open({ storage })
    const answer = record()
    await journal.write(attemptOf(answer))
    storage.fail('EROFS')
    await expect(journal.write(answer)).rejects.toThrow(JournalWriteError)
    storage.heal()
    // No new work starts a probe: the close itself writes the kept answer.
    const again = await h.reopen(journal)
    expect(again.get(answer.id)).toMatchObject({
      outcome: 'success',
      availableBalance: answer.availableBalance,
    })
    expect(again.get(answer.id)?.errorCode).not.toBe('INTERRUPTED')
  })

  it('is written by the timer once the disk takes writes again, with no new work', async () => {
    const journal = await h.open({ storage })
    const answer = record()
    await journal.write(attemptOf(answer))
    storage.fail('EIO')
    await expect(journal.write(answer)).rejects.toThrow(JournalWriteError)
    await journal.tick()
    expect(journal.health()).toMatchObject({ state: 'failing' })
    storage.heal()
    await journal.tick()
    expect(journal.health()).toEqual({ state: 'ok' })
    expect(h.lines().find((line) => line.id === answer.id)).toMatchObject({
      outcome: 'success',
      availableBalance: answer.availableBalance,
    })
  })
})
