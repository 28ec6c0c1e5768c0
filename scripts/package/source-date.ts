// The one moment a release's files carry: SOURCE_DATE_EPOCH (reproducible-builds.org) when set,
// else the commit's own time, so that two builds of one commit give the same bytes (README,
// "Reproducible release"). Outside a git checkout with no SOURCE_DATE_EPOCH it is refused rather
// than guessed: a clock time would make every build differ.

import { execFileSync } from 'node:child_process'
import { ROOT } from './runtimes.ts'

export function sourceDateEpoch(): number {
  const set = process.env.SOURCE_DATE_EPOCH
  if (set !== undefined && set !== '') {
    if (!/^\d+$/.test(set)) throw new Error(`SOURCE_DATE_EPOCH=${set} is not a number of seconds`)
    return Number(set)
  }
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' })
    return Number(out.trim())
  } catch {
    throw new Error('not a git checkout: set SOURCE_DATE_EPOCH to the release commit time')
  }
}

/** `faketime`'s frozen-clock form of that moment, in UTC: tools with no SOURCE_DATE_EPOCH read it. */
export function frozenClock(epoch: number): string {
  return new Date(epoch * 1000).toISOString().replace('T', ' ').slice(0, 19)
}
