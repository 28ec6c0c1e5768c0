// Serves the built SPA (dist/) same-origin, so a page served by the bridge needs no CORS and no
// Local Network Access permission (security.md). Strict CSP on every file.

import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, normalize, sep } from 'node:path'
import { appFilesAt } from '../assets.ts'
import { BridgeError } from '../errors.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  root: string | null,
  securityHeaders: Record<string, string>,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new BridgeError('METHOD_NOT_ALLOWED', 'This address does not take that method.', {
      headers: { Allow: 'GET, HEAD' },
    })
  }
  if (root === null) throw new BridgeError('NOT_FOUND', 'The app is not built. Run npm run build.')
  let relative: string
  try {
    relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '')
  } catch {
    throw new BridgeError('NOT_FOUND', 'No such page.')
  }
  if (relative.split(sep).includes('..')) throw new BridgeError('NOT_FOUND', 'No such page.')
  // From dist/, or from inside the executable (bridge/assets.ts).
  const files = appFilesAt(root)
  let path = relative
  let body = await files.read(path)
  const isAsset = extname(relative) !== ''
  if (body === null) {
    // History-mode routes (/mini-statement, /transactions/…) load the app shell.
    if (isAsset) throw new BridgeError('NOT_FOUND', 'No such file.')
    path = 'index.html'
    body = await files.read(path)
    if (body === null) {
      throw new BridgeError('NOT_FOUND', 'The app is not built. Run npm run build.')
    }
  }
  const hashed = relative.startsWith('assets' + sep)
  res.writeHead(200, {
    ...securityHeaders,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    // Hashed asset names never change content; the shell must always be fresh.
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-store',
  })
  if (req.method === 'HEAD') return void res.end()
  res.end(body)
}
