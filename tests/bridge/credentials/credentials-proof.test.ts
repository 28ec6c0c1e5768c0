// The proof's rules without sockets: which answers prove the credentials either way and which
// prove nothing, the ask at start, the ask again once the last proof is an interval old (a secret
// revoked after the start shows), a refusal logged once however often it is seen again.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CredentialsProof } from '../../../bridge/credentials/credentials-proof.ts'
import { credentialsVerdict } from '../../../bridge/credentials/credentials-verdict.ts'
import { setLogSink } from '../../../bridge/log.ts'
import type { UpstreamClient, UpstreamResult } from '../../../bridge/upstream/client.ts'

const reply = (httpStatus: number, json: unknown): UpstreamResult => ({
  kind: 'reply',
  httpStatus,
  json,
})
const BANKS = { code: '0x0200', status: 'SUCCESS', data: [] }
const UNAUTHORIZED = { code: '0x0201', status: 'UNAUTHORIZED', message: 'unauthorized user' }

describe('what an answer says about the credentials', () => {
  it.each<[string, UpstreamResult, 'ok' | 'refused' | null]>([
    ['HTTP 401 with the envelope', reply(401, UNAUTHORIZED), 'refused'],
    [
      'HTTP 403 with a gateway page',
      { kind: 'bad-reply', httpStatus: 403, reason: 'html' },
      'refused',
    ],
    ['HTTP 200 with 0x0201', reply(200, UNAUTHORIZED), 'refused'],
    ['HTTP 200 with UNAUTHORIZED only', reply(200, { status: 'unauthorized' }), 'refused'],
    ['the bank list', reply(200, BANKS), 'ok'],
    ['a failed enquiry', reply(200, { code: '0x0202', status: 'FAILURE' }), 'ok'],
    ['a merchant authentication due', reply(200, { code: '0x0208', status: '2FA' }), 'ok'],
    ['HTTP 502 with a known code', reply(502, { code: '0x0202', status: 'FAILURE' }), null],
    ['an unknown envelope', reply(200, { hello: 'world' }), null],
    ['a list instead of an envelope', reply(200, []), null],
    ['HTTP 500 page', { kind: 'bad-reply', httpStatus: 500, reason: 'html' }, null],
    ['no connection', { kind: 'unreachable', reason: 'ECONNREFUSED' }, null],
    ['a timeout', { kind: 'timeout' }, null],
    ['a lost connection', { kind: 'lost', reason: 'ECONNRESET' }, null],
  ])('%s', (_name, result, verdict) => {
    expect(credentialsVerdict(result)).toBe(verdict)
  })
})

describe('the periodic proof', () => {
  const lines: string[] = []
  let answers: UpstreamResult[]
  let asked: string[]
  const client: UpstreamClient = {
    send: () => Promise.reject(new Error('no enquiry is sent to prove credentials')),
    call: (method, path) => {
      asked.push(`${method} ${path}`)
      return Promise.resolve(answers.shift() ?? reply(200, BANKS))
    },
  }
  const proofWith = (live = true, path: string | null = '/v1/common/bank') => {
    const proof = new CredentialsProof({
      live,
      path,
      intervalMs: 60_000,
      upstream: () => ({
        send: client.send,
        call: async (...args) => {
          const result = await client.call(...args)
          proof.observe(result, proof.isProofCall(args[0], args[1]))
          return result
        },
      }),
    })
    return proof
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T04:00:00Z') })
    setLogSink((line) => lines.push(line))
    lines.length = 0
    answers = []
    asked = []
  })
  afterEach(() => vi.useRealTimers())

  it('asks at start, and again once the last proof is an interval old: a revoked secret shows', async () => {
    const proof = proofWith()
    await proof.start()
    expect(asked).toEqual(['GET /v1/common/bank'])
    expect(proof.status()).toEqual({ state: 'ok', checkedAt: '2026-11-27T04:00:00.000Z' })
    answers.push(reply(401, UNAUTHORIZED))
    await vi.advanceTimersByTimeAsync(59_000)
    expect(asked).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(asked).toHaveLength(2)
    expect(proof.status()).toEqual({ state: 'refused', checkedAt: '2026-11-27T04:01:00.000Z' })
    proof.close()
  })

  it('logs a refusal once however often it is seen, and the acceptance after the fix', async () => {
    answers.push(reply(401, UNAUTHORIZED), reply(401, UNAUTHORIZED), reply(401, UNAUTHORIZED))
    const proof = proofWith()
    await proof.start()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(asked).toHaveLength(3)
    expect(lines.filter((l) => l.includes('refused AEPS_USER'))).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(proof.status().state).toBe('ok')
    expect(lines.filter((l) => l.includes('accepted the credentials'))).toHaveLength(1)
    proof.close()
  })

  it('keeps the last verdict when an answer proves nothing, and says why in the log', async () => {
    const proof = proofWith()
    await proof.start()
    answers.push({ kind: 'unreachable', reason: 'ECONNREFUSED' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(proof.status()).toEqual({ state: 'ok', checkedAt: '2026-11-27T04:00:00.000Z' })
    expect(
      lines.some((l) => l.includes('credentials not proved') && l.includes('ECONNREFUSED')),
    ).toBe(true)
    proof.close()
  })

  it('does not ask when a call of the merchant proved them within the interval', async () => {
    const proof = proofWith()
    await proof.start({ proveNow: false })
    proof.observe(reply(200, { code: '0x0202', status: 'FAILURE' }))
    await vi.advanceTimersByTimeAsync(45_000)
    expect(asked).toEqual([])
    await vi.advanceTimersByTimeAsync(15_000)
    expect(asked).toEqual(['GET /v1/common/bank'])
    proof.close()
  })

  it('never asks, and stays unknown, in sandbox mode or with AEPS_BANKS_PATH=off', async () => {
    for (const proof of [proofWith(false), proofWith(true, null)]) {
      await proof.start()
      await vi.advanceTimersByTimeAsync(600_000)
      proof.close()
    }
    expect(asked).toEqual([])
    const sandbox = proofWith(false)
    sandbox.observe(reply(401, UNAUTHORIZED))
    expect(sandbox.status()).toEqual({ state: 'unknown', checkedAt: null })
  })
})

describe('the refusal a capture is refused on (v1.5, CREDENTIALS_REFUSED)', () => {
  let answers: UpstreamResult[]
  let asked: number
  const proofWith = (path: string | null = '/v1/common/bank') => {
    const proof: CredentialsProof = new CredentialsProof({
      live: true,
      path,
      upstream: () => ({
        send: () => Promise.reject(new Error('no enquiry')),
        call: async (method, callPath) => {
          asked += 1
          const result = answers.shift() ?? reply(200, BANKS)
          proof.observe(result, proof.isProofCall(method, callPath))
          return result
        },
      }),
    })
    return proof
  }
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-29T04:00:00Z') })
    setLogSink(() => {})
    answers = []
    asked = 0
  })
  afterEach(() => vi.useRealTimers())

  it('believes the proof’s own fresh refusal without asking the provider again', async () => {
    answers.push(reply(401, UNAUTHORIZED))
    const proof = proofWith()
    await proof.prove()
    expect(await proof.refusedNow()).toBe(true)
    expect(asked).toBe(1)
  })

  it('asks again before refusing on an enquiry’s 401: one gateway hiccup does not lock the desk', async () => {
    const proof = proofWith()
    proof.observe(reply(401, UNAUTHORIZED))
    expect(proof.status().state).toBe('refused')
    expect(await proof.refusedNow()).toBe(false)
    expect(asked).toBe(1)
    expect(proof.status().state).toBe('ok')
  })

  it('asks again once the proof’s refusal is a minute old, and refuses while it still says so', async () => {
    answers.push(reply(401, UNAUTHORIZED), reply(401, UNAUTHORIZED))
    const proof = proofWith()
    await proof.prove()
    await vi.advanceTimersByTimeAsync(61_000)
    expect(await proof.refusedNow()).toBe(true)
    expect(asked).toBe(2)
  })

  it('never refuses on a past answer with AEPS_BANKS_PATH=off, where no call could clear it', async () => {
    const proof = proofWith(null)
    proof.observe(reply(401, UNAUTHORIZED))
    expect(proof.status().state).toBe('refused')
    expect(await proof.refusedNow()).toBe(false)
    expect(asked).toBe(0)
  })
})
