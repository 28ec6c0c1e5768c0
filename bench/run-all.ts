// npm run bench: every benchmark, printed as Markdown tables (copied into BENCHMARKS.md).
import { cpus, totalmem } from 'node:os'
import { printBundle } from './bundle.ts'
import { printBrowserFirstLoad } from './first-load-browser.ts'
import { printOverhead } from './overhead.ts'
import { printStartup } from './startup.ts'
import { printDiscovery } from './discovery.ts'

console.log(
  `# Benchmarks\n\nMachine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
)
await printBundle()
await printBrowserFirstLoad()
await printDiscovery()
await printOverhead()
await printStartup()
