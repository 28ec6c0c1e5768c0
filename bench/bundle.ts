// First-load budget (issue 5, lowered to 45 KB by issue 10): JavaScript plus CSS that the enquiry
// page loads before it can be used, gzip-compressed, for the bridge-served and the hosted build. Builds the app in memory with Vite, follows the entry
// chunk's static imports (lazy pages are not counted), and lists the largest modules.
// Run: npm run bench:bundle

import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'

import { BUDGETS } from './budgets.ts'

export const BUDGET_BYTES = BUDGETS.firstLoadBytes

export interface BundleFigures {
  jsGzip: number
  cssGzip: number
  total: number
  files: { file: string; raw: number; gzip: number }[]
  largestModules: { module: string; bytes: number }[]
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
  const jsGzip = files.filter((f) => f.file.endsWith('.js')).reduce((s, f) => s + f.gzip, 0)
  const cssGzip = files.filter((f) => f.file.endsWith('.css')).reduce((s, f) => s + f.gzip, 0)
  modules.sort((a, b) => b.bytes - a.bytes)
  return { jsGzip, cssGzip, total: jsGzip + cssGzip, files, largestModules: modules.slice(0, 12) }
}

const kb = (n: number) => (n / 1024).toFixed(1) + ' KB'

export async function printBundle(): Promise<BundleFigures> {
  const hosted = await measureBundle('hosted')
  const f = await measureBundle()
  console.log('\n## First load of the enquiry page (gzip, level 9)')
  console.log('| file | raw | gzip |\n|---|---:|---:|')
  for (const file of f.files) console.log(`| ${file.file} | ${kb(file.raw)} | ${kb(file.gzip)} |`)
  console.log(
    `\nJS ${kb(f.jsGzip)} + CSS ${kb(f.cssGzip)} = **${kb(f.total)}** (budget ${kb(BUDGET_BYTES)}: ${f.total <= BUDGET_BYTES ? 'within' : 'OVER'})`,
  )
  console.log(
    `\nThe hosted page (npm run build:hosted): JS ${kb(hosted.jsGzip)} + CSS ${kb(hosted.cssGzip)} = **${kb(hosted.total)}**`,
  )
  console.log('\nLargest modules in the first load (rendered bytes, before gzip):')
  console.log('| module | bytes |\n|---|---:|')
  for (const m of f.largestModules) console.log(`| ${m.module} | ${m.bytes} |`)
  return f
}

if (import.meta.url === `file://${process.argv[1]}`) await printBundle()
