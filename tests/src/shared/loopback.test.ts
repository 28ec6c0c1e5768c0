// One loopback rule for the bridge and one for the browser (src/shared/loopback.ts).
import { describe, expect, it } from 'vitest'
import { isBrowserLoopbackHost, isLoopbackHost } from '../../../src/shared/loopback.ts'

describe('isLoopbackHost', () => {
  it.each([['127.0.0.1'], ['127.1.2.3'], ['localhost'], ['LOCALHOST'], ['[::1]'], ['::1']])(
    'accepts %s',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true)
    },
  )

  it.each([
    ['10.0.0.1'],
    ['127.0.0.1.example.com'],
    ['localhost.example.com'],
    ['0.0.0.0'],
    ['[::]'],
  ])('refuses %s', (host) => {
    expect(isLoopbackHost(host)).toBe(false)
  })
})

describe('isBrowserLoopbackHost', () => {
  it.each([['127.0.0.1'], ['127.1.2.3'], ['localhost'], ['[::1]'], ['app.localhost']])(
    'accepts %s',
    (host) => {
      expect(isBrowserLoopbackHost(host)).toBe(true)
    },
  )

  it('takes *.localhost, which browsers resolve themselves and Node may not', () => {
    expect(isLoopbackHost('app.localhost')).toBe(false)
    expect(isBrowserLoopbackHost('app.localhost')).toBe(true)
  })

  it.each([['10.0.0.1'], ['localhost.example.com'], ['0.0.0.0'], ['[::]'], ['127.256.0.1']])(
    'refuses %s',
    (host) => {
      expect(isBrowserLoopbackHost(host)).toBe(false)
    },
  )
})
