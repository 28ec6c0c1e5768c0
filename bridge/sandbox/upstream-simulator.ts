// The sandbox upstream: a real HTTP server on loopback that follows the enquiry spec and behaves
// like the real service (upstream-notes.md). It checks the Basic credentials, the headers of
// spec 4 and every field of spec 2.1, refuses a PID block it has seen before (duplicate
// biometric data) or one that is stale, and answers plausible data. The Aadhaar numbers of
// src/shared/sandbox-numbers.ts steer it to every status, a slow reply and a hang.

import { createHash, randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FIELD_LIMITS } from '../../src/shared/fields.ts'
import { sandboxScenarioFor, type SandboxScenario } from '../../src/shared/sandbox-numbers.ts'
import { seeded, statementEntries } from './statement-fixtures.ts'
import { ProviderOperations, type SandboxMerchantAuth } from './provider-operations.ts'

export interface UpstreamSimulatorOptions {
  user: string
  secret: string
  /** Delay of the "slow" scenario. */
  slowMs?: number
  /** How old a PID block may be before it is refused as expired. */
  pidMaxAgeMs?: number
  now?: () => Date
  /** 0 (the default) picks a free port; tests that own a block of ports name one. */
  port?: number
  /** Who is asked for the merchant's daily authentication (SANDBOX_2FA; provider-operations.ts). */
  merchantAuth?: SandboxMerchantAuth
}

export interface UpstreamSimulator {
  url: string
  /** Requests received, for tests that prove nothing reached the upstream. */
  readonly requests: number
  close(): Promise<void>
}

type Op = 'be' | 'ms'
const PATH_OPS: Record<string, Op> = {
  '/v1/service/aeps/getBalance': 'be',
  '/v1/service/aeps/statement': 'ms',
}

const SCENARIO_ENVELOPES: Partial<
  Record<SandboxScenario, [code: string, status: string, message: string]>
> = {
  unauthorized: ['0x0201', 'UNAUTHORIZED', 'unauthorized user'],
  failure: ['0x0202', 'FAILURE', '300: Biometric data did not match. Try another finger.'],
  'missing-parameter': ['0x0203', 'MISSING_PARAMETER', 'missing parameter'],
  'connection-timeout': ['0x0204', 'CONNECTION_TIMEOUT', 'connection timeout'],
  'something-went-wrong': ['0x0205', 'SOMETHING_WENT_WRONG', 'something went wrong'],
  pending: ['0x0206', 'PENDING', 'transaction pending'],
  reversed: ['0x0207', 'REVERSED', 'transaction reversed'],
  redirect: ['0x0209', 'REDIRECT', 'redirect URL'],
  'unknown-status': ['0x0210', 'ON_HOLD', '777: Request held for review'],
  'daily-limit': ['0x0202', 'FAILURE', '065: Exceeds enquiry limit for the day set by the bank'],
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

const istTimestamp = (date: Date) =>
  new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ')

function digitsOf(seed: string, length: number): string {
  const hash = createHash('sha256').update(seed).digest()
  let out = ''
  for (let i = 0; out.length < length; i++) out += String(hash[i % hash.length]! % 10)
  return out.slice(0, length)
}

/** The 19 ASCII characters at the start of a PID block's Data (rd-service.md 3.3). */
function pidTimestamp(rdRequest: string): Date | null {
  const data = /<Data[^>]*>([^<]+)<\/Data>/.exec(rdRequest)?.[1]
  if (!data) return null
  const ts = Buffer.from(data.trim(), 'base64').subarray(0, 19).toString('latin1')
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(ts)) return null
  const date = new Date(ts + '+05:30')
  return Number.isNaN(date.getTime()) ? null : date
}

export async function startUpstreamSimulator(
  options: UpstreamSimulatorOptions,
): Promise<UpstreamSimulator> {
  const expectedAuth =
    'Basic ' + Buffer.from(`${options.user}:${options.secret}`).toString('base64')
  const now = options.now ?? (() => new Date())
  const seenPids = new Set<string>()
  let requests = 0
  let sequence = randomInt(100000, 900000)
  const provider = new ProviderOperations({
    expectedAuth,
    now,
    mode: options.merchantAuth ?? 'number',
  })

  const send = (res: ServerResponse, httpStatus: number, body: unknown) => {
    const text = JSON.stringify(body)
    res.writeHead(httpStatus, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
    })
    res.end(text)
  }
  // Spec 2.2: a failed balance enquiry has no data; a failed mini statement has data "".
  const envelope = (op: Op, code: string, status: string, message: string) =>
    op === 'ms' ? { code, status, message, data: '' } : { code, status, message }

  function success(op: Op, body: Record<string, string>) {
    const today = now()
    const ref = String(++sequence)
    const random = seeded(Number(digitsOf(body.aadhaar! + today.toDateString(), 9)))
    if (op === 'be') {
      const rupees = Math.round(random() * 250_000_00) / 100
      return {
        code: '0x0200',
        status: 'SUCCESS',
        message: '000: Balance fetched successfully.',
        data: {
          clientRefNo: 'SBX' + today.getTime().toString().slice(-8) + ref,
          routeType: 'SANDBOX',
          bankiin: body.bankiin,
          stanNo: digitsOf(ref + 'stan', 6),
          rrn: digitsOf(ref + 'rrn', 12),
          bankMessage: 'Balance Enquiry Successful',
          bankCode: '00',
          merchantCode: body.merchantLoginId,
          merchantMobile: '9000000000',
          // The upstream's own mask, first and last digits visible (upstream-notes.md).
          aadhaarNumber: body.aadhaar!.slice(0, 1) + 'XXXXXXX' + body.aadhaar!.slice(-4),
          transactionType: 'BALANCE_ENQUIRY',
          transactionDateTime: istTimestamp(today),
          transactionAmount: '0',
          availableBalance: rupees.toFixed(2).replace(/\.00$/, ''),
        },
      }
    }
    const entries =
      sandboxScenarioFor(body.aadhaar!) === 'empty-statement' ? [] : statementEntries(random, today)
    const orderRefId = 'MS' + today.getTime() + ref
    return {
      code: '0x0200',
      status: 'SUCCESS',
      message: '000: Mini statement fetched successfully.',
      data: {
        orderRefId,
        clientRefId: 'SBXC' + ref,
        bankName: null,
        accountNumber: null,
        ipaymentId: orderRefId,
        transactionMode: null,
        payableValue: 0,
        transactionValue: 0,
        bankAccountBalance: 0,
        miniStatement: entries,
      },
    }
  }

  /** The first problem with the body, as the real service would name it. */
  function fieldProblem(op: Op, body: Record<string, unknown>): string | null {
    for (const field of [
      'merchantLoginId',
      'aadhaar',
      'txnType',
      'mobile',
      'rdRequest',
      'bankiin',
      'latitude',
      'longitude',
      'pan',
    ]) {
      const value = body[field]
      if (typeof value !== 'string' || value === '') return `missing parameter ${field}`
      const limit = FIELD_LIMITS[field as keyof typeof FIELD_LIMITS]
      if (limit !== undefined && value.length > limit) return `invalid parameter ${field}`
    }
    if (body.txnType !== op) return 'invalid parameter txnType'
    return null
  }

  const server = createServer(async (req, res) => {
    requests++
    if (provider.owns(req.url)) {
      const reply = provider.serve(req, await readBody(req))
      return send(res, reply.httpStatus, reply.body)
    }
    const op = PATH_OPS[req.url ?? '']
    if (req.method !== 'POST' || op === undefined)
      return send(res, 404, {
        code: '0x0205',
        status: 'SOMETHING_WENT_WRONG',
        message: 'not found',
      })
    if (req.headers.authorization !== expectedAuth)
      return send(res, 401, envelope(op, '0x0201', 'UNAUTHORIZED', 'unauthorized user'))
    const type = req.headers['content-type'] ?? ''
    const accept = req.headers.accept ?? ''
    if (!type.startsWith('application/json') || !accept.includes('application/json')) {
      return send(
        res,
        415,
        envelope(op, '0x0203', 'MISSING_PARAMETER', 'missing parameter Content-Type/Accept'),
      )
    }
    let body: Record<string, unknown>
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>
    } catch {
      return send(res, 400, envelope(op, '0x0203', 'MISSING_PARAMETER', 'missing parameter'))
    }
    const problem = fieldProblem(op, body)
    if (problem) return send(res, 200, envelope(op, '0x0203', 'MISSING_PARAMETER', problem))
    const fields = body as Record<string, string>

    const rd = fields.rdRequest!
    if (!/<PidData[\s>]/.test(rd) || !/<Skey[\s>]/.test(rd) || !/<Hmac>/.test(rd)) {
      return send(res, 200, envelope(op, '0x0202', 'FAILURE', '100: Invalid PID data'))
    }
    const pidHash = createHash('sha256').update(rd).digest('hex')
    if (seenPids.has(pidHash)) {
      return send(
        res,
        200,
        envelope(
          op,
          '0x0202',
          'FAILURE',
          '563: Duplicate biometric data. Capture the fingerprint again.',
        ),
      )
    }
    seenPids.add(pidHash)
    const captured = pidTimestamp(rd)
    if (captured && now().getTime() - captured.getTime() > (options.pidMaxAgeMs ?? 10 * 60_000)) {
      return send(
        res,
        200,
        envelope(op, '0x0202', 'FAILURE', '561: PID expired. Capture the fingerprint again.'),
      )
    }

    const scenario = sandboxScenarioFor(fields.aadhaar!)
    if (scenario === 'hang') return // never answers; close() ends the socket
    if (scenario === 'not-json') {
      res.writeHead(502, { 'Content-Type': 'text/html' })
      return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>')
    }
    if (scenario === 'slow') await new Promise((r) => setTimeout(r, options.slowMs ?? 8000))
    const special = provider.enquiryReply(op, scenario, () => success(op, fields))
    if (special !== null) return send(res, 200, special)
    const canned = SCENARIO_ENVELOPES[scenario]
    if (canned) {
      const prefix = op === 'ms' && scenario === 'failure' ? '001: Failure' : canned[2]
      return send(res, 200, envelope(op, canned[0], canned[1], prefix))
    }
    if (!res.destroyed) send(res, 200, success(op, fields))
  })
  server.headersTimeout = 10_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
