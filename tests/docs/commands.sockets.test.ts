// The documents' commands, run: the README's run command (`npm start`, without the `npm ci` the
// checkout already had) starts a sandbox bridge, then every block marked `sh tested` runs in bash
// against it: the curl walk of docs/contract.md, `check` of docs/install.md, `promtool` of
// docs/operations.md. A command that fails here fails for a reader too.

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { freePort, rdPorts } from '../fixtures/bridge-harness.ts'
import { requirePrometheus } from '../fixtures/prometheus.ts'
import { readmeCommands, runnable, testedBlocks } from './commands.ts'

let port = 0
let dataDir = ''
let desk: ChildProcess | null = null
let env: Record<string, string> = {}

/** Settings a developer's .env might hold, cleared so that no command here goes live. */
const CLEARED = ['AEPS_BASE_URL', 'AEPS_USER', 'AEPS_SECRET', 'ALLOWED_ORIGINS', 'RD_HOST']

/** `group`: its own process group, stopped whole as Ctrl-C in a terminal stops `npm start`. */
function run(command: string, args: string[], group = false) {
  const child = spawn(command, args, {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { child, exited, output: () => output }
}

beforeAll(async () => {
  requirePrometheus()
  port = await freePort()
  dataDir = mkdtempSync(join(tmpdir(), 'aeps-docs-commands-'))
  env = { ...(process.env as Record<string, string>) }
  for (const key of CLEARED) env[key] = ''
  Object.assign(env, {
    BRIDGE_PORT: String(port),
    DATA_DIR: dataDir,
    RD_PORTS: rdPorts('docs-commands'),
    SANDBOX_RD: 'on',
    SANDBOX_CAPTURE_MS: '10',
  })
  const [runCommand] = readmeCommands()
  const start = runCommand!.replace(/^npm ci && /, '')
  const started = run('bash', ['-c', `exec ${start}`], true)
  desk = started.child
  // The bridge's "listening" log line names its address once the app is built and it listens.
  await new Promise<void>((resolve, reject) => {
    const listening = () => started.output().includes(`127.0.0.1:${port}`) && resolve()
    started.child.stdout.on('data', listening)
    void started.exited.then((code) =>
      reject(new Error(`npm start exited ${code}:\n${started.output()}`)),
    )
  })
}, 600_000)

afterAll(async () => {
  if (desk && desk.exitCode === null) {
    const gone = new Promise((resolve) => desk!.once('exit', resolve))
    process.kill(-desk.pid!, 'SIGINT')
    await gone
  }
  rmSync(dataDir, { recursive: true, force: true })
})

describe('commands in the documents', () => {
  it.each(testedBlocks().map((block) => [`${block.document}:${block.line}`, block.code] as const))(
    '%s runs and succeeds against a sandbox bridge',
    async (_where, code) => {
      const block = run('bash', ['-c', runnable(code, port)])
      const status = await block.exited
      expect({ status, output: status === 0 ? '' : block.output() }).toEqual({
        status: 0,
        output: '',
      })
    },
  )
})
