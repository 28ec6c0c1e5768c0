// Where an upstream call goes: AEPS_BASE_URL's own path, then the operation's path. The path
// settings are checked at start (config/addresses.ts: one leading `/`, nothing that could name a
// host), and this is the last line behind that check: a joined URL whose origin is not the base's
// is never requested, so the Basic credentials cannot leave for another host whatever a path holds
// (security review 2026-11-29, P2).

/** The URL a call to `path` goes to, or null when it would leave AEPS_BASE_URL's origin. */
export function upstreamUrl(base: URL, path: string): URL | null {
  let url: URL
  try {
    url = new URL(base.pathname.replace(/\/$/, '') + path, base)
  } catch {
    return null
  }
  return url.origin === base.origin ? url : null
}
