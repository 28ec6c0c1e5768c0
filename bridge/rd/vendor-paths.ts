// Where a service's CAPTURE and DEVICEINFO live. The RDService reply names them (docs/rd-service.md
// §1.3), but not always usably: Morpho L0 soft writes `/127.0.0.1:11102/capture`, which is why
// every Morpho integration hard-codes `/capture` and `/getDeviceInfo`. So: take the path by
// Interface id, clean what can be cleaned, and fall back to the vendor's known path.

export interface RdPaths {
  capture: string
  info: string
}

const MANTRA_STYLE: RdPaths = { capture: '/rd/capture', info: '/rd/info' }
const MORPHO_STYLE: RdPaths = { capture: '/capture', info: '/getDeviceInfo' }

/** Known paths by the service's info string (§1.3 table); Mantra's are the common default. */
export function vendorPaths(info: string): RdPaths {
  return /morpho|idemia/i.test(info) ? MORPHO_STYLE : MANTRA_STYLE
}

const USABLE_PATH = /^\/[A-Za-z0-9._~!$&'()*+,;=@%/-]*$/

/** A path that can go on a request line as is: absolute, no host, no scheme, no `..`. */
export function isUsablePath(path: string): boolean {
  return USABLE_PATH.test(path) && !path.startsWith('//') && !path.split('/').includes('..')
}

/**
 * A listed path made usable, or null: a full URL gives its path, and a `/host:port` prefix
 * (Morpho's quirk) is dropped.
 */
export function cleanPath(raw: string | undefined): string | null {
  if (raw === undefined) return null
  let path = raw.trim()
  if (path === '') return null
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.replace(/^\/?(?:\[[0-9a-f:]+\]|[\w.-]+):\d{1,5}(?=\/)/i, '')
  if (!path.startsWith('/')) path = '/' + path
  return isUsablePath(path) ? path : null
}

/** Paths to use: the listed ones where usable, else the vendor's. */
export function resolvePaths(
  info: string,
  listed: { capture?: string; info?: string },
): RdPaths & { fallback: RdPaths } {
  const fallback = vendorPaths(info)
  return {
    capture: cleanPath(listed.capture) ?? fallback.capture,
    info: cleanPath(listed.info) ?? fallback.info,
    fallback,
  }
}
