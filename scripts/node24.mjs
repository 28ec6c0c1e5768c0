// Runs the project's pinned Node 24 (pinned-runtimes.mjs) with the arguments given: for the
// development commands, tests and benches that start the bridge from its sources, since the
// journal needs node:sqlite (Node 22.13+) and the bridge ships on Node 24. Plain JavaScript, so
// any Node can run it; signals are passed on and its exit code is this one's. Run as a command
// (`node scripts/node24.mjs ARGS`), or import runOnNode24 (scripts/start.mjs).

import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureRuntime } from './package/pinned-runtimes.mjs'

const TARGETS = { 'linux-x64': 'linux-x64', 'win32-x64': 'win-x64' }

/** Runs Node 24 with `args` (in `cwd`), passing on the signals it gets; resolves with its exit code. */
export function runOnNode24(args, cwd = process.cwd()) {
  const target = TARGETS[`${process.platform}-${process.arch}`]
  // Elsewhere (a Mac), the Node that runs this, which must then be 22.13 or later.
  const node = target === undefined ? process.execPath : ensureRuntime(target)
  const child = spawn(node, args, { cwd, stdio: 'inherit' })
  const forward = (signal) => child.kill(signal)
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of signals) process.on(signal, forward)
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      for (const signal of signals) process.off(signal, forward)
      resolve(code ?? 1)
    }),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exit(await runOnNode24(process.argv.slice(2)))
