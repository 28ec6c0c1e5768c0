// Bridge overhead: the same balance enquiry sent to the sandbox upstream directly and
// through the bridge, in one run, at 1 and at 50 concurrent clients. Prints medians, p99, the
// ratio and the milliseconds the bridge adds. The upstream runs in its own process; the bridge is
// a child in live mode pointed at it; captures are taken beforehand from a simulated reader so the
// enquiry alone is timed. Run: npm run bench:overhead

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline'
import { startRdSimulator } from '../bridge/sandbox/rd-simulator/server.ts'
import { freePort, median, percentile, postJson, ROOT, spawnBridge, tempDir, timed } from './lib.ts'

const USER = 'bench-user'
const SECRET = 'bench-secret-' + randomBytes(6).toString('hex')
const AADHAAR = '999900000000'

function fakePid(): string {
  const ts = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 19)
  const data = Buffer.concat([Buffer.from(ts), randomBytes(1024)]).toString('base64')
  return `<PidData><Resp errCode="0" errInfo="Success" fCount="1" fType="2" nmPoints="40" qScore="80"/><DeviceInfo dpId="X" rdsId="X" rdsVer="1" mi="X" mc="X" dc="X"/><Skey ci="20280813">${randomBytes(256).toString('base64')}</Skey><Hmac>${randomBytes(48).toString('base64')}</Hmac><Data type="X">${data}</Data></PidData>`
}

export async function measureOverhead(rounds: { concurrency: number; requests: number }[]) {
  const upstream = spawn(process.execPath, ['--import', 'tsx', 'bench/upstream-process.ts'], {
    cwd: ROOT,
    env: { ...process.env, SIM_USER: USER, SIM_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const upstreamUrl: string = await new Promise((resolve) =>
    createInterface({ input: upstream.stdout! }).once('line', resolve),
  )
  const rdPort = await freePort()
  const rd = await startRdSimulator({ port: rdPort, captureDelayMs: 0 })
  const bridge = await spawnBridge({
    AEPS_BASE_URL: upstreamUrl,
    AEPS_USER: USER,
    AEPS_SECRET: SECRET,
    MERCHANT_LOGIN_ID: 'BENCH01',
    MERCHANT_PAN: 'ABCDE1234F',
    MERCHANT_LATITUDE: '19.07',
    MERCHANT_LONGITUDE: '72.87',
    RD_PORTS: String(rdPort),
    DATA_DIR: tempDir('bench-overhead-'),
  })
  const direct = (body: object) =>
    fetch(upstreamUrl + '/v1/service/aeps/getBalance', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: 'Basic ' + Buffer.from(`${USER}:${SECRET}`).toString('base64'),
      },
      body: JSON.stringify(body),
    }).then(async (res) => {
      const json = (await res.json()) as { status: string }
      if (json.status !== 'SUCCESS') throw new Error('direct call failed: ' + JSON.stringify(json))
    })

  const results = []
  try {
    for (const { concurrency, requests } of rounds) {
      const captures: string[] = []
      for (let i = 0; i < requests; i++) {
        const reply = await postJson(bridge.url + '/api/captures', { port: rdPort })
        if (reply.status !== 201) throw new Error('capture failed: ' + JSON.stringify(reply.json))
        captures.push(reply.json.captureId)
      }
      const directMs = await timed(requests, concurrency, () =>
        direct({
          merchantLoginId: 'BENCH01',
          aadhaar: AADHAAR,
          txnType: 'be',
          mobile: '9876543210',
          rdRequest: fakePid(),
          bankiin: '607094',
          latitude: '19.07',
          longitude: '72.87',
          pan: 'ABCDE1234F',
        }),
      )
      const bridgeMs = await timed(requests, concurrency, async (i) => {
        const reply = await postJson(bridge.url + '/api/balance-enquiries', {
          aadhaar: AADHAAR,
          mobile: '9876543210',
          bankiin: '607094',
          captureId: captures[i],
          consent: true,
        })
        if (reply.status !== 200 || reply.json.outcome !== 'success')
          throw new Error('bridge call failed: ' + JSON.stringify(reply.json))
      })
      results.push({
        concurrency,
        requests,
        direct: { median: median(directMs), p99: percentile(directMs, 99) },
        bridge: { median: median(bridgeMs), p99: percentile(bridgeMs, 99) },
      })
    }
  } finally {
    await bridge.stop()
    await rd.close()
    upstream.kill('SIGTERM')
  }
  return results
}

export async function printOverhead() {
  const results = await measureOverhead([
    { concurrency: 1, requests: 300 },
    { concurrency: 50, requests: 1000 },
  ])
  console.log('\n## Bridge overhead (balance enquiry, sandbox upstream, ms)')
  console.log(
    '| clients | requests | direct median | bridge median | added median | ratio | direct p99 | bridge p99 | added p99 |',
  )
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of results) {
    console.log(
      `| ${r.concurrency} | ${r.requests} | ${r.direct.median.toFixed(2)} | ${r.bridge.median.toFixed(2)} | ${(r.bridge.median - r.direct.median).toFixed(2)} | ${(r.bridge.median / r.direct.median).toFixed(2)}x | ${r.direct.p99.toFixed(2)} | ${r.bridge.p99.toFixed(2)} | ${(r.bridge.p99 - r.direct.p99).toFixed(2)} |`,
    )
  }
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) await printOverhead()
