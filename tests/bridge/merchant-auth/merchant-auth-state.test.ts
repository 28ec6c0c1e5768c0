import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  MERCHANT_AUTH_FILE,
  MerchantAuthState,
  merchantAuthStatus,
  readKeptMerchantAuth,
} from '../../../bridge/merchant-auth/merchant-auth-state.ts'
import { indiaDate, startOfIndiaDay } from '../../../src/shared/india-day.ts'

describe('startOfIndiaDay', () => {
  it.each([
    ['2026-11-23T10:00:00Z', '2026-11-22T18:30:00.000Z'],
    ['2026-11-23T18:29:59Z', '2026-11-22T18:30:00.000Z'],
    ['2026-11-23T18:30:00Z', '2026-11-23T18:30:00.000Z'],
    ['2026-01-01T00:00:00Z', '2025-12-31T18:30:00.000Z'],
  ])('puts %s in the India day that began at %s', (now, start) => {
    expect(startOfIndiaDay(new Date(now)).toISOString()).toBe(start)
  })

  it('names the India calendar date', () => {
    expect(indiaDate(new Date('2026-11-23T18:45:00Z'))).toBe('2026-11-24')
  })
})

describe('merchantAuthStatus', () => {
  const NOW = new Date('2026-11-23T06:00:00Z') // 11:30 in India
  const kept = (lastSuccessAt: string | null, dueSince: string | null) => ({
    lastSuccessAt,
    dueSince,
  })

  it('is done, with its time, after a success since midnight in India', () => {
    expect(merchantAuthStatus(kept('2026-11-22T18:31:00.000Z', null), NOW, 'on-request')).toEqual({
      state: 'done',
      policy: 'on-request',
      at: '2026-11-22T18:31:00.000Z',
      failuresInARow: 0,
    })
  })

  it('is unknown when the last success was before midnight in India', () => {
    expect(merchantAuthStatus(kept('2026-11-22T18:29:00.000Z', null), NOW, 'on-request')).toEqual({
      state: 'unknown',
      policy: 'on-request',
      at: null,
      failuresInARow: 0,
    })
  })

  it('is due when the upstream asked after the last success, even one of today', () => {
    expect(
      merchantAuthStatus(
        kept('2026-11-23T04:00:00.000Z', '2026-11-23T05:00:00.000Z'),
        NOW,
        'on-request',
      ),
    ).toEqual({
      state: 'due',
      policy: 'on-request',
      at: null,
      dueSince: '2026-11-23T05:00:00.000Z',
      reason: 'asked',
      failuresInARow: 0,
    })
  })

  it('stays due across midnight until one succeeds', () => {
    const later = new Date('2026-11-25T06:00:00Z')
    expect(
      merchantAuthStatus(kept(null, '2026-11-23T05:00:00.000Z'), later, 'on-request').state,
    ).toBe('due')
  })

  it('is off when the bridge is configured without it, whatever was kept', () => {
    expect(merchantAuthStatus(kept('2026-11-23T04:00:00.000Z', null), NOW, 'off')).toEqual({
      state: 'off',
      policy: 'off',
      at: null,
    })
  })

  it('with the daily policy, starts a new India day due until one succeeds (v1.3)', () => {
    expect(merchantAuthStatus(kept('2026-11-22T18:29:00.000Z', null), NOW, 'daily')).toEqual({
      state: 'due',
      policy: 'daily',
      at: null,
      dueSince: '2026-11-22T18:30:00.000Z',
      reason: 'new-day',
      failuresInARow: 0,
    })
    expect(merchantAuthStatus(kept(null, null), NOW, 'daily').state).toBe('due')
  })

  it('with the daily policy, is done after a success since midnight in India', () => {
    expect(merchantAuthStatus(kept('2026-11-22T18:31:00.000Z', null), NOW, 'daily')).toEqual({
      state: 'done',
      policy: 'daily',
      at: '2026-11-22T18:31:00.000Z',
      failuresInARow: 0,
    })
  })

  it.each([null, 'text', [], { lastSuccessAt: 'yesterday', dueSince: 5 }])(
    'reads a kept state of %j as nothing known',
    (value) => {
      expect(readKeptMerchantAuth(value)).toEqual({
        lastSuccessAt: null,
        dueSince: null,
        dueReason: null,
        failuresInARow: 0,
        blockedSince: null,
      })
    },
  )
})

describe('MerchantAuthState', () => {
  const dirs: string[] = []
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'aeps-merchant-auth-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('survives a restart: a success of today is still done', () => {
    const dir = dataDir()
    const now = () => new Date('2026-11-23T06:00:00Z')
    new MerchantAuthState({ dataDir: dir, enabled: true, now }).markDone(
      new Date('2026-11-23T05:00:00Z'),
    )
    expect(new MerchantAuthState({ dataDir: dir, enabled: true, now }).status()).toEqual({
      state: 'done',
      policy: 'on-request',
      at: '2026-11-23T05:00:00.000Z',
      failuresInARow: 0,
    })
  })

  it('keeps the failures in a row, the hand-over and a block across a restart (v1.5)', () => {
    const dir = dataDir()
    const now = () => new Date('2026-11-23T06:00:00Z')
    const first = new MerchantAuthState({ dataDir: dir, enabled: true, now })
    first.markDone(new Date('2026-11-23T04:00:00Z'))
    first.markHandover(new Date('2026-11-23T04:30:00Z'))
    first.markFailure(new Date('2026-11-23T04:40:00Z'), false)
    first.markFailure(new Date('2026-11-23T04:50:00Z'), false)
    const again = new MerchantAuthState({ dataDir: dir, enabled: true, now }).status()
    expect(again).toMatchObject({ state: 'due', reason: 'handover', failuresInARow: 2 })
    expect(again.warning).toMatch(/third failure/)
    const blocked = new MerchantAuthState({ dataDir: dir, enabled: true, now })
    blocked.markFailure(new Date('2026-11-23T05:00:00Z'), true)
    expect(new MerchantAuthState({ dataDir: dir, enabled: true, now }).status()).toMatchObject({
      state: 'blocked',
      blockedSince: '2026-11-23T05:00:00.000Z',
      failuresInARow: 3,
    })
    blocked.markDone(new Date('2026-11-23T05:30:00Z'))
    expect(new MerchantAuthState({ dataDir: dir, enabled: true, now }).status()).toEqual({
      state: 'done',
      policy: 'on-request',
      at: '2026-11-23T05:30:00.000Z',
      failuresInARow: 0,
    })
  })

  it('keeps the first time it was asked, and a success clears it', () => {
    const dir = dataDir()
    const state = new MerchantAuthState({
      dataDir: dir,
      enabled: true,
      now: () => new Date('2026-11-23T06:00:00Z'),
    })
    state.markDue(new Date('2026-11-23T05:00:00Z'))
    state.markDue(new Date('2026-11-23T05:30:00Z'))
    expect(state.status()).toMatchObject({ state: 'due', dueSince: '2026-11-23T05:00:00.000Z' })
    state.markDone(new Date('2026-11-23T05:45:00Z'))
    expect(state.status().state).toBe('done')
  })

  it('writes an owner-only file with the times, a reason and a count, and nothing else', () => {
    const dir = dataDir()
    new MerchantAuthState({ dataDir: dir, enabled: true }).markDone(new Date())
    const file = join(dir, MERCHANT_AUTH_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8'))).sort()).toEqual([
      'blockedSince',
      'dueReason',
      'dueSince',
      'failuresInARow',
      'lastSuccessAt',
    ])
  })

  it('starts as unknown from a damaged file', () => {
    const dir = dataDir()
    writeFileSync(join(dir, MERCHANT_AUTH_FILE), '{"lastSucc')
    expect(new MerchantAuthState({ dataDir: dir, enabled: true }).status().state).toBe('unknown')
  })
})
