// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { matchPath, resolveRoute } from '../../src/router.ts'

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/settings', '/settings', {}],
    ['/settings', '/settings/', {}],
    ['/transactions/:id', '/transactions/0mwrc-61ca', { id: '0mwrc-61ca' }],
    ['/transactions/:id', '/transactions/a%20b', { id: 'a b' }],
  ])('matches %s against %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params)
  })

  it.each([
    ['/', '/settings'],
    ['/transactions/:id', '/transactions'],
    ['/transactions/:id', '/transactions/'],
    ['/transactions/:id', '/transactions/%E0%A4'],
    ['/settings', '/settingsx'],
  ])('does not match %s against %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull()
  })
})

describe('resolveRoute', () => {
  it('names the page, its parameters and the hash', () => {
    const route = resolveRoute('/transactions/abc?x=1#receipt')
    expect(route).toMatchObject({
      name: 'transaction',
      params: { id: 'abc' },
      hash: 'receipt',
      path: '/transactions/abc',
    })
  })

  it('sends unknown paths to the not-found page', () => {
    expect(resolveRoute('/nowhere').name).toBe('not-found')
  })
})
