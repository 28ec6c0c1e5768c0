import { spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../bridge/config/index.ts'
import { pidOptionsXml } from '../../../bridge/rd/pid-options.ts'
import {
  startRdSimulator,
  startSandboxRdSimulator,
  type RdSimulator,
} from '../../../bridge/sandbox/rd-simulator/server.ts'
import { RD_PORT_BLOCKS } from '../../fixtures/bridge-harness.ts'
import { captureLogLines, freePorts, rawExchange } from '../../fixtures/rd-test-helpers.ts'

captureLogLines()

/** Splits a byte stream of HTTP replies into status lines, headers and bodies (Content-Length framed). */
function replies(
  stream: string,
): { status: number; headers: Record<string, string>; body: string }[] {
  const out = []
  let rest = stream
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n')
    if (end === -1) break
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n')
    const headers: Record<string, string> = {}
    for (const line of lines)
      headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line
        .slice(line.indexOf(':') + 1)
        .trim()
    const length = Number(headers['content-length'] ?? 0)
    const bodyBytes = Buffer.from(rest.slice(end + 4))
    out.push({
      status: Number(statusLine!.split(' ')[1]),
      headers,
      body: bodyBytes.subarray(0, length).toString(),
    })
    rest = bodyBytes.subarray(length).toString()
  }
  return out
}

const CAPTURE_BODY = pidOptionsXml(10_000)

/**
 * This file's fixed ports, its block of the harness (RD_PORT_BLOCKS, shifted by
 * TEST_RD_PORT_OFFSET so that two checkouts testing side by side never meet); the other cases
 * here take any free port.
 */
const PORT_BLOCK = RD_PORT_BLOCKS['rd-simulator']

/** A plain POST as the alms client sends it: node:http, the body written as a chunk. */
function nodePost(
  port: number,
  path: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'Content-Type': 'text/xml' },
        agent: false,
      },
      (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    req.write(body)
    req.end()
  })
}

/** The status attribute of the service's RDSERVICE reply. */
async function rdStatus(port: number): Promise<string | undefined> {
  const stream = await rawExchange(port, ['RDSERVICE / HTTP/1.1\r\nConnection: close\r\n\r\n'])
  return /<RDService status="(\w+)"/.exec(stream)?.[1]
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 10))
  }
  return true
}

describe('RD simulator over a real socket', () => {
  let mantra: RdSimulator
  let morpho: RdSimulator

  beforeAll(async () => {
    mantra = await startRdSimulator({ personality: 'mantra', captureDelayMs: 10 })
    morpho = await startRdSimulator({ personality: 'morpho', captureDelayMs: 10 })
  })
  afterAll(async () => {
    await mantra.close()
    await morpho.close()
  })

  it('answers two requests on one keep-alive connection', async () => {
    const stream = await rawExchange(
      mantra.port,
      [
        'RDSERVICE / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
        'DEVICEINFO /rd/info HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      ],
      { pauseMs: 30 },
    )
    const [first, second] = replies(stream)
    expect(first?.status).toBe(200)
    expect(first?.headers['connection']).toBe('keep-alive')
    expect(first?.body).toContain(
      '<RDService status="READY" info="Mantra Authentication Vendor Device Manager">',
    )
    expect(second?.body).toContain('<DeviceInfo dpId="MANTRA.MSIPL"')
  })

  it('answers pipelined requests in order and closes after Connection: close', async () => {
    const stream = await rawExchange(
      mantra.port,
      [
        'RDSERVICE / HTTP/1.1\r\nHost: a\r\n\r\nCAPTURE /rd/capture HTTP/1.1\r\nHost: a\r\nContent-Length: ' +
          Buffer.byteLength(CAPTURE_BODY) +
          '\r\nConnection: close\r\n\r\n' +
          CAPTURE_BODY,
      ],
      { idleMs: 2000 },
    )
    const all = replies(stream)
    expect(all.map((r) => r.body.match(/<(RDService|PidData)/)?.[1])).toEqual([
      'RDService',
      'PidData',
    ])
    expect(all[1]?.headers['connection']).toBe('close')
    expect(all[1]?.body).toContain('errCode="0"')
  })

  it('reads a chunked CAPTURE body split across TCP writes', async () => {
    const half = Math.floor(CAPTURE_BODY.length / 2)
    const chunk = (s: string) => `${Buffer.byteLength(s).toString(16)}\r\n${s}\r\n`
    const stream = await rawExchange(
      mantra.port,
      [
        'CAPTURE /rd/capture HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
        chunk(CAPTURE_BODY.slice(0, half)),
        chunk(CAPTURE_BODY.slice(half)) + '0\r\n\r\n',
      ],
      { pauseMs: 20, idleMs: 2000 },
    )
    expect(replies(stream)[0]?.body).toContain('<Resp errCode="0"')
  })

  it('answers the CORS preflight of a custom verb, with private network access when asked', async () => {
    const [reply] = replies(
      await rawExchange(mantra.port, [
        'OPTIONS /rd/capture HTTP/1.1\r\nHost: a\r\nOrigin: https://bank.example\r\nAccess-Control-Request-Method: CAPTURE\r\n' +
          'Access-Control-Request-Private-Network: true\r\nConnection: close\r\n\r\n',
      ]),
    )
    expect(reply?.headers['access-control-allow-methods']).toBe('RDSERVICE,DEVICEINFO,CAPTURE')
    expect(reply?.headers['access-control-allow-private-network']).toBe('true')
    expect(reply?.headers['access-control-allow-origin']).toBe('*')
  })

  it('refuses GET with 405, as an MFS110 service does', async () => {
    const [reply] = replies(
      await rawExchange(mantra.port, [
        'GET /rd/info HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
      ]),
    )
    expect(reply?.status).toBe(405)
  })

  it('answers a malformed request with 400 and closes', async () => {
    const stream = await rawExchange(mantra.port, [
      'RDSERVICE / HTTP/1.1\r\nContent-Length: x\r\n\r\n',
    ])
    expect(stream).toMatch(/^HTTP\/1\.1 400 /)
    expect(stream).toContain('Connection: close')
  })

  it('answers a wrong capture path with errCode 770 inside HTTP 200', async () => {
    const [reply] = replies(
      await rawExchange(mantra.port, [
        `CAPTURE /capture HTTP/1.1\r\nHost: a\r\nContent-Length: ${CAPTURE_BODY.length}\r\nConnection: close\r\n\r\n${CAPTURE_BODY}`,
      ]),
    )
    expect(reply?.status).toBe(200)
    expect(reply?.body).toContain('errCode="770"')
  })

  it('speaks Mantra: XML declaration, text/plain, DEVICEINFO listed first', async () => {
    const [reply] = replies(
      await rawExchange(mantra.port, ['RDSERVICE / HTTP/1.1\r\nConnection: close\r\n\r\n']),
    )
    expect(reply?.headers['content-type']).toMatch(/^text\/plain/)
    expect(reply?.body.startsWith('<?xml version="1.0"?>')).toBe(true)
    expect(reply!.body.indexOf('DEVICEINFO')).toBeLessThan(reply!.body.indexOf('CAPTURE'))
  })

  it('speaks Morpho: quirky host:port Interface paths, CAPTURE first, xmlns, text/xml', async () => {
    const [reply] = replies(
      await rawExchange(morpho.port, ['RDSERVICE / HTTP/1.1\r\nConnection: close\r\n\r\n']),
    )
    expect(reply?.headers['content-type']).toBe('text/xml')
    expect(reply?.body).toContain(`path="/127.0.0.1:${morpho.port}/capture"`)
    expect(reply?.body).toContain('xmlns:xsi=')
    expect(reply!.body.indexOf('CAPTURE')).toBeLessThan(reply!.body.indexOf('DEVICEINFO'))
    const [info] = replies(
      await rawExchange(morpho.port, [
        'DEVICEINFO /getDeviceInfo HTTP/1.1\r\nConnection: close\r\n\r\n',
      ]),
    )
    expect(info?.body).toContain('dpId="Morpho.SmartChip"')
  })

  it('gives a fresh PID block for every capture, with a stable device', async () => {
    const capture = async () =>
      replies(
        await rawExchange(
          mantra.port,
          [
            `CAPTURE /rd/capture HTTP/1.1\r\nContent-Length: ${CAPTURE_BODY.length}\r\nConnection: close\r\n\r\n${CAPTURE_BODY}`,
          ],
          { idleMs: 2000 },
        ),
      )[0]!.body
    const [a, b] = [await capture(), await capture()]
    const skey = (x: string) => /<Skey ci="20280813">([^<]+)<\/Skey>/.exec(x)?.[1]
    const data = (x: string) => /<Data type="X">([^<]+)<\/Data>/.exec(x)?.[1] ?? ''
    expect(Buffer.from(skey(a)!, 'base64')).toHaveLength(256)
    expect(Buffer.from(/<Hmac>([^<]+)<\/Hmac>/.exec(a)![1]!, 'base64')).toHaveLength(48)
    expect(skey(a)).not.toBe(skey(b))
    const decoded = Buffer.from(data(a), 'base64')
    expect(decoded.subarray(0, 19).toString('ascii')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
    expect(decoded.length).toBeGreaterThan(14_000)
    expect(a).toContain(`dc="${mantra.secrets.dc}"`)
    expect(b).toContain(`dc="${mantra.secrets.dc}"`)
    const q = Number(/qScore="(\d+)"/.exec(a)![1])
    expect(q).toBeGreaterThanOrEqual(58)
    expect(q).toBeLessThanOrEqual(98)
  })

  it('reports USED and answers 710 while a capture is pending', async () => {
    // Long enough that a loaded machine asks both questions while the finger is still awaited.
    const slow = await startRdSimulator({ captureDelayMs: 3000 })
    try {
      const first = rawExchange(
        slow.port,
        [
          `CAPTURE /rd/capture HTTP/1.1\r\nContent-Length: ${CAPTURE_BODY.length}\r\nConnection: close\r\n\r\n${CAPTURE_BODY}`,
        ],
        { idleMs: 10_000 },
      )
      // Waits for the reader to have taken the capture, not for a guessed time.
      let status: string | undefined
      for (const deadline = Date.now() + 2500; Date.now() < deadline;) {
        status = await rdStatus(slow.port)
        if (status === 'USED') break
      }
      const second = await rawExchange(slow.port, [
        `CAPTURE /rd/capture HTTP/1.1\r\nContent-Length: ${CAPTURE_BODY.length}\r\nConnection: close\r\n\r\n${CAPTURE_BODY}`,
      ])
      expect(status).toBe('USED')
      expect(second).toContain('errCode="710"')
      expect(await first).toContain('errCode="0"')
    } finally {
      await slow.close()
    }
  })

  it('times out with 700 after the PidOptions timeout, scaled', async () => {
    const sim = await startRdSimulator({ behaviour: 'timeout', timeScale: 0.01 })
    try {
      const started = Date.now()
      const stream = await rawExchange(
        sim.port,
        [
          `CAPTURE /rd/capture HTTP/1.1\r\nContent-Length: ${CAPTURE_BODY.length}\r\nConnection: close\r\n\r\n${CAPTURE_BODY}`,
        ],
        { idleMs: 2000 },
      )
      expect(stream).toContain('errCode="700"')
      expect(Date.now() - started).toBeGreaterThanOrEqual(90)
    } finally {
      await sim.close()
    }
  })

  it('switches behaviour at run time and counts captures', async () => {
    const sim = await startRdSimulator({ captureDelayMs: 0 })
    try {
      const send = () =>
        rawExchange(sim.port, [
          `CAPTURE /rd/capture HTTP/1.1\r\nContent-Length: ${CAPTURE_BODY.length}\r\nConnection: close\r\n\r\n${CAPTURE_BODY}`,
        ])
      sim.setBehaviour('slow-start', { slowStartCaptures: 1 })
      expect(await send()).toContain('errCode="-1509"')
      expect(await send()).toContain('errCode="0"')
      sim.setBehaviour('notready')
      expect(await send()).toContain('errCode="720"')
      expect(sim.captures).toBe(3)
    } finally {
      await sim.close()
    }
  })

  it('counts a CAPTURE whose client went away before the reply, and not one that was answered', async () => {
    const sim = await startRdSimulator({ port: PORT_BLOCK, captureDelayMs: 500 })
    try {
      const request = `CAPTURE /rd/capture HTTP/1.1\r\nContent-Length: ${CAPTURE_BODY.length}\r\n\r\n${CAPTURE_BODY}`
      // rawExchange drops the connection after 100 ms of silence: mid-finger.
      expect(await rawExchange(sim.port, [request], { idleMs: 100 })).toBe('')
      expect(await waitFor(() => sim.abandoned.capture === 1, 30_000)).toBe(true)
      // The reader itself finishes the abandoned capture: USED until then.
      expect(await rdStatus(sim.port)).toBe('USED')
      for (const deadline = Date.now() + 2000; Date.now() < deadline;) {
        if ((await rdStatus(sim.port)) === 'READY') break
      }
      sim.setTiming({ captureDelayMs: 0 })
      expect(await rawExchange(sim.port, [request], { idleMs: 200 })).toContain('errCode="0"')
      expect(sim.captures).toBe(2)
      expect(sim.abandoned).toEqual({
        rdservice: 0,
        deviceinfo: 0,
        capture: 1,
        options: 0,
        other: 0,
      })
    } finally {
      await sim.close()
    }
  })

  it('hangs without answering and still closes promptly', async () => {
    const sim = await startRdSimulator({ behaviour: 'hang' })
    const stream = await rawExchange(sim.port, ['RDSERVICE / HTTP/1.1\r\n\r\n'], { idleMs: 200 })
    expect(stream).toBe('')
    // A close that waited for the hung exchange would never end: the test's timeout says so.
    await sim.close()
  })

  it('serves https with a self-signed certificate', async () => {
    const sim = await startRdSimulator({ personality: 'idemia' })
    try {
      expect(sim.url).toMatch(/^https:/)
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpsRequest(
          {
            host: '127.0.0.1',
            port: sim.port,
            method: 'RDSERVICE',
            path: '/',
            rejectUnauthorized: false,
          },
          (res) => {
            let text = ''
            res.on('data', (c) => (text += c))
            res.on('end', () => resolve(text))
          },
        )
        req.on('error', reject)
        req.end()
      })
      expect(body).toContain('info="IDEMIA_L1_RDSERVICE"')
      expect(body).toContain('<Interface id="INFO" path="/getDeviceInfo" />')
    } finally {
      await sim.close()
    }
  })
})

describe('startSandboxRdSimulator', () => {
  it('takes the first free port of the list and returns null when none is free', async () => {
    const [a, b] = await freePorts(2)
    const blocker = await startRdSimulator({ port: a! })
    try {
      const sim = await startSandboxRdSimulator({ host: '127.0.0.1', ports: [a!, b!] })
      expect(sim?.port).toBe(b)
      expect(sim?.personality).toBe('mantra')
      const none = await startSandboxRdSimulator({ host: '127.0.0.1', ports: [a!, b!] })
      expect(none).toBeNull()
      await sim?.close()
    } finally {
      await blocker.close()
    }
  })
})

describe('RD simulator and POST', () => {
  let alias: RdSimulator
  let aliasMorpho: RdSimulator
  let strict: RdSimulator

  beforeAll(async () => {
    alias = await startRdSimulator({ port: PORT_BLOCK + 1, postAlias: true, captureDelayMs: 10 })
    aliasMorpho = await startRdSimulator({
      port: PORT_BLOCK + 2,
      personality: 'morpho',
      postAlias: true,
      captureDelayMs: 10,
    })
    strict = await startRdSimulator({ port: PORT_BLOCK + 3, captureDelayMs: 10 })
  })
  afterAll(async () => {
    await alias.close()
    await aliasMorpho.close()
    await strict.close()
  })

  it('refuses POST with 405 by default, taking no finger', async () => {
    const res = await fetch(`${strict.url}/rd/capture`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml' },
      body: CAPTURE_BODY,
    })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('RDSERVICE,DEVICEINFO,CAPTURE,OPTIONS')
    await res.text()
    expect(strict.postAlias).toBe(false)
    expect(strict.requests).toMatchObject({ capture: 0, other: 1 })
  })

  it('takes POST to the capture path as CAPTURE, with a chunked body as node:http sends it', async () => {
    const reply = await nodePost(alias.port, '/rd/capture', CAPTURE_BODY)
    expect(reply.status).toBe(200)
    expect(reply.text).toContain('<Resp errCode="0" errInfo="Success."')
    expect(reply.text).toContain(`dc="${alias.secrets.dc}"`)
    expect(alias.captures).toBe(1)
  })

  it('checks the PidOptions of a POST capture as it does for CAPTURE', async () => {
    const reply = await nodePost(
      alias.port,
      '/rd/capture',
      CAPTURE_BODY.replace('pidVer="2.0"', 'pidVer="1.0"'),
    )
    expect(reply.status).toBe(200)
    expect(reply.text).toContain('errCode="150"')
  })

  it.each([
    ['/rd/info', '<DeviceInfo dpId="MANTRA.MSIPL"'],
    ['/', '<RDService status="READY" info="Mantra Authentication Vendor Device Manager">'],
  ])('takes POST to %s as its RD verb', async (path, expected) => {
    const res = await fetch(alias.url + path, { method: 'POST' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(expected)
  })

  it("follows the personality: POST to Morpho's /capture and /getDeviceInfo", async () => {
    const info = await fetch(`${aliasMorpho.url}/getDeviceInfo`, { method: 'POST' })
    expect(await info.text()).toContain('dpId="Morpho.SmartChip"')
    const capture = await fetch(`${aliasMorpho.url}/capture`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml' },
      body: CAPTURE_BODY,
    })
    expect(await capture.text()).toContain('<Resp errCode="0"')
    expect(aliasMorpho.requests).toMatchObject({ deviceinfo: 1, capture: 1, other: 0 })
  })

  it('still refuses GET, and POST to a path that is no alias, with 405', async () => {
    const get = await fetch(`${alias.url}/rd/capture`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('RDSERVICE,DEVICEINFO,CAPTURE,POST,OPTIONS')
    await get.text()
    const elsewhere = await fetch(`${alias.url}/rd/other`, { method: 'POST' })
    expect(elsewhere.status).toBe(405)
    expect(elsewhere.headers.get('allow')).toBe('RDSERVICE,DEVICEINFO,CAPTURE,OPTIONS')
    await elsewhere.text()
  })

  it('allows POST in the CORS preflight of an alias path', async () => {
    const res = await fetch(`${alias.url}/rd/capture`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://bank.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-methods')).toBe(
      'RDSERVICE,DEVICEINFO,CAPTURE,POST',
    )
  })

  it('is what the CLI starts with --post-alias', async () => {
    const port = PORT_BLOCK + 4
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bridge/sandbox/rd-simulator/cli.ts',
        '--post-alias',
        '--port',
        String(port),
      ],
      { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      let out = ''
      child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')))
      expect(await waitFor(() => out.includes('listening'), 120_000)).toBe(true)
      expect(out).toContain('(mantra, ready, POST alias)')
      const reply = await nodePost(port, '/rd/info', '')
      expect(reply.text).toContain('<DeviceInfo dpId="MANTRA.MSIPL"')
    } finally {
      child.kill('SIGTERM')
      await exited
    }
  }, 150_000)
})
