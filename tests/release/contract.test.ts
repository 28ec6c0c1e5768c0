// The bridge's contract (docs/contract.md) kept by the executables as by the sources: the same
// checks, status, guards, devices, capture, both enquiries and the journal, against the CLI run
// from the sources, against release/aeps-bridge-linux-x64 alone in an empty folder with no Node on
// PATH and the checkout hidden from it, and against release/aeps-bridge-win-x64.exe alone in an
// empty folder under Wine 10 (launch-windows.ts). The executables' app comes from inside them.

import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, rawRequest, rdPorts, tempDataDir } from '../fixtures/bridge-harness.ts'
import { startWindowsBridge } from './launch-windows.ts'
import {
  awayFromTheCheckout,
  lonelyExecutable,
  ROOT,
  startBridgeAs,
  type Flavour,
  type Lonely,
  type Started,
} from './launch.ts'

const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version
const RD_PORTS: Record<Flavour | 'Windows executable', string> = {
  sources: rdPorts('release-contract-sources'),
  executable: rdPorts('release-contract-executable'),
  'Windows executable': rdPorts('release-contract-windows'),
}

describe('the executable away from the checkout', () => {
  it('cannot see the checkout it was built from, while this test can', () => {
    const probe = join(ROOT, 'package.json')
    expect(spawnSync('/usr/bin/test', ['-e', probe]).status).toBe(0)
    const hidden = awayFromTheCheckout('/usr/bin/test', ['-e', probe])
    const seen = spawnSync(hidden.file, hidden.args, { encoding: 'utf8' })
    expect(seen.stderr).toBe('')
    expect(seen.status).toBe(1)
  })
})

describe.each(['sources', 'executable', 'Windows executable'] as const)(
  'the bridge from the %s',
  (flavour) => {
    let lonely: Lonely
    let bridge: Started
    let client: ReturnType<typeof api>

    beforeAll(async () => {
      const env = {
        DATA_DIR: tempDataDir(),
        RD_PORTS: RD_PORTS[flavour],
        SANDBOX_RD: 'on',
        SANDBOX_CAPTURE_MS: '0',
      }
      lonely = lonelyExecutable()
      bridge =
        flavour === 'Windows executable'
          ? await startWindowsBridge(env)
          : await startBridgeAs(flavour, lonely, env)
      client = api(bridge)
    }, 300_000)
    afterAll(async () => {
      await bridge?.stop()
      lonely?.cleanup()
    })

    it('answers /api/status in sandbox mode with its version and the security headers', async () => {
      const reply = await client.get('/api/status')
      expect(reply.status).toBe(200)
      expect(reply.json).toMatchObject({
        mode: 'sandbox',
        version: VERSION,
        merchant: { loginId: 'SANDBOX01' },
      })
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
      expect(reply.headers.get('cache-control')).toBe('no-store')
    })

    it('serves the bundled bank list', async () => {
      const reply = await client.get('/api/banks')
      expect(reply.status).toBe(200)
      expect(reply.json.banks.length).toBeGreaterThan(10)
    })

    it('refuses a foreign Host, a foreign Origin and a POST that is not JSON', async () => {
      const host = await rawRequest(bridge.port, {
        path: '/api/status',
        headers: { Host: 'evil.example:80' },
      })
      expect([host.status, host.json.error.code]).toEqual([403, 'HOST_NOT_ALLOWED'])
      const origin = await client.get('/api/status', { Origin: 'https://evil.example' })
      expect([origin.status, origin.json.error.code]).toEqual([403, 'ORIGIN_NOT_ALLOWED'])
      const plain = await client.request('POST', '/api/captures', {
        body: '{}',
        headers: { 'Content-Type': 'text/plain' },
      })
      expect([plain.status, plain.json.error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE'])
    })

    it('finds the simulated reader', async () => {
      const reply = await client.get('/api/devices?fresh=1')
      expect(reply.status).toBe(200)
      expect(reply.json.devices).toEqual([expect.objectContaining({ status: 'READY' })])
    })

    it('captures, answers both enquiries, refuses a used capture, and journals both', async () => {
      const body = {
        aadhaar: '999900000000',
        mobile: '9876543210',
        bankiin: '607094',
        consent: true,
      }
      const first = await client.post('/api/captures', {})
      expect(first.status).toBe(201)
      const balance = await client.post('/api/balance-enquiries', {
        ...body,
        captureId: first.json.captureId,
      })
      expect(balance.status).toBe(200)
      expect(balance.json).toMatchObject({ outcome: 'success', code: '0x0200' })
      const again = await client.post('/api/balance-enquiries', {
        ...body,
        captureId: first.json.captureId,
      })
      expect([again.status, again.json.error.code]).toEqual([409, 'CAPTURE_USED'])
      const second = await client.post('/api/captures', {})
      const statement = await client.post('/api/mini-statements', {
        ...body,
        captureId: second.json.captureId,
      })
      expect(statement.status).toBe(200)
      expect(statement.json.outcome).toBe('success')
      expect(Array.isArray(statement.json.data.miniStatement)).toBe(true)

      const journal = await client.get('/api/transactions?limit=5')
      expect(journal.status).toBe(200)
      expect(journal.json.transactions.map((t: { operation: string }) => t.operation)).toEqual([
        'mini-statement',
        'balance-enquiry',
      ])
      expect(JSON.stringify(journal.json)).not.toContain('999900000000')
      const one = await client.get(`/api/transactions/${balance.json.transactionId}`)
      expect(one.status).toBe(200)
      expect(one.json.aadhaarMasked).toBe('XXXXXXXX0000')
    })

    it('answers the day book: its summary, its CSV and XLSX exports, and /metrics', async () => {
      // Each of these loads code of its own (the zip writer, prom-client) that must be inside the
      // executable: its folder and the checkout hidden from it hold none (launch.ts).
      const summary = await client.get('/api/transactions/summary')
      expect(summary.status).toBe(200)
      expect(summary.json.totals.total).toBeGreaterThanOrEqual(2)
      const csv = await client.get('/api/transactions/export.csv')
      expect(csv.status).toBe(200)
      expect(csv.text).toContain('Mini statement')
      const xlsx = await fetch(`${bridge.url}/api/transactions/export.xlsx`)
      expect(xlsx.status).toBe(200)
      expect(
        Buffer.from(await xlsx.arrayBuffer())
          .subarray(0, 2)
          .toString('latin1'),
      ).toBe('PK')
      const metrics = await client.get('/metrics')
      expect(metrics.status).toBe(200)
      expect(metrics.text).toMatch(/^aeps_bridge_/m)
    })

    it('serves the app with its strict CSP: the shell, its scripts, and history routes', async () => {
      const shell = await client.get('/')
      expect(shell.status).toBe(200)
      expect(shell.headers.get('content-security-policy')).toContain("default-src 'self'")
      const script = /src="\/(assets\/[^"]+\.js)"/.exec(shell.text)?.[1]
      expect(script).toBeDefined()
      const js = await client.get('/' + script)
      expect(js.status).toBe(200)
      expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(js.headers.get('cache-control')).toContain('immutable')
      expect((await client.get('/mini-statement')).text).toBe(shell.text)
      expect((await client.get('/assets/nothing-here.js')).status).toBe(404)
    })
  },
)
