// The export's turns of the event loop go by the work's time, not by a count of records: parts
// made within TURN_MS go out as one chunk, and a turn follows once TURN_MS of work is done
// (bridge/day-book/paged-export.ts). The clock is the test's: performance.now moves only as the
// render says.

import { afterEach, describe, expect, it, vi } from 'vitest'
import { PART, TURN_MS, pagedChunks } from '../../../bridge/day-book/paged-export.ts'

let clock = 0

afterEach(() => {
  vi.restoreAllMocks()
})

/** The chunks of `records` records in slices of `slice`, each part's work taking `partMs`. */
async function chunksOf(records: number, slice: number, partMs: number) {
  clock = 0
  vi.spyOn(performance, 'now').mockImplementation(() => clock)
  const items = Array.from({ length: records }, (_, i) => i)
  const slices = Array.from({ length: Math.ceil(records / slice) }, (_, i) =>
    items.slice(i * slice, (i + 1) * slice),
  )
  const turnsBefore: number[] = []
  let turns = 0
  const chunks: number[][] = []
  const render = (part: readonly number[]) => {
    clock += partMs
    return [...part]
  }
  for await (const chunk of pagedChunks(slices, render, 'test', (made) => made.flat())) {
    chunks.push(chunk)
    turnsBefore.push(turns)
    // A turn of the event loop is due after this chunk: an immediate set now runs before the next.
    setImmediate(() => turns++)
  }
  return { chunks, turnsBefore }
}

describe("an export's turns of the event loop", () => {
  it('sends the parts made within TURN_MS as one chunk, every record once and in order', async () => {
    const { chunks } = await chunksOf(10 * PART, 3 * PART, TURN_MS / 4)
    expect(chunks.flat()).toEqual(Array.from({ length: 10 * PART }, (_, i) => i))
    // Four parts reach TURN_MS: chunks of four parts, the last of what is left.
    expect(chunks.map((chunk) => chunk.length)).toEqual([4 * PART, 4 * PART, 2 * PART])
  })

  it('takes a turn after each part when a part alone takes TURN_MS', async () => {
    const { chunks, turnsBefore } = await chunksOf(5 * PART, 2 * PART, TURN_MS)
    expect(chunks.map((chunk) => chunk.length)).toEqual([PART, PART, PART, PART, PART])
    // Between two chunks the event loop had its turn: the immediate set after each one ran.
    expect(turnsBefore).toEqual([0, 1, 2, 3, 4])
  })
})
