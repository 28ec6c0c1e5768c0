// A stand-in for the customer's intranet web server: serves the hosted build (npm run build:hosted)
// over https with a self-signed certificate, with the headers docs/install.md, "A hosted app page"
// asks for. Also used by the browser benchmark. The page's bridge-config.json can be replaced while
// it runs, as IT would edit it.

import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:https'
import { extname, join, normalize } from 'node:path'
import { generate } from 'selfsigned'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
}

export interface IntranetServer {
  /** e.g. https://intranet.test:8643 */
  origin(host?: string): string
  /** Replaces bridge-config.json (null: the file as built). */
  setBridgeConfig(config: object | null): void
  close(): Promise<void>
}

async function certificate(): Promise<{ key: string; cert: string }> {
  const now = Date.now()
  const pems = await generate([{ name: 'commonName', value: 'intranet.test' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 7 * 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: '*.test' }] }],
  })
  return { key: pems.private, cert: pems.cert }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

export async function startIntranetServer(options: {
  root: string
  port: number
  /** Origins the page may call besides its own (the bridges), for the CSP's connect-src. */
  connectSrc: readonly string[]
}): Promise<IntranetServer> {
  let bridgeConfig: object | null = null
  const csp = [
    "default-src 'self'",
    `connect-src 'self' ${options.connectSrc.join(' ')}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')

  const server: Server = createServer(await certificate(), (req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'https://intranet.test').pathname
      const relative = normalize(decodeURIComponent(path)).replace(/^\/+/, '')
      const headers = {
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      }
      if (relative === 'bridge-config.json' && bridgeConfig !== null) {
        res.writeHead(200, {
          ...headers,
          'Content-Type': TYPES['.json'],
          'Cache-Control': 'no-store',
        })
        return void res.end(JSON.stringify(bridgeConfig))
      }
      let file = join(options.root, relative)
      if (relative.includes('..') || !(await isFile(file))) {
        if (extname(relative) !== '') {
          res.writeHead(404, headers)
          return void res.end()
        }
        file = join(options.root, 'index.html') // a history-mode route
      }
      const hashed = relative.startsWith('assets/')
      res.writeHead(200, {
        ...headers,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-store',
      })
      res.end(await readFile(file))
    })().catch(() => {
      res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  return {
    origin: (host = 'intranet.test') => `https://${host}:${options.port}`,
    setBridgeConfig(config) {
      bridgeConfig = config
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
