// The life of one enquiry (bridge/enquiry/enquiry-service.ts) with no socket anywhere: a fake
// upstream client that answers what each test sets, the real in-memory capture store, and a
// journal that keeps a copy of every write. What reaches the upstream, what is journaled and in
// which order, and which error each way of failing ends in.

import { afterEach, describe, expect, it } from 'vitest'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import { BridgeError } from '../../../bridge/errors.ts'
import { runEnquiry, type EnquiryDeps } from '../../../bridge/enquiry/enquiry-service.ts'
import { CaptureStore } from '../../../bridge/rd/capture-store.ts'
import type {
  UpstreamBody,
  UpstreamClient,
  UpstreamResult,
} from '../../../bridge/upstream/client.ts'
import { failureEnvelope, successEnvelope } from '../../fixtures/fault-upstream.ts'

const AADHAAR = '234567890124'
const PAN = 'ABCDE1234F'
const PID_XML =
  '<PidData><Resp errCode="0" qScore="70"/><DeviceInfo dpId="MANTRA.MSIPL" mi="MFS110"/>' +
  '<Skey ci="20250101">S</Skey><Hmac>H</Hmac><Data type="X">D</Data></PidData>'
const DEVICE = { port: 11100, dpId: 'MANTRA.MSIPL', mi: 'MFS110' }
const SHOP = { latitude: '19.0760', longitude: '72.8777' }

interface Fixture {
  deps: EnquiryDeps
  captures: CaptureStore
  /** Every call to the upstream, in order. */
  sent: { operation: string; body: UpstreamBody }[]
  /** A copy of every journal write, in order. */
  written: TransactionRecord[]
  captureId: string
  answer(result: UpstreamResult): void
}

const stores: CaptureStore[] = []
afterEach(() => {
  for (const store of stores.splice(0)) store.close()
})

function fixture(options: { shop?: typeof SHOP | null } = {}): Fixture {
  const captures = new CaptureStore()
  stores.push(captures)
  const sent: Fixture['sent'] = []
  const written: TransactionRecord[] = []
  // The RRN of the fixed clock's hour (2025, day 276, 14h IST), as a real one would be (rrn.ts).
  const envelope = successEnvelope('be') as { data: Record<string, unknown> }
  let next: UpstreamResult = {
    kind: 'reply',
    httpStatus: 200,
    json: { ...envelope, data: { ...envelope.data, rrn: '527614458812' } },
  }
  const client: UpstreamClient = {
    send: async (operation, body) => {
      sent.push({ operation, body })
      return next
    },
    // Enquiries go through send(); the provider's other operations are not this suite's.
    call: async () => {
      throw new Error('an enquiry uses send(), not call()')
    },
  }
  const deps: EnquiryDeps = {
    merchant: { loginId: 'MER0042', pan: PAN },
    shopLocation: options.shop === undefined ? SHOP : options.shop,
    credentials: ['desk-api-user', 'Sup3r-Secret-Value-42'],
    upstream: client,
    captures,
    journal: {
      ready: async () => ({ state: 'ok' }),
      write: async (record) => void written.push(structuredClone(record)),
    },
    bankName: (iin) => (iin === '607094' ? 'State Bank of India' : null),
    now: () => new Date('2025-10-03T08:52:01Z'),
  }
  const { captureId } = captures.put(PID_XML, DEVICE)
  return { deps, captures, sent, written, captureId, answer: (result) => (next = result) }
}

const request = (f: Fixture, extra: Record<string, unknown> = {}) => ({
  aadhaar: AADHAAR,
  mobile: '9876543210',
  bankiin: '607094',
  captureId: f.captureId,
  consent: true,
  ...extra,
})

async function refusal(promise: Promise<unknown>): Promise<BridgeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BridgeError)
  return error as BridgeError
}

describe('a balance enquiry the bank answers', () => {
  it('sends the nine fields once, with the PID block and the browser location', async () => {
    const f = fixture()
    await runEnquiry(
      'balance-enquiry',
      request(f, { latitude: '28.6139', longitude: '77.2090' }),
      f.deps,
    )
    expect(f.sent).toEqual([
      {
        operation: 'balance-enquiry',
        body: {
          merchantLoginId: 'MER0042',
          aadhaar: AADHAAR,
          txnType: 'be',
          mobile: '9876543210',
          rdRequest: PID_XML,
          bankiin: '607094',
          latitude: '28.6139',
          longitude: '77.2090',
          pan: PAN,
        },
      },
    ])
  })

  it('journals the attempt before the call and the result after it, under one id', async () => {
    const f = fixture()
    const reply = await runEnquiry('balance-enquiry', request(f), f.deps)
    expect(f.written).toHaveLength(2)
    const [attempt, result] = f.written
    expect(attempt).toMatchObject({
      id: reply.transactionId,
      outcome: 'unknown',
      finishedAt: null,
      aadhaarMasked: 'XXXXXXXX0124',
      bankName: 'State Bank of India',
      consent: true,
      locationSource: 'shop',
    })
    expect(result).toMatchObject({
      id: reply.transactionId,
      outcome: 'success',
      finishedAt: '2025-10-03T08:52:01.000Z',
      rrn: '527614458812',
      stanNo: '458812',
      availableBalance: '1000',
    })
    expect(reply.outcome).toBe('success')
  })

  it('says in the attempt and in the result that a finger was captured (modality)', async () => {
    const f = fixture()
    await runEnquiry('mini-statement', request(f), f.deps)
    expect(f.written.map((record) => record.modality)).toEqual(['finger', 'finger'])
  })

  it('keeps the full Aadhaar number, the PAN and the PID block out of the journal', async () => {
    const f = fixture()
    await runEnquiry('balance-enquiry', request(f), f.deps)
    const text = JSON.stringify(f.written)
    expect(text).not.toContain(AADHAAR)
    expect(text).not.toContain(PAN)
    expect(text).not.toContain('<PidData')
  })

  it('scrubs the customer’s number and the PAN from whatever the bank echoes', async () => {
    const f = fixture()
    const echo = successEnvelope('be')
    echo.message = `000: fetched for ${AADHAAR} by ${PAN}`
    f.answer({ kind: 'reply', httpStatus: 200, json: echo })
    const reply = await runEnquiry('balance-enquiry', request(f), f.deps)
    expect(JSON.stringify(reply)).not.toContain(AADHAAR)
    expect(JSON.stringify(reply)).not.toContain(PAN)
  })
})

describe('a mini statement the bank answers', () => {
  it('journals the entries and the client reference of the statement', async () => {
    const f = fixture()
    f.answer({ kind: 'reply', httpStatus: 200, json: successEnvelope('ms') })
    const reply = await runEnquiry('mini-statement', request(f), f.deps)
    expect(f.sent[0]!.body.txnType).toBe('ms')
    const result = f.written.at(-1)!
    expect(result.clientRefNo).toBe('CLI77812')
    expect(result.entries).toHaveLength(3)
    expect(reply.outcome).toBe('success')
  })
})

describe('where the enquiry is made from', () => {
  it('sends the shop location when the browser gives none', async () => {
    const f = fixture()
    await runEnquiry('balance-enquiry', request(f), f.deps)
    expect(f.sent[0]!.body).toMatchObject(SHOP)
  })

  it('sends empty coordinates and records "none" without a browser or shop location', async () => {
    const f = fixture({ shop: null })
    await runEnquiry('balance-enquiry', request(f), f.deps)
    expect(f.sent[0]!.body).toMatchObject({ latitude: '', longitude: '' })
    expect(f.written[0]!.locationSource).toBe('none')
  })

  it('journals which consent notice was read beside the consent, and sends it nowhere else', async () => {
    const f = fixture()
    await runEnquiry('mini-statement', request(f, { consentNotice: 'ms-2-ur' }), f.deps)
    expect(f.written.map((record) => [record.consent, record.consentNotice])).toEqual([
      [true, 'ms-2-ur'],
      [true, 'ms-2-ur'],
    ])
    expect(JSON.stringify(f.sent)).not.toContain('ms-2-ur')
  })

  it('journals a null notice when the client names none', async () => {
    const f = fixture()
    await runEnquiry('balance-enquiry', request(f), f.deps)
    expect(f.written[0]!.consentNotice).toBeNull()
  })
})

describe('an enquiry refused before anything leaves the bridge', () => {
  it('answers 400 VALIDATION_FAILED naming the field, sends and journals nothing, spends nothing', async () => {
    const f = fixture()
    const error = await refusal(
      runEnquiry('balance-enquiry', request(f, { aadhaar: '234567890125' }), f.deps),
    )
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, field: 'aadhaar' })
    expect(f.sent).toEqual([])
    expect(f.written).toEqual([])
    expect(() => f.captures.check(f.captureId)).not.toThrow()
  })

  it('answers 409 CAPTURE_USED to a second enquiry with the same capture, sending it once', async () => {
    const f = fixture()
    await runEnquiry('balance-enquiry', request(f), f.deps)
    const error = await refusal(runEnquiry('mini-statement', request(f), f.deps))
    expect(error).toMatchObject({ code: 'CAPTURE_USED', status: 409, field: 'captureId' })
    expect(f.sent).toHaveLength(1)
    expect(f.written).toHaveLength(2)
  })

  it('answers 410 CAPTURE_EXPIRED to a capture it does not know', async () => {
    const f = fixture()
    const error = await refusal(
      runEnquiry('balance-enquiry', request(f, { captureId: 'no-such-capture-id-000' }), f.deps),
    )
    expect(error).toMatchObject({ code: 'CAPTURE_EXPIRED', status: 410 })
    expect(f.sent).toEqual([])
  })
})

describe('an upstream that gives no envelope', () => {
  it.each([
    [{ kind: 'timeout' } as const, 'UPSTREAM_TIMEOUT', 504],
    [{ kind: 'unreachable', reason: 'ECONNREFUSED' } as const, 'UPSTREAM_UNREACHABLE', 502],
    [{ kind: 'bad-reply', httpStatus: 502, reason: 'HTML' } as const, 'UPSTREAM_BAD_REPLY', 502],
  ])('turns %j into %s (%i) and journals an unknown outcome', async (result, code, status) => {
    const f = fixture()
    f.answer(result)
    const error = await refusal(runEnquiry('balance-enquiry', request(f), f.deps))
    expect(error).toMatchObject({ code, status })
    const record = f.written.at(-1)!
    expect(record).toMatchObject({ outcome: 'unknown', errorCode: code })
    expect(record.finishedAt).not.toBeNull()
  })

  it('journals a failure envelope as the bank’s own answer, not as a fault', async () => {
    const f = fixture()
    f.answer({
      kind: 'reply',
      httpStatus: 200,
      json: failureEnvelope('be', '0x0202', 'FAILURE', 'U16: Aadhaar authentication failed'),
    })
    const reply = await runEnquiry('balance-enquiry', request(f), f.deps)
    expect(reply.outcome).not.toBe('success')
    expect(f.written.at(-1)).toMatchObject({ errorCode: null, code: '0x0202' })
  })
})
