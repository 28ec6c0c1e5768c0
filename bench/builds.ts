// Two builds of the bridge side by side (bench/summary-side-by-side.ts, import-side-by-side.ts):
// a build is an executable, or a bundle (a tree's build/aeps-bridge.cjs) that the pinned Node 24
// runs with the executable's V8 flags; each is started on a folder of its own and measured by its
// own CPU time (every thread's schedstat, lib.ts cpuMs), so that the two compare on a shared,
// loaded machine.

import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { EXEC_ARGV } from '../scripts/package/pinned-runtimes.mjs'
import { freePort, untilAnswering } from './lib.ts'

/** The two builds BENCH_A (the old one) and BENCH_B (the new one) name. */
export function buildsNamed(): { A: string; B: string } {
  const { BENCH_A: A, BENCH_B: B } = process.env
  if (!A || !B)
    throw new Error('BENCH_A and BENCH_B name the two builds (executables or .cjs bundles)')
  return { A, B }
}

export interface StartedBuild {
  url: string
  pid: number
  /** Resolves once it has exited (SIGTERM): a --cpu-prof profile is written by then. */
  stop(): Promise<void>
}

/**
 * `build` started on `dir` (DATA_DIR = dir/data), answering /api/status; `nodeFlags` are added
 * for a bundle (--cpu-prof...).
 */
export async function startBuild(
  build: string,
  dir: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<StartedBuild> {
  const port = await freePort()
  const bundle = build.endsWith('.cjs')
  const child = spawn(
    bundle ? process.execPath : build,
    bundle ? [...EXEC_ARGV, ...nodeFlags, build] : [],
    {
      cwd: dir,
      env: {
        PATH: '/nonexistent',
        HOME: dir,
        BRIDGE_PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        STATIC_DIR: 'off',
        REPRINT_HOURS: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const url = `http://127.0.0.1:${port}`
  await untilAnswering(child, url, () => stderr, 20)
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
