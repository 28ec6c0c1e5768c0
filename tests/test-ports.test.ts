// Test files run side by side, each with its own simulated readers: two files given the same RD
// port block meet on a port only when the scheduler puts them together, which is a failure that
// comes and goes with the machine's load, not with a bug.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { RD_PORT_BASES } from './fixtures/bridge-harness.ts'
import { FREE_PORT_RANGE, freePort } from './fixtures/free-port.ts'

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

describe('the ports freePort hands to a child bridge', () => {
  it('lie below the ephemeral range, where no outgoing connection can take one before the child listens', async () => {
    // A child bridge listens seconds after the probe (tsx compiles it first); a port the kernel may
    // also give to any test's outgoing connection failed a fresh clone's run with "already in use".
    const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number)
    expect(FREE_PORT_RANGE.to).toBeLessThanOrEqual(first!)
    const port = await freePort()
    expect(port).toBeGreaterThanOrEqual(FREE_PORT_RANGE.from)
    expect(port).toBeLessThan(FREE_PORT_RANGE.to)
  })

  it('lie above every RD block, with the largest checkout offset (9000) added', () => {
    const highest = Math.max(...Object.values(RD_PORT_BASES)) + 9000 + 9
    expect(highest).toBeLessThan(FREE_PORT_RANGE.from)
  })
})
