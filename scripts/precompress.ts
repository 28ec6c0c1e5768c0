// Precompressed copies of the built assets: beside each file in assets/, a `.gz` (gzip
// level 9) and a `.br` (brotli quality 11), from node:zlib. The bridge serves them to browsers
// that accept them (bridge/http/static.ts), and an intranet web server can do the same (nginx
// `gzip_static`/`brotli_static`, Apache MultiViews or rewrite rules, IIS static compression).
// Only hashed assets: their content never changes under one name, so a copy can never go stale.
// index.html and bridge-config.json are left alone, because IT may edit them in place.

import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512

export interface Precompressed {
  file: string
  raw: number
  gzip: number
  brotli: number
}

export function compressOne(data: Buffer): { gzip: Buffer; brotli: Buffer } {
  return {
    gzip: gzipSync(data, { level: 9 }),
    brotli: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  }
}

/** Writes file.gz and file.br beside each compressible asset; returns what it wrote. */
export async function precompress(
  outDir: string,
  files: readonly string[],
): Promise<Precompressed[]> {
  const written: Precompressed[] = []
  for (const file of files) {
    if (!file.startsWith('assets/') || !COMPRESSIBLE.test(file)) continue
    const path = join(outDir, file)
    const data = await readFile(path)
    if (data.length < MIN_BYTES) continue
    const { gzip, brotli } = compressOne(data)
    // A copy that is not smaller is not worth sending.
    if (gzip.length < data.length) await writeFile(path + '.gz', gzip)
    if (brotli.length < data.length) await writeFile(path + '.br', brotli)
    written.push({ file, raw: data.length, gzip: gzip.length, brotli: brotli.length })
  }
  return written
}

/** The Vite plugin: runs after the bundle is written (not for in-memory builds such as the bench). */
export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'aeps-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: `vite build --outDir /srv/www/desk` (IT building straight into a web
      // root) names an absolute folder, which join would glue under the project root.
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      await precompress(outDir, Object.keys(bundle))
    },
  }
}
