// First-load budget (issue 5, lowered to 45 KB by issue 10): JavaScript plus CSS that the enquiry
// page loads before it can be used, gzip-compressed, for the bridge-served and the hosted build. Builds the app in memory with Vite, follows the entry
// chunk's static imports (lazy pages are not counted), and lists the largest modules.
// Run: npm run bench:bundle

import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'

import { BUDGETS } from './budgets.ts'
import { measureParts } from './bundle-parts.ts'

export const BUDGET_BYTES = BUDGETS.firstLoadBytes
/** Issue 29's first step back down, on the way to the budget. */
export const STEP_BYTES = 50 * 1024

export interface BundleFigures {
  jsGzip: number
  cssGzip: number
  total: number
  files: { file: string; raw: number; gzip: number }[]
  largestModules: { module: string; bytes: number }[]
  /** What the first render also waits for on a morning the merchant's authentication is due. */
  dueMorning: { file: string; gzip: number }[]
}

/** mode 'hosted': the page built by npm run build:hosted. */
export async function measureBundle(mode = 'production'): Promise<BundleFigures> {
  const result = (await build({ mode, logLevel: 'silent', build: { write: false } })) as
    Rollup.RollupOutput | Rollup.RollupOutput[]
  const output = (Array.isArray(result) ? result[0]! : result).output
  const chunks = new Map(
    output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]),
  )
  const assets = new Map(
    output.filter((o): o is Rollup.OutputAsset => o.type === 'asset').map((a) => [a.fileName, a]),
  )

  const entry = [...chunks.values()].find((c) => c.isEntry)
  if (!entry) throw new Error('no entry chunk')
  const firstLoad = new Set<string>()
  const visit = (name: string) => {
    if (firstLoad.has(name)) return
    firstLoad.add(name)
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported)
  }
  visit(entry.fileName)

  const css = new Set<string>()
  for (const name of firstLoad)
    for (const file of chunks.get(name)?.viteMetadata?.importedCss ?? []) css.add(file)

  const files: BundleFigures['files'] = []
  const modules: BundleFigures['largestModules'] = []
  for (const name of firstLoad) {
    const chunk = chunks.get(name)!
    files.push({
      file: name,
      raw: Buffer.byteLength(chunk.code),
      gzip: gzipSync(chunk.code, { level: 9 }).length,
    })
    for (const [id, info] of Object.entries(chunk.modules)) {
      modules.push({
        // Rollup marks virtual modules with a leading NUL; it is not printable.
        module: id
          .replace(/^\0/, '')
          .replace(process.cwd() + '/', '')
          .replace(/^.*node_modules\//, ''),
        bytes: info.renderedLength,
      })
    }
  }
  for (const name of css) {
    const source = assets.get(name)?.source ?? ''
    files.push({
      file: name,
      raw: Buffer.byteLength(source),
      gzip: gzipSync(source, { level: 9 }).length,
    })
  }
  const dueMorning = lazyClosure(chunks, assets, firstLoad, ['MerchantAuthFormNotice.vue'])
  const jsGzip = files.filter((f) => f.file.endsWith('.js')).reduce((s, f) => s + f.gzip, 0)
  const cssGzip = files.filter((f) => f.file.endsWith('.css')).reduce((s, f) => s + f.gzip, 0)
  modules.sort((a, b) => b.bytes - a.bytes)
  return {
    jsGzip,
    cssGzip,
    total: jsGzip + cssGzip,
    files,
    largestModules: modules.slice(0, 12),
    dueMorning,
  }
}

/**
 * The chunks (and their CSS) of the lazy modules whose ids end with `ends`, with what they import
 * that the first load has not brought: main.ts fetches them before the first render when the
 * status says the merchant's authentication is due (lib/merchant-auth-notice.ts).
 */
function lazyClosure(
  chunks: Map<string, Rollup.OutputChunk>,
  assets: Map<string, Rollup.OutputAsset>,
  firstLoad: Set<string>,
  ends: string[],
): { file: string; gzip: number }[] {
  const found = new Set<string>()
  const visit = (name: string) => {
    if (found.has(name) || firstLoad.has(name)) return
    found.add(name)
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks.values())
    if (ends.some((end) => chunk.facadeModuleId?.endsWith(end))) visit(chunk.fileName)
  const out: { file: string; gzip: number }[] = []
  for (const name of found) {
    const chunk = chunks.get(name)!
    out.push({ file: name, gzip: gzipSync(chunk.code, { level: 9 }).length })
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      out.push({ file: css, gzip: gzipSync(assets.get(css)?.source ?? '', { level: 9 }).length })
  }
  return out
}

const kb = (n: number) => (n / 1024).toFixed(1) + ' KB'

export async function printBundle(): Promise<BundleFigures> {
  const hosted = await measureBundle('hosted')
  const f = await measureBundle()
  console.log('\n## First load of the enquiry page (gzip, level 9)')
  console.log('| file | raw | gzip |\n|---|---:|---:|')
  for (const file of f.files) console.log(`| ${file.file} | ${kb(file.raw)} | ${kb(file.gzip)} |`)
  const verdict = (limit: number) => (f.total <= limit ? 'within' : 'OVER')
  console.log(
    `\nJS ${kb(f.jsGzip)} + CSS ${kb(f.cssGzip)} = **${kb(f.total)}** (issue 29's step ${kb(STEP_BYTES)}: ${verdict(STEP_BYTES)}; budget ${kb(BUDGET_BYTES)}: ${verdict(BUDGET_BYTES)})`,
  )
  const due = f.dueMorning.reduce((sum, file) => sum + file.gzip, 0)
  console.log(
    `\nOn a morning the merchant's authentication is due, the first render also waits for ${kb(due)}: ${f.dueMorning.map((d) => `${d.file} ${kb(d.gzip)}`).join(', ')}`,
  )
  console.log('\nWhat each part costs, each built as a chunk of its own (JS, gzip level 9):')
  console.log('| part | raw | gzip |\n|---|---:|---:|')
  for (const part of await measureParts())
    console.log(`| ${part.what} | ${kb(part.raw)} | ${kb(part.gzip)} |`)
  console.log(
    `\nThe hosted page (npm run build:hosted): JS ${kb(hosted.jsGzip)} + CSS ${kb(hosted.cssGzip)} = **${kb(hosted.total)}**`,
  )
  console.log('\nLargest modules in the first load (rendered bytes, before gzip):')
  console.log('| module | bytes |\n|---|---:|')
  for (const m of f.largestModules) console.log(`| ${m.module} | ${m.bytes} |`)
  return f
}

if (import.meta.url === `file://${process.argv[1]}`) await printBundle()
