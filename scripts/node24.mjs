// Runs the project's pinned Node 24 (pinned-runtimes.mjs) with the arguments given: for the
// development commands, tests and benches that start the bridge from its sources, since the
// journal needs node:sqlite (Node 22.13+) and the bridge ships on Node 24. Plain JavaScript, so
// any Node can run it; signals are passed on and its exit code is this one's.

import { spawn } from 'node:child_process'
import { ensureRuntime } from './package/pinned-runtimes.mjs'

const TARGETS = { 'linux-x64': 'linux-x64', 'win32-x64': 'win-x64' }
const target = TARGETS[`${process.platform}-${process.arch}`]
// Elsewhere (a Mac), the Node that runs this, which must then be 22.13 or later.
const node = target === undefined ? process.execPath : ensureRuntime(target)
const child = spawn(node, process.argv.slice(2), { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 1))
