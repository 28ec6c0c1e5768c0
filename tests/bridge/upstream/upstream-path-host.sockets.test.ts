// An upstream path setting can never name another host (security review 2026-11-29, P2):
// `AEPS_STATUS_PATH=//host/x` joined to a base without a path is a URL of its own, which would
// take the Basic credentials to `host`. The setting is refused at start, naming it; and every
// joined URL is checked to have AEPS_BASE_URL's origin before a request leaves.

import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../bridge/config/index.ts'
import { createUpstreamClient } from '../../../bridge/upstream/client.ts'
import { upstreamUrl } from '../../../bridge/upstream/upstream-url.ts'
import { liveEnv, spawnBridge, tempDataDir } from '../../fixtures/bridge-harness.ts'

const PATH_SETTINGS = ['AEPS_STATUS_PATH', 'AEPS_BANKS_PATH', 'AEPS_2FA_PATH'] as const
const HOSTILE = [
  '//host/x',
  '///x',
  '/v1//status',
  '/v1/status//',
  '\\\\host\\x',
  '/\\host/x',
  'https://host/x',
  'http:/host/x',
  '/v1%2Fstatus',
  '/%2F%2Fhost/x',
  '//127.0.0.1/steal',
]

function refusedSetting(env: Record<string, string>): string | null {
  try {
    loadConfig(env)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).setting
  }
}

describe('an upstream path setting', () => {
  it.each(PATH_SETTINGS)('%s refuses every shape that could name a host, naming itself', (name) => {
    const env = liveEnv('https://aeps.example.net')
    for (const bad of HOSTILE) expect(refusedSetting({ ...env, [name]: bad }), bad).toBe(name)
    // A plain absolute path is still taken.
    expect(refusedSetting({ ...env, [name]: '/v2/service/aeps/status' })).toBeNull()
  })

  it('AEPS_STATUS_PATH=//host/x stops the bridge at start (78), naming the setting', async () => {
    const child = spawnBridge({
      ...liveEnv('https://aeps.example.net'),
      AEPS_STATUS_PATH: '//host/x',
      DATA_DIR: tempDataDir(),
      // Never listened on: the settings are refused first.
      BRIDGE_PORT: '7605',
      STATIC_DIR: 'off',
    })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).toBe(78)
    expect(stderr).toMatch(/Configuration error: AEPS_STATUS_PATH\b/)
    expect(stderr).not.toContain('Sup3r-Secret-Value-42')
  }, 60_000)
})

describe('a joined upstream URL', () => {
  it("keeps AEPS_BASE_URL's origin, or is not made at all", () => {
    for (const base of ['https://aeps.example.net', 'https://aeps.example.net/api'])
      expect(upstreamUrl(new URL(base), '/v1/status')?.origin).toBe('https://aeps.example.net')
    // With no path of its own, the base would turn `//x/...` into a URL on host x.
    for (const path of ['//evil.example/x', '///x', '//127.0.0.1/steal'])
      expect(upstreamUrl(new URL('https://aeps.example.net'), path), path).toBeNull()
    // Under a path of its own, the same text stays on the provider's host.
    expect(upstreamUrl(new URL('https://aeps.example.net/api'), '//x/y')?.host).toBe(
      'aeps.example.net',
    )
  })

  it('sends nothing, credentials included, when the path would leave the origin', async () => {
    // Two loopback listeners: the provider, and a stranger the path tries to reach.
    let reachedStranger = 0
    const stranger = createServer((_req, res) => {
      reachedStranger += 1
      res.end('{}')
    })
    stranger.listen(0, '127.0.0.1')
    await once(stranger, 'listening')
    const strangerPort = (stranger.address() as AddressInfo).port
    try {
      const client = createUpstreamClient({
        baseUrl: 'http://localhost:9',
        user: 'u',
        secret: 's',
        timeoutMs: 2_000,
      })
      const result = await client.call('GET', `//127.0.0.1:${strangerPort}/steal`)
      expect(result).toEqual({ kind: 'unreachable', reason: 'path leaves AEPS_BASE_URL' })
      expect(reachedStranger).toBe(0)
    } finally {
      stranger.close()
    }
  })
})
