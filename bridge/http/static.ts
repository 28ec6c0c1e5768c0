// Serves the built SPA (dist/) same-origin, so a page served by the bridge needs no CORS and no
// Local Network Access permission (docs/security.md). Strict CSP on every file. docs/security.md
// rule 11: a file is served only when its real path (symlinks resolved) is inside the folder's real
// path (bridge/assets.ts), never a dotfile or a file named like one of settings, and never from a
// folder that holds the configuration file, a `.env` or DATA_DIR (refused at start). The build
// writes precompressed .br and .gz copies beside the hashed assets (scripts/precompress.ts); a
// browser that accepts one gets it, with Content-Encoding and Vary: Accept-Encoding. Never for a
// Range request: a range of the compressed copy is not a range of the file.

import { existsSync, readdirSync, type Dirent } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, extname, join, normalize, sep } from 'node:path'
import { appFilesAt, realOrSelf, within, type AppFiles } from '../assets.ts'
import { BridgeError } from '../errors.ts'
import { looksLikeSettingsFile } from './settings-file-names.ts'

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

/**
 * The served app's own headers, on top of the shared ones. Opener policy `same-origin`: a foreign
 * page that opens the desk (window.open) keeps no handle on it, so it cannot follow, navigate or
 * count its frames. Permissions policy: the desk asks for the shop's location and nothing else a
 * page could prompt for. No COEP: CSP already keeps every load on 'self', and cross-origin
 * isolation would only hand the page precise timers and SharedArrayBuffer it does not use. A hosted
 * page's headers are its web server's (docs/install.md, "A hosted app page").
 */
export const APP_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
}

/**
 * More entries than the built app could hold (it has a few dozen): a STATIC_DIR that large is a
 * home, a project or a drive, and is not searched file by file at every start.
 */
export const STATIC_DIR_MAX_ENTRIES = 5000

/**
 * The first file under `root` named like a file of settings (settings-file-names.ts), or
 * 'too-large' past STATIC_DIR_MAX_ENTRIES. Symlinks are not followed: a link that leads out is
 * never served (assets.ts), and one to a file inside is found under its own name.
 */
function settingsFileInside(root: string): string | 'too-large' | null {
  const queue = [root]
  let seen = 0
  while (queue.length > 0) {
    const dir = queue.shift()!
    let entries: Dirent[]
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      if (++seen > STATIC_DIR_MAX_ENTRIES) return 'too-large'
      const path = join(dir, entry.name)
      if (looksLikeSettingsFile(entry.name)) return path
      if (entry.isDirectory()) queue.push(path)
    }
  }
  return null
}

/**
 * At start: a STATIC_DIR that holds a file of settings (the credentials: the configuration file
 * in use under any name, a `.env`, anything named like one) or DATA_DIR (the journal) would put
 * them one URL away from any local program; app.ts refuses the start, naming STATIC_DIR (rule 11).
 * `settingsFiles` are the files the bridge reads settings from (--config, the
 * standard configuration file, the project's .env). Null: nothing wrong.
 */
export function staticDirProblem(
  staticDir: string | null,
  dataDir: string,
  settingsFiles: readonly string[],
): string | null {
  if (staticDir === null) return null
  const fix = 'point STATIC_DIR at the built app (dist)'
  const root = realOrSelf(staticDir)
  // By real path, the file's own and its folder's: a symlinked folder or a hard-to-spot name.
  const inUse = settingsFiles.find(
    (file) =>
      existsSync(file) &&
      (within(root, realOrSelf(file)) || within(root, realOrSelf(dirname(file)))),
  )
  if (inUse !== undefined)
    return `${staticDir} holds ${inUse}, which holds settings and must never be served; ${fix}`
  if (within(root, realOrSelf(dataDir)))
    return `${staticDir} holds DATA_DIR (${dataDir}), whose journal must never be served; ${fix}`
  const named = settingsFileInside(root)
  if (named === 'too-large')
    return `${staticDir} holds more than ${STATIC_DIR_MAX_ENTRIES} files and folders, far more than the built app; ${fix}`
  if (named !== null)
    return `${staticDir} holds ${named}, named like a file of settings, which must never be served; ${fix}`
  return null
}

/** A path segment that starts with a dot (.env, .git, .well-known): never served. */
const hasDotSegment = (relative: string) => relative.split(/[\\/]/).some((s) => s.startsWith('.'))

/** Brotli first (smaller), then gzip; `Accept-Encoding` as RFC 9110 §12.5.3 reads it. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (token && !(q !== undefined && Number(q.slice(2)) === 0)) accepted.add(token)
  }
  return accepted
}

/** The precompressed copy to send instead of path, if the browser takes one and it exists. */
async function precompressedCopy(
  req: IncomingMessage,
  files: AppFiles,
  path: string,
): Promise<{ body: Buffer; encoding: string } | null> {
  if (req.headers.range !== undefined) return null
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name) && !accepted.has('*')) continue
    const body = await files.read(path + suffix)
    if (body !== null) return { body, encoding: name }
  }
  return null
}

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
  if (
    relative.split(sep).includes('..') ||
    hasDotSegment(relative) ||
    looksLikeSettingsFile(relative)
  )
    throw new BridgeError('NOT_FOUND', 'No such page.')
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
  // Only hashed assets have copies: their content never changes under one name.
  const copy = hashed ? await precompressedCopy(req, files, path) : null
  const sent = copy?.body ?? body
  res.writeHead(200, {
    ...securityHeaders,
    ...APP_HEADERS,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': sent.length,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    // Hashed asset names never change content; the shell must always be fresh.
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-store',
    ...(hashed && { Vary: 'Accept-Encoding' }),
    ...(copy && { 'Content-Encoding': copy.encoding }),
  })
  if (req.method === 'HEAD') return void res.end()
  res.end(sent)
}
