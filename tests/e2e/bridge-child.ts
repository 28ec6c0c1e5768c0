// A second bridge for one spec file, started with its own settings (a provider that asks daily, a
// reader that is not there), on the pinned Node 24 like the suite's own, serving the app the
// suite's webServer built. Free port, fresh DATA_DIR; waits for its "Open http://" line, not a clock.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TLS_ENVIRONMENT } from '../../bridge/config/tls-environment.ts'
import { freePort } from '../fixtures/free-port.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface ChildBridge {
  url: string
  /** Stops the bridge's process, keeping its port and journal for `resume` (a restart). */
  pause(): Promise<void>
  /** Starts it again on the same port with the same journal, as an upgrade's hand-over does. */
  resume(): Promise<void>
  stop(): Promise<void>
}

/** The bridge's process on `port` with `dataDir`, once it listens. */
async function spawnBridge(port: number, dataDir: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/node24.mjs', '--import', 'tsx', 'bridge/cli/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // The machine's own TLS settings are not the test's: a live bridge refuses them.
        ...Object.fromEntries(TLS_ENVIRONMENT.map((name) => [name, ''])),
        BRIDGE_PORT: String(port),
        DATA_DIR: dataDir,
        UPSTREAM_TIMEOUT_MS: '10000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let err = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const started = await new Promise<'listening' | 'exited'>((resolve) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8')
      if (err.includes('Open http://')) resolve('listening')
    })
    void exited.then(() => resolve('exited'))
  })
  if (started === 'exited') throw new Error(`the bridge exited before it listened: ${err}`)
  return async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  }
}

export async function startBridge(env: Record<string, string>): Promise<ChildBridge> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-bridge-'))
  let stopProcess: (() => Promise<void>) | null = await spawnBridge(port, dataDir, env)
  return {
    url: `http://127.0.0.1:${port}`,
    async pause() {
      await stopProcess?.()
      stopProcess = null
    },
    async resume() {
      stopProcess ??= await spawnBridge(port, dataDir, env)
    },
    async stop() {
      await stopProcess?.()
      stopProcess = null
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
