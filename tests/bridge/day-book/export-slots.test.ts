// An export slot is given back however the export ends: its last chunk, a failure while
// reading, the server leaving the loop (a client gone mid-stream), or a client gone before the
// stream began. A slot kept by mistake would refuse every later export for good.

import { describe, expect, it } from 'vitest'
import { BridgeError } from '../../../bridge/errors.ts'
import { ExportSlots } from '../../../bridge/day-book/export-slots.ts'

async function* chunks(n: number, failAt = -1): AsyncGenerator<string> {
  for (let i = 0; i < n; i++) {
    if (i === failAt) throw new Error('disk read failed')
    yield `chunk ${i}\n`
  }
}

const live = () => new AbortController()

describe('export slots', () => {
  it('refuse one more than the limit with EXPORTS_BUSY and Retry-After', () => {
    const slots = new ExportSlots(2)
    slots.hold(chunks(1), live().signal)
    slots.hold(chunks(1), live().signal)
    let refusal: unknown
    try {
      slots.hold(chunks(1), live().signal)
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(BridgeError)
    expect((refusal as BridgeError).code).toBe('EXPORTS_BUSY')
    expect((refusal as BridgeError).status).toBe(429)
    expect((refusal as BridgeError).headers['Retry-After']).toMatch(/^\d+$/)
    expect(slots.running).toBe(2)
  })

  it('give the slot back at the last chunk', async () => {
    const slots = new ExportSlots(1)
    const read: string[] = []
    for await (const c of slots.hold(chunks(3), live().signal)) read.push(String(c))
    expect(read).toHaveLength(3)
    expect(slots.running).toBe(0)
  })

  it('give the slot back when reading fails', async () => {
    const slots = new ExportSlots(1)
    await expect(async () => {
      for await (const c of slots.hold(chunks(3, 1), live().signal)) void c
    }).rejects.toThrow('disk read failed')
    expect(slots.running).toBe(0)
  })

  it('give the slot back when the loop is left early (a client gone mid-stream)', async () => {
    const slots = new ExportSlots(1)
    for await (const c of slots.hold(chunks(3), live().signal)) {
      void c
      break
    }
    expect(slots.running).toBe(0)
  })

  it('give the slot back when the client left before the stream began, once only', async () => {
    const slots = new ExportSlots(1)
    const client = live()
    const held = slots.hold(chunks(3), client.signal)
    client.abort()
    expect(slots.running).toBe(0)
    // Read after all: its end does not give back a slot it no longer holds.
    for await (const c of held) void c
    expect(slots.running).toBe(0)
    slots.hold(chunks(1), live().signal)
    expect(slots.running).toBe(1)
  })
})
