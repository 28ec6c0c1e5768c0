// npm run build:hosted: the app as static files for an intranet web server (docs/install.md, "A
// hosted app page"). VITE_BRIDGE_URL sets the bridge's address (default http://127.0.0.1:7410); IT
// can change it later in dist-hosted/bridge-config.json without a rebuild. Prints what the web
// server and the bridge need to be told.

import { readdir, stat, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { build } from 'vite'
import { DEFAULT_BRIDGE_URL } from '../vite.config.ts'

const ROOT = join(import.meta.dirname, '..')
const OUT_DIR = join(ROOT, 'dist-hosted')

function bridgeOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`VITE_BRIDGE_URL is not a URL: ${value}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`VITE_BRIDGE_URL must start with http:// or https://: ${value}`)
  return url.origin
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)))
}

const bridge = bridgeOrigin(process.env.VITE_BRIDGE_URL || DEFAULT_BRIDGE_URL)
process.env.VITE_BRIDGE_URL = bridge
await build({ root: ROOT, mode: 'hosted', logLevel: 'warn' })
// The address the page was built with, written out where IT will look for it.
await writeFile(join(OUT_DIR, 'bridge-config.json'), JSON.stringify({ bridgeUrl: bridge }) + '\n')

const files = (await filesUnder(OUT_DIR)).sort()
let total = 0
for (const file of files) total += (await stat(join(OUT_DIR, file))).size
const compressed = files.filter((f) => f.endsWith('.gz') || f.endsWith('.br')).length

console.log(`Built ${relative(ROOT, OUT_DIR)}/ (${files.length} files, ${compressed} precompressed, ${(total / 1024).toFixed(0)} KB) for the bridge at ${bridge}.

Serve these files over https at the root of a host name, then:
- on the web server, send
    Content-Security-Policy: default-src 'self'; connect-src 'self' ${bridge}; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'
  answer every path without a file extension with index.html, send index.html and
  bridge-config.json with Cache-Control: no-store, and assets/* as immutable for a year;
  serve assets/*.br and *.gz to browsers that accept them (Content-Encoding, Vary: Accept-Encoding);
- on each merchant laptop, start the bridge with ALLOWED_ORIGINS=https://<this page's host>;
- in Chrome, have IT pre-grant the page with the policy LoopbackNetworkAllowedForUrls.
To move the bridge later without a rebuild, edit bridge-config.json: {"bridgeUrl": "http://127.0.0.1:PORT"}.`)
