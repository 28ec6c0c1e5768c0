// What each part of the enquiry page's first load costs, gzip: the same build with each part as a
// chunk of its own (Vue's runtime, Pinia, Vite's loader for lazy chunks, the first English texts,
// the stores, the components, the rest), each chunk compressed alone. Parts compressed apart share
// no dictionary, so their sum is a little more than the one first-load chunk the page really gets.
// Run: npm run bench:bundle (bundle.ts prints this table under its own).

import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'

const PARTS: { name: string; what: string; test: RegExp }[] = [
  { name: 'part-vue', what: "Vue's runtime", test: /node_modules[\\/]@vue[\\/]/ },
  { name: 'part-pinia', what: 'Pinia', test: /node_modules[\\/]pinia[\\/]/ },
  { name: 'part-vite', what: "Vite's loader for the lazy chunks", test: /vite[\\/]preload-helper/ },
  {
    name: 'part-texts',
    what: 'the first English texts and their loaders (src/i18n)',
    test: /src[\\/]i18n[\\/]/,
  },
  { name: 'part-stores', what: 'the stores (src/stores)', test: /src[\\/]stores[\\/]/ },
  { name: 'part-views', what: 'the components and views (.vue)', test: /\.vue($|\?)/ },
  { name: 'part-rest', what: 'the rest: api, composables, lib, shared, router', test: /src[\\/]/ },
]

export interface PartFigure {
  what: string
  raw: number
  gzip: number
}

export async function measureParts(mode = 'production'): Promise<PartFigure[]> {
  const result = (await build({
    mode,
    logLevel: 'silent',
    build: {
      write: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Before the config's one first-load group, which takes whatever these leave.
            groups: PARTS.map((p) => ({
              name: p.name,
              test: p.test,
              tags: ['$initial'],
              priority: 10,
              includeDependenciesRecursively: false,
            })),
          },
        },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const output = (Array.isArray(result) ? result[0]! : result).output
  const chunks = output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  return PARTS.map((part) => {
    const code = chunks
      .filter((c) => c.name === part.name)
      .map((c) => c.code)
      .join('\n')
    return {
      what: part.what,
      raw: Buffer.byteLength(code),
      gzip: gzipSync(code, { level: 9 }).length,
    }
  }).concat(
    chunks
      .filter((c) => c.isEntry)
      .map((c) => ({
        what: 'the entry (main.ts and what no part above took)',
        raw: Buffer.byteLength(c.code),
        gzip: gzipSync(c.code, { level: 9 }).length,
      })),
  )
}
