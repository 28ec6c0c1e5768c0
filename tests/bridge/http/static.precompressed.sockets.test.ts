// The bridge serves the build's precompressed copies (scripts/precompress.ts) to browsers that
// accept them, and the plain file otherwise, over a real socket.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBridgeServer } from '../../../bridge/http/server.ts'
import { acceptedEncodings } from '../../../bridge/http/static.ts'
import { precompress } from '../../../scripts/precompress.ts'

const SCRIPT = 'export const hello = "' + 'hello, merchant. '.repeat(200) + '"\n'
let server: Server
let port: number

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-br-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>desk</title>')
  writeFileSync(join(root, 'assets', 'app-abc123.js'), SCRIPT)
  writeFileSync(join(root, 'assets', 'tiny-abc123.js'), 'export {}\n')
  const written = await precompress(root, [
    'assets/app-abc123.js',
    'assets/tiny-abc123.js',
    'index.html',
  ])
  expect(written.map((w) => w.file)).toEqual(['assets/app-abc123.js'])
  // The Host check wants the bridge's own port: take a free one first.
  port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo
      probe.close(() => resolve(free))
    })
  })
  server = createBridgeServer({
    handle: () => Promise.reject(new Error('no API here')),
    port,
    staticDir: root,
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, headers: { Host: `127.0.0.1:${port}`, ...headers } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        },
      )
      req.on('error', reject)
      req.end()
    },
  )
}

describe('precompressed assets', () => {
  it('sends brotli to a browser that takes it, with the type of the original', async () => {
    const reply = await get('/assets/app-abc123.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(reply.headers['content-encoding']).toBe('br')
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(reply.headers.vary).toBe('Accept-Encoding')
    expect(reply.body.length).toBeLessThan(SCRIPT.length / 5)
  })

  it('sends gzip when brotli is refused or not offered', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const reply = await get('/assets/app-abc123.js', { 'Accept-Encoding': accept })
      expect(reply.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(reply.body).toString()).toBe(SCRIPT)
    }
  })

  it('sends the plain file without Accept-Encoding, and for a Range request', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' },
    ]
    for (const headers of cases) {
      const reply = await get('/assets/app-abc123.js', headers)
      expect(reply.headers['content-encoding']).toBeUndefined()
      expect(reply.body.toString()).toBe(SCRIPT)
    }
  })

  it('sends a file with no copy as it is', async () => {
    const reply = await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'br, gzip' })
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.body.toString()).toBe('export {}\n')
  })
})

describe('acceptedEncodings', () => {
  it('drops what q=0 refuses and keeps the rest', () => {
    expect([...acceptedEncodings('gzip;q=0.5, br;q=0, identity')]).toEqual(['gzip', 'identity'])
    expect([...acceptedEncodings(undefined)]).toEqual([])
  })
})
