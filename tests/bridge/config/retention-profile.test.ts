// RETENTION_PROFILE (bridge/config/retention-profile.ts): the DPDP Rules 2025, Rule 8(3) profile
// keeps records at least a year, refuses at start a JOURNAL_RETENTION_DAYS that breaks it (naming
// the setting and the rule), keeps the customer's balance on the reprint window, and `check` says
// which profile a desk runs.

import { describe, expect, it } from 'vitest'
import { retentionFinding, settingProblems } from '../../../bridge/cli/check.ts'
import { ConfigError, loadConfig } from '../../../bridge/config/index.ts'
import { retentionFloor } from '../../../bridge/config/retention-profile.ts'

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('loadConfig accepted ' + JSON.stringify(env))
}

describe('RETENTION_PROFILE', () => {
  it('is standard, 90 days, with no floor for the merchant’s purge when unset', () => {
    const config = loadConfig({})
    expect([config.retentionProfile, config.journalRetentionDays]).toEqual(['standard', 90])
    expect(retentionFloor(config.retentionProfile)).toBeNull()
    expect(loadConfig({ JOURNAL_RETENTION_DAYS: '1' }).journalRetentionDays).toBe(1)
  })

  it('dpdp keeps 366 days unless set (a year with 29 February in it), and takes longer ones', () => {
    const config = loadConfig({ RETENTION_PROFILE: 'dpdp' })
    expect([config.retentionProfile, config.journalRetentionDays]).toEqual(['dpdp', 366])
    expect(config.reprintHours).toBe(24)
    expect(loadConfig({ RETENTION_PROFILE: ' DPDP ' }).retentionProfile).toBe('dpdp')
    const longer = { RETENTION_PROFILE: 'dpdp', JOURNAL_RETENTION_DAYS: '3650' }
    expect(loadConfig(longer).journalRetentionDays).toBe(3650)
    expect(retentionFloor('dpdp')).toEqual({ days: 366, why: expect.stringMatching(/Rule 8\(3\)/) })
  })

  it.each(['1', '90', '365'])(
    'dpdp refuses JOURNAL_RETENTION_DAYS=%s at start, naming the setting and Rule 8(3)',
    (days) => {
      const error = refusal({ RETENTION_PROFILE: 'dpdp', JOURNAL_RETENTION_DAYS: days })
      expect(error.setting).toBe('JOURNAL_RETENTION_DAYS')
      expect(error.message).toMatch(
        new RegExp(
          `^JOURNAL_RETENTION_DAYS: is ${days} days, under the 366 days of RETENTION_PROFILE=dpdp`,
        ),
      )
      expect(error.message).toContain('DPDP Rules 2025, Rule 8(3)')
    },
  )

  it('dpdp refuses REPRINT_HOURS=0: the year is for the record of processing, not the balance', () => {
    const error = refusal({ RETENTION_PROFILE: 'dpdp', REPRINT_HOURS: '0' })
    expect(error.setting).toBe('REPRINT_HOURS')
    expect(error.message).toMatch(/whole 366 days/)
    expect(loadConfig({ RETENTION_PROFILE: 'dpdp', REPRINT_HOURS: '48' }).reprintHours).toBe(48)
  })

  it.each(['dpdp-8-3', 'none', '365'])('refuses the unknown profile %j, naming it', (value) => {
    expect(refusal({ RETENTION_PROFILE: value }).message).toBe(
      `RETENTION_PROFILE: must be standard or dpdp, got "${value}"`,
    )
  })

  it('check names a profile breach together with the other wrong settings', () => {
    const problems = settingProblems({
      RETENTION_PROFILE: 'dpdp',
      JOURNAL_RETENTION_DAYS: '90',
      BRIDGE_PORT: 'seven',
    })
    expect(problems.map((p) => p.setting).sort()).toEqual(['BRIDGE_PORT', 'JOURNAL_RETENTION_DAYS'])
  })

  it('check reports which profile the desk runs, and what it keeps', () => {
    const dpdp = retentionFinding(loadConfig({ RETENTION_PROFILE: 'dpdp' }))
    expect(dpdp.verdict).toBe('ok')
    expect(dpdp.text).toMatch(
      /^retention profile dpdp \(DPDP Rules 2025, Rule 8\(3\), from 13\/05\/2027/,
    )
    expect(dpdp.text).toContain('records kept 366 days, balances and statement entries 24 hours')
    const standard = retentionFinding(loadConfig({ REPRINT_HOURS: '0' }))
    expect(standard.verdict).toBe('note')
    expect(standard.text).toMatch(
      /^retention profile standard: records kept 90 days, balances and statement entries with the record\./,
    )
    expect(standard.text).toContain('RETENTION_PROFILE=dpdp')
  })
})
