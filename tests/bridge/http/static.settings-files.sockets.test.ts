// The configuration file is never served. The attack as the review ran it: a
// `bridge.env` holding the bank credentials and `STATIC_DIR=.` (read from the file's own folder),
// then `GET /bridge.env`. The start is refused naming STATIC_DIR; a file named like one of
// settings that appears in the app's folder after the start is never served either.

import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../bridge/config/index.ts'
import { staticDirProblem, STATIC_DIR_MAX_ENTRIES } from '../../../bridge/http/static.ts'
import {
  freePort,
  rawRequest,
  rdPorts,
  startTestBridge,
  type TestBridge,
} from '../../fixtures/bridge-harness.ts'

const SECRET = 'hs-secretvalue-9f8e7d6c5b4a'
let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-settings-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The CLI from the sources with --config; resolves its exit, or what GET path served if it listened. */
async function runWithConfig(configFile: string, port: number, path: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(PROJECT_ROOT, 'bridge', 'cli', 'main.ts'), '--config', configFile],
    {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const served = new Promise<string>((resolve) => {
    child.stderr.on('data', async () => {
      if (!stderr.includes('Open http://')) return
      const reply = await rawRequest(port, { path, headers: { Host: `127.0.0.1:${port}` } })
      resolve(`${reply.status} ${reply.text}`)
    })
  })
  const outcome = await Promise.race([
    exited.then((code) => ({ code, served: null })),
    served.then((text) => ({ code: null, served: text })),
  ])
  child.kill('SIGKILL')
  await exited
  return { ...outcome, stderr }
}

describe('a configuration file inside STATIC_DIR (N1)', () => {
  it('refuses the start when STATIC_DIR=. sits in bridge.env, and never serves /bridge.env', async () => {
    const cfg = join(dir, 'cfg')
    mkdirSync(cfg, { mode: 0o700 })
    const port = await freePort()
    const file = join(cfg, 'bridge.env')
    writeFileSync(
      file,
      `AEPS_SECRET=${SECRET}\nSTATIC_DIR=.\nBRIDGE_PORT=${port}\nDATA_DIR=${join(dir, 'data')}\nSANDBOX_RD=off\nRD_PORTS=${rdPorts('static-settings-files', 2)}\n`,
      { mode: 0o600 },
    )
    const result = await runWithConfig(file, port, '/bridge.env')
    expect(result.served ?? '').not.toContain(SECRET)
    // 78 (EX_CONFIG): a refused start, which a supervisor does not retry at once (bridge/run.ts).
    expect(result.code).toBe(78)
    expect(result.stderr).toMatch(/STATIC_DIR.*bridge\.env/)
  }, 60_000)

  it('refuses a STATIC_DIR that holds the configuration file under any name, through a symlinked folder too', () => {
    const app = join(dir, 'app-any-name')
    mkdirSync(app)
    const file = join(app, 'settings.txt')
    writeFileSync(file, `AEPS_SECRET=${SECRET}`)
    expect(staticDirProblem(app, join(dir, 'elsewhere'), [file])).toMatch(/settings\.txt/)
  })

  it.each(['bridge.env', 'BRIDGE.ENV', '.env.local', 'old/bridge.env.bak', 'x.env~', 'prod.env'])(
    'refuses a STATIC_DIR that holds a file named %s',
    (name) => {
      const app = mkdtempSync(join(dir, 'app-'))
      mkdirSync(join(app, 'old'))
      writeFileSync(join(app, name), 'AEPS_SECRET=x')
      expect(staticDirProblem(app, join(dir, 'elsewhere'), [])).toMatch(
        /named like a file of settings/,
      )
    },
  )

  it('refuses a STATIC_DIR with more entries than the built app could hold (a home, a drive)', () => {
    const big = mkdtempSync(join(dir, 'big-'))
    for (let i = 0; i <= STATIC_DIR_MAX_ENTRIES; i++) writeFileSync(join(big, `f${i}.js`), '')
    expect(staticDirProblem(big, join(dir, 'elsewhere'), [])).toMatch(/more than/)
  })

  it('accepts the built app: env-named chunks are not settings', () => {
    const app = mkdtempSync(join(dir, 'app-'))
    mkdirSync(join(app, 'assets'))
    writeFileSync(join(app, 'index.html'), '')
    writeFileSync(join(app, 'assets', 'env-1a2b.js'), '')
    writeFileSync(join(app, 'assets', 'environment-3c4d.js'), '')
    expect(staticDirProblem(app, join(dir, 'elsewhere'), [])).toBeNull()
  })
})

describe('a file named like settings that appears after the start', () => {
  let app: string
  let t: TestBridge
  beforeAll(async () => {
    app = mkdtempSync(join(dir, 'served-'))
    writeFileSync(join(app, 'index.html'), '<!doctype html><title>desk</title>')
    t = await startTestBridge({ rdBlock: 'guards', env: { STATIC_DIR: app } })
    writeFileSync(join(app, 'bridge.env'), `AEPS_SECRET=${SECRET}`)
    writeFileSync(join(app, 'copy.env.bak'), `AEPS_SECRET=${SECRET}`)
  })
  afterAll(() => t?.close())

  it.each([
    '/bridge.env',
    '/BRIDGE.ENV',
    '/bridge.env.',
    '/bridge.env%20',
    '/bridge.env::$DATA',
    '/copy.env.bak',
  ])('is not served as %s (404)', async (path) => {
    const reply = await rawRequest(t.port, { path, headers: { Host: `127.0.0.1:${t.port}` } })
    expect(reply.status).toBe(404)
    expect(reply.text).not.toContain(SECRET)
  })
})
