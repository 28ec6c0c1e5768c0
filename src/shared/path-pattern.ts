// Matching a path against a pattern such as `/api/transactions/:id`: used by the bridge's router
// and by the app's. Exact: whoever wants a trailing slash tolerated strips it first.

/** The pattern's `:name` segments, decoded, when the path matches; otherwise null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const g = got[i]!
    if (w.startsWith(':')) {
      if (g === '') return null
      try {
        params[w.slice(1)] = decodeURIComponent(g)
      } catch {
        return null
      }
    } else if (w !== g) return null
  }
  return params
}
