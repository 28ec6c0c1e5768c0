// Static serving stays inside its folder (docs/security.md rule 11): a file is served only when its
// real path is inside the folder's, dotfiles never, and a STATIC_DIR that holds `.env` or
// DATA_DIR stops the start, naming the setting. Over a socket: static files are the adapter's.

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge } from '../../../bridge/app.ts'
import { loadConfig } from '../../../bridge/config/index.ts'
import { staticDirProblem } from '../../../bridge/http/static.ts'
import {
  freePort,
  rawRequest,
  rdPorts,
  startTestBridge,
  type TestBridge,
} from '../../fixtures/bridge-harness.ts'

let root: string
let outside: string
let t: TestBridge

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-root-'))
  outside = mkdtempSync(join(tmpdir(), 'static-outside-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>desk</title>')
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)')
  writeFileSync(join(root, '.secret'), 'dotfile')
  mkdirSync(join(root, '.git'))
  writeFileSync(join(root, '.git', 'config'), '[core]')
  writeFileSync(join(outside, 'journal.jsonl'), '{"aadhaarMasked":"XXXXXXXX0124"}')
  writeFileSync(join(outside, 'passwd.js'), 'root:x:0:0')
  symlinkSync(join(outside, 'passwd.js'), join(root, 'assets', 'linked.js'))
  symlinkSync(outside, join(root, 'elsewhere'))
  t = await startTestBridge({ rdBlock: 'guards', env: { STATIC_DIR: root } })
})

afterAll(async () => {
  await t?.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

const get = (path: string) => rawRequest(t.port, { path, headers: { Host: `127.0.0.1:${t.port}` } })

describe('static files', () => {
  it('serves the app shell and its assets', async () => {
    expect((await get('/')).text).toContain('<title>desk</title>')
    expect((await get('/mini-statement')).text).toContain('<title>desk</title>')
    expect((await get('/assets/app-1234.js')).text).toBe('console.log(1)')
  })

  it('sends the app with opener policy same-origin and a narrow permissions policy (issue 24)', async () => {
    const reply = await get('/')
    expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(reply.headers['permissions-policy']).toMatch(/camera=\(\)/)
  })

  it.each([
    ['a symlinked file that points outside', '/assets/linked.js'],
    ['a file under a symlinked folder that points outside', '/elsewhere/journal.jsonl'],
    ['a dotfile', '/.secret'],
    ['a file in a dot folder', '/.git/config'],
    ['an encoded dotfile', '/%2esecret'],
    ['a traversal', '/assets/..%2f..%2fetc/passwd.js'],
  ])('does not serve %s (404)', async (_what, path) => {
    const reply = await get(path)
    expect(reply.status).toBe(404)
    expect(reply.text).not.toMatch(/root:x|aadhaarMasked|\[core\]|dotfile/)
  })
})

describe('a STATIC_DIR that would serve secrets', () => {
  it('refuses one that holds a .env, naming STATIC_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-env-'))
    try {
      writeFileSync(join(dir, '.env'), 'AEPS_SECRET=x')
      expect(staticDirProblem(dir, join(tmpdir(), 'elsewhere-data'), [])).toMatch(/\.env/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses one above the project’s .env, naming STATIC_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-project-'))
    try {
      mkdirSync(join(dir, 'project'))
      writeFileSync(join(dir, 'project', '.env'), 'AEPS_SECRET=x')
      expect(
        staticDirProblem(dir, join(tmpdir(), 'elsewhere-data'), [join(dir, 'project', '.env')]),
      ).toMatch(/project\/\.env/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses one that holds DATA_DIR at start: the bridge does not start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-data-'))
    try {
      const config = loadConfig({
        BRIDGE_PORT: String(await freePort()),
        STATIC_DIR: dir,
        DATA_DIR: join(dir, 'data'),
        RD_PORTS: rdPorts('static', 2),
        SANDBOX_RD: 'off',
      })
      await expect(startBridge(config)).rejects.toMatchObject({
        name: 'ConfigError',
        setting: 'STATIC_DIR',
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('accepts the built app beside the project’s .env', () => {
    const env = join(root, '..', `${root.split('/').pop()}.env-project`)
    mkdirSync(env)
    writeFileSync(join(env, '.env'), 'AEPS_SECRET=x')
    try {
      expect(
        staticDirProblem(root, join(tmpdir(), 'elsewhere-data'), [join(env, '.env')]),
      ).toBeNull()
    } finally {
      rmSync(env, { recursive: true, force: true })
    }
    expect(
      staticDirProblem(join(root, 'assets'), join(tmpdir(), 'elsewhere-data'), [
        join(root, '.env'),
      ]),
    ).toBeNull()
  })
})
