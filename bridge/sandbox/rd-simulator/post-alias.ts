// Builds disagree on POST (docs/rd-service.md §5.1): a client that probed a Mantra MFS110 AVDM got
// 405 for GET and POST on every path, while sparquer24/alms drives an MFS110 L1's /rd/info and
// /rd/capture with POST and gets real replies. The simulator answers 405 unless told to act as a
// build of the second kind, where a POST stands for the RD verb of the path it is sent to.

import type { Personality } from './personalities.ts'

export type RdVerb = 'RDSERVICE' | 'DEVICEINFO' | 'CAPTURE'

/** The RD verb a POST to this path stands for on a POST-alias build; null where it is no alias. */
export function postAliasVerb(path: string, personality: Personality): RdVerb | null {
  if (path === personality.paths.capture) return 'CAPTURE'
  if (path === personality.paths.info) return 'DEVICEINFO'
  // Discovery is RDSERVICE on the bare URL (§1.2). alms shows POST only on the two paths above;
  // POST / as RDSERVICE is the same rule carried over (inference).
  if (path === '/') return 'RDSERVICE'
  return null
}
