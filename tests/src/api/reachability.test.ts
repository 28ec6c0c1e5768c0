// @vitest-environment happy-dom
// How the page tells apart the ways it can fail to use the bridge, which bridge
// contracts it works with, where a hosted page finds the bridge, and how it looks again by itself.
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/api/api-error.ts'
import { parseBridgeConfig } from '../../../src/api/base-url.ts'
import { getJson, postJson, refuseBridgeCalls } from '../../../src/api/client.ts'
import {
  diagnoseUnreachable,
  RETRY_DELAYS_MS,
  type PageFacts,
} from '../../../src/api/reachability.ts'
import { CONTRACT_VERSION, contractFit } from '../../../src/shared/contract-version.ts'
import { useStatusStore } from '../../../src/stores/status.ts'

const api = vi.hoisted(() => ({ fetchStatus: vi.fn() }))
vi.mock('../../../src/api/bridge.ts', () => api)

const unreachable = new ApiError(null, 'BRIDGE_UNREACHABLE', 'no')
const served: PageFacts = {
  pageUrl: 'http://127.0.0.1:7410/',
  bridgeBase: '',
  isSecureContext: true,
  lnaPermission: null,
  answersOpaquely: null,
}
const hosted: PageFacts = {
  pageUrl: 'https://intranet.example.in/',
  bridgeBase: 'http://127.0.0.1:7410',
  isSecureContext: true,
  lnaPermission: 'granted',
  answersOpaquely: false,
}

describe('diagnoseUnreachable', () => {
  it('says the bridge is not running for a page it serves itself', () => {
    expect(diagnoseUnreachable(unreachable, served)).toBe('not-running')
  })

  it('says an http page on another host can never reach a loopback bridge', () => {
    expect(
      diagnoseUnreachable(unreachable, {
        ...hosted,
        pageUrl: 'http://intranet.example.in/desk',
        isSecureContext: false,
      }),
    ).toBe('insecure-page')
  })

  it.each([
    ['denied', 'lna-denied'],
    ['prompt', 'lna-prompt'],
    ['granted', 'not-running'],
  ] as const)('reads Chrome’s local network permission %s as %s', (permission, reason) => {
    expect(diagnoseUnreachable(unreachable, { ...hosted, lnaPermission: permission })).toBe(reason)
  })

  it('reads a no-cors answer from a loopback bridge as a refused origin, not a stopped bridge', () => {
    expect(diagnoseUnreachable(unreachable, { ...hosted, answersOpaquely: true })).toBe(
      'origin-refused',
    )
  })

  it('reads a no-cors answer at a name other than loopback as a refused Host', () => {
    expect(
      diagnoseUnreachable(unreachable, {
        ...hosted,
        bridgeBase: 'http://desk-bridge.example.in:7410',
        answersOpaquely: true,
      }),
    ).toBe('host-refused')
  })

  it('puts the permission before the no-cors answer, which the permission blocks too', () => {
    expect(
      diagnoseUnreachable(unreachable, {
        ...hosted,
        lnaPermission: 'denied',
        answersOpaquely: true,
      }),
    ).toBe('lna-denied')
  })

  it('takes the bridge’s own refusals at their word', () => {
    expect(diagnoseUnreachable(new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'no'), served)).toBe(
      'origin-refused',
    )
    expect(diagnoseUnreachable(new ApiError(403, 'HOST_NOT_ALLOWED', 'no'), served)).toBe(
      'host-refused',
    )
  })
})

describe('contractFit', () => {
  it.each([
    ['1.0', '1.0', 'fits'],
    ['1.2', '1.0', 'fits'],
    ['1.2.3', '1.2', 'fits'],
    ['0.9', '1.0', 'too-old'],
    ['1.0', '1.1', 'too-old'],
    ['2.0', '1.2', 'too-new'],
    ['banana', '1.0', 'too-new'],
  ] as const)('a bridge with %s for a page built for %s: %s', (bridge, page, fit) => {
    expect(contractFit(bridge, page)).toBe(fit)
  })

  it('reads a bridge that states no contract as 1.0', () => {
    expect(contractFit(undefined, '1.0')).toBe('fits')
    expect(contractFit(undefined, '1.1')).toBe('too-old')
  })
})

describe('parseBridgeConfig', () => {
  it.each([
    ['http://127.0.0.1:7500/', 'http://127.0.0.1:7500'],
    [' https://localhost:7410 ', 'https://localhost:7410'],
    ['http://[::1]:7410', 'http://[::1]:7410'],
    ['HTTP://LOCALHOST:7410/', 'http://localhost:7410'],
    // Written out, a default port is explicit; the origin drops it as the browser does.
    ['http://127.0.0.1:80', 'http://127.0.0.1'],
  ])('takes a loopback bridgeUrl with an explicit port: %s', (bridgeUrl, origin) => {
    expect(parseBridgeConfig({ bridgeUrl })).toBe(origin)
  })

  it.each([
    [{ bridgeUrl: '' }],
    [{}],
    [null],
    [{ bridgeUrl: 'javascript:alert(1)' }],
    [{ bridgeUrl: 7 }],
  ])('keeps the built address for %j', (data) => {
    expect(parseBridgeConfig(data)).toBeNull()
  })

  // The review's `…@evil.example` became http://evil.example before this.
  it.each([
    'http://127.0.0.1:7410@evil.example',
    'http://127.0.0.1:7410@evil.example:7410',
    'http://user:pw@127.0.0.1:7410',
    'https://evil.example',
    'https://evil.example:7410',
    'http://192.168.1.10:7410',
    'http://127.0.0.1.evil.example:7410',
    'http://localhost.evil.example:7410',
    'http://app.localhost:7410',
    'http://0.0.0.0:7410',
    'http://[::]:7410',
    'http://evil.example#@127.0.0.1:7410',
    'http://evil.example?@127.0.0.1:7410',
    'http://127.0.0.1',
    'http://127.0.0.1:7410/x',
    'http://127.0.0.1:7410?x=1',
    'http://127.0.0.1:7410#x',
    'ws://127.0.0.1:7410',
    'file:///etc/passwd',
  ])('refuses %s and keeps the built address', (bridgeUrl) => {
    expect(parseBridgeConfig({ bridgeUrl })).toBeNull()
  })
})

describe('a bridge the page cannot work with', () => {
  afterEach(() => refuseBridgeCalls(null))

  it('gets no call but the status call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const refusal = new ApiError(200, 'BRIDGE_INCOMPATIBLE', 'no')
    refuseBridgeCalls(refusal)
    await expect(postJson('/api/balance-enquiries', {})).rejects.toBe(refusal)
    await expect(getJson('/api/devices')).rejects.toBe(refusal)
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })
})

describe('useStatusStore looking again', () => {
  const READY = {
    mode: 'sandbox',
    version: '1.0.0',
    contract: CONTRACT_VERSION,
    merchant: { loginId: 'M1' },
    upstream: 'http://127.0.0.1:1',
    shopLocation: null,
    journalRetentionDays: 90,
    upstreamTimeoutMs: 4000,
  }

  beforeEach(() => {
    setActivePinia(createPinia())
    vi.clearAllMocks()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    refuseBridgeCalls(null)
  })

  it('backs off 2, 3, then every 5 s, says when, and stops once the bridge answers', async () => {
    api.fetchStatus.mockRejectedValue(unreachable)
    const status = useStatusStore()
    await status.load()
    expect(status.state).toMatchObject({ kind: 'error', reason: 'not-running' })
    for (const delay of [...RETRY_DELAYS_MS, 5_000]) {
      expect(status.nextLookAt! - Date.now()).toBe(delay)
      const calls = api.fetchStatus.mock.calls.length
      await vi.advanceTimersByTimeAsync(delay - 1)
      expect(api.fetchStatus).toHaveBeenCalledTimes(calls)
      await vi.advanceTimersByTimeAsync(1)
      expect(api.fetchStatus).toHaveBeenCalledTimes(calls + 1)
    }
    api.fetchStatus.mockResolvedValue(READY)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(status.state.kind).toBe('ready')
    expect(status.nextLookAt).toBeNull()
    const calls = api.fetchStatus.mock.calls.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(api.fetchStatus).toHaveBeenCalledTimes(calls)
  })

  it('keeps the notice on screen while it looks again', async () => {
    api.fetchStatus.mockRejectedValue(unreachable)
    const status = useStatusStore()
    await status.load()
    let release!: () => void
    api.fetchStatus.mockReturnValue(
      new Promise((_, reject) => (release = () => reject(unreachable))),
    )
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0])
    expect(status.state.kind).toBe('error')
    expect(status.looking).toBe(true)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(status.looking).toBe(false)
  })

  it.each([
    ['1.1', 'bridge-too-old'],
    ['0.9', 'bridge-too-old'],
    ['2.0', 'bridge-too-new'],
  ])(
    'turns a bridge with contract %s away as %s and refuses other calls',
    async (contract, reason) => {
      api.fetchStatus.mockResolvedValue({ ...READY, contract })
      const status = useStatusStore()
      await status.load()
      expect(status.state).toMatchObject({ kind: 'error', reason })
      expect(status.misfitContract).toBe(contract)
      await expect(postJson('/api/mini-statements', {})).rejects.toMatchObject({
        code: 'BRIDGE_INCOMPATIBLE',
      })
      api.fetchStatus.mockResolvedValue(READY)
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0])
      expect(status.state.kind).toBe('ready')
    },
  )
})
