// Test files run side by side, each with its own simulated readers: two files given the same RD
// port block meet on a port only when the scheduler puts them together, which is a failure that
// comes and goes with the machine's load, not with a bug.
import { describe, expect, it } from 'vitest'
import { RD_PORT_BASES } from './fixtures/bridge-harness.ts'

/** The blocks whose ten ports overlap another's, by name. */
function overlapping(bases: Record<string, number>): string[][] {
  const sorted = Object.entries(bases).sort(([, a], [, b]) => a - b)
  const pairs: string[][] = []
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i]![1] - sorted[i - 1]![1] < 10) pairs.push([sorted[i - 1]![0], sorted[i]![0]])
  return pairs
}

describe('RD port blocks of the test files', () => {
  it('never overlap', () => {
    expect(overlapping(RD_PORT_BASES)).toEqual([])
  })

  it('a planted block that shares ports with another is found', () => {
    expect(overlapping({ a: 13000, b: 13010, c: 13015 })).toEqual([['b', 'c']])
  })
})
