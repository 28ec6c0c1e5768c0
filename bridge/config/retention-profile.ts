// RETENTION_PROFILE (docs/install.md, "Retention profiles"): how long the journal keeps its
// records, named for the rule a network answers to. `standard` is the project's 90 days. `dpdp`
// is the DPDP Rules 2025, Rule 8(3) (in force from 13 May 2027): a data fiduciary keeps "such
// personal data, associated traffic data and other logs of the processing for a minimum period of
// one year from the date of such processing". A network that relies on the desk's journal as its
// log of processing picks it; then a JOURNAL_RETENTION_DAYS under a year is refused at start,
// because a desk that quietly deletes early breaks the rule the network chose. The profile keeps
// the record of processing only: the customer's balance and statement entries stay on the reprint
// window (REPRINT_HOURS, which may not be 0 under it), and the journal never held an Aadhaar
// number, PID block or device identity to begin with (reg. 20's proviso). The longer period goes
// through the journal's clock guard like any other (bridge/journal/maintenance.ts).

import { ConfigError, readSetting, requireInteger, type Env } from './settings.ts'

export const RETENTION_PROFILES = ['standard', 'dpdp'] as const
export type RetentionProfile = (typeof RETENTION_PROFILES)[number]

/**
 * Each profile's journal retention when JOURNAL_RETENTION_DAYS is unset, and the fewest days it
 * keeps a record (0: no floor; the merchant may purge everything).
 */
export const PROFILE_DAYS: Record<RetentionProfile, { fallback: number; least: number }> = {
  standard: { fallback: 90, least: 0 },
  // "a minimum period of one year from the date of such processing": a year with 29 February in
  // it is 366 days, so 365 would delete a record a day early once every four years.
  dpdp: { fallback: 366, least: 366 },
}

/** The rule a profile keeps, for `check` and for a refusal. */
export const PROFILE_RULE: Record<RetentionProfile, string> = {
  standard: "the project's default, no rule's minimum",
  dpdp: 'DPDP Rules 2025, Rule 8(3), from 13/05/2027: logs of processing kept at least one year',
}

/** What the merchant's purge must keep under a profile (journal option keepAtLeast), or null. */
export function retentionFloor(profile: RetentionProfile): { days: number; why: string } | null {
  const { least } = PROFILE_DAYS[profile]
  return least === 0
    ? null
    : { days: least, why: `RETENTION_PROFILE=${profile}, ${PROFILE_RULE[profile]}` }
}

export interface RetentionSettings {
  retentionProfile: RetentionProfile
  journalRetentionDays: number
  reprintHours: number
}

export function requireRetention(env: Env, reprintFallback: number): RetentionSettings {
  const raw = readSetting(env, 'RETENTION_PROFILE')?.toLowerCase() ?? 'standard'
  if (!(RETENTION_PROFILES as readonly string[]).includes(raw))
    throw new ConfigError(
      'RETENTION_PROFILE',
      `must be ${RETENTION_PROFILES.join(' or ')}, got "${readSetting(env, 'RETENTION_PROFILE')}"`,
    )
  const retentionProfile = raw as RetentionProfile
  const { fallback, least } = PROFILE_DAYS[retentionProfile]
  const journalRetentionDays = requireInteger(env, 'JOURNAL_RETENTION_DAYS', fallback, [1, 3650])
  if (journalRetentionDays < least)
    throw new ConfigError(
      'JOURNAL_RETENTION_DAYS',
      `is ${journalRetentionDays} days, under the ${least} days of RETENTION_PROFILE=${retentionProfile} ` +
        `(${PROFILE_RULE[retentionProfile]}): set it to ${least} or more, or unset it`,
    )
  const reprintHours = requireInteger(env, 'REPRINT_HOURS', reprintFallback, [0, 24 * 3650])
  if (retentionProfile === 'dpdp' && reprintHours === 0)
    throw new ConfigError(
      'REPRINT_HOURS',
      `0 keeps every balance and statement entry for the whole ${journalRetentionDays} days; ` +
        'RETENTION_PROFILE=dpdp keeps the record of processing a year, not what the customer was told: ' +
        'set the hours the receipt may be printed again (24 unless set)',
    )
  return { retentionProfile, journalRetentionDays, reprintHours }
}
