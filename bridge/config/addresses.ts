// The settings that name places: the upstream's URL, the browser origins allowed besides the
// bridge's own, the shop's location and the reader's host (docs/install.md, "Settings";
// docs/security.md). Each returns the valid value or throws a ConfigError naming the setting.

import type { ShopLocation } from '../../src/shared/contract.ts'
import { checkLatitude, checkLongitude } from '../../src/shared/fields.ts'
import { isLoopbackHost } from '../../src/shared/loopback.ts'
import { ConfigError, readSetting, type Env } from './settings.ts'

export function requireUpstreamBaseUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    // The value is not echoed: a mistyped URL may still carry credentials.
    throw new ConfigError('AEPS_BASE_URL', 'is not a URL such as https://api.example.in')
  }
  if (url.username || url.password)
    throw new ConfigError(
      'AEPS_BASE_URL',
      'must not carry credentials; use AEPS_USER and AEPS_SECRET',
    )
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    throw new ConfigError(
      'AEPS_BASE_URL',
      'must use https (plain http is allowed only for 127.0.0.1)',
    )
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError('AEPS_BASE_URL', 'must be an https URL')
  if (url.search || url.hash)
    throw new ConfigError('AEPS_BASE_URL', 'must not have a query or fragment')
  return url.href.replace(/\/+$/, '')
}

/** ALLOWED_ORIGINS: exact origins only, never a wildcard (docs/security.md). */
export function requireOrigins(raw: string | null): string[] {
  if (raw === null) return []
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map(requireOrigin)
}

function requireOrigin(o: string): string {
  let url: URL
  try {
    url = new URL(o)
  } catch {
    throw new ConfigError(
      'ALLOWED_ORIGINS',
      `"${o}" is not an origin such as https://intranet.example.in`,
    )
  }
  // Case and a default port are the browser's to normalise (HTTPS://Intranet.test:443 is
  // https://intranet.test); a path, query, fragment or user part means it is not an origin.
  const extra = url.pathname !== '/' || url.search || url.hash || url.username || url.password
  if (o === '*' || url.origin === 'null' || extra)
    throw new ConfigError(
      'ALLOWED_ORIGINS',
      `"${o}" is not an exact origin (scheme://host[:port], no path)`,
    )
  // One exact host: a wildcard would let every look-alike in (docs/security.md rule 3).
  if (url.hostname.includes('*'))
    throw new ConfigError('ALLOWED_ORIGINS', `"${o}" has a wildcard host; list each origin exactly`)
  // A plain-http page elsewhere on the network can be altered on the way (and Chrome does not let
  // it reach loopback anyway): only https, or http on this computer.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    throw new ConfigError(
      'ALLOWED_ORIGINS',
      `"${o}" is not https; an intranet page must be served over https (http only on loopback)`,
    )
  return url.origin
}

/** MERCHANT_LATITUDE and MERCHANT_LONGITUDE, both or neither; null when neither. */
export function requireShopLocation(env: Env): ShopLocation | null {
  const lat = readSetting(env, 'MERCHANT_LATITUDE')
  const lon = readSetting(env, 'MERCHANT_LONGITUDE')
  if (lat === null && lon === null) return null
  if (lat === null)
    throw new ConfigError('MERCHANT_LATITUDE', 'is missing while MERCHANT_LONGITUDE is set')
  if (lon === null)
    throw new ConfigError('MERCHANT_LONGITUDE', 'is missing while MERCHANT_LATITUDE is set')
  const la = checkLatitude(lat)
  if (!la.ok || la.value === undefined)
    throw new ConfigError('MERCHANT_LATITUDE', 'must be a decimal between -90 and 90')
  const lo = checkLongitude(lon)
  if (!lo.ok || lo.value === undefined)
    throw new ConfigError('MERCHANT_LONGITUDE', 'must be a decimal between -180 and 180')
  return { latitude: la.value, longitude: lo.value }
}

/** RD_HOST: a host name, an IPv4 address or a bracketed IPv6 address. */
export function requireRdHost(raw: string): string {
  if (!/^[\w.-]+$|^\[[0-9a-f:]+\]$/i.test(raw))
    throw new ConfigError('RD_HOST', `"${raw}" is not a host name or address`)
  return raw
}

/** An upstream path setting (AEPS_2FA_PATH, AEPS_BANKS_PATH): `off`, or a plain absolute path. */
export function requireUpstreamPath(env: Env, name: string, fallback: string): string | null {
  const raw = readSetting(env, name) ?? fallback
  if (raw === 'off') return null
  // No query and no `..`: the path is joined to AEPS_BASE_URL as it stands. One leading `/` and
  // no `//` anywhere: `//host/x` is a URL of its own, which would take the credentials to `host`
  // (security review P2). Letters, digits and `._~-/` only, so no `\`, scheme or `%2F` either.
  if (!/^\/[\w.~\/-]*$/.test(raw) || raw.includes('//') || /(^|\/)\.\.?(\/|$)/.test(raw))
    throw new ConfigError(name, `must be off or a path such as ${fallback}, not "${raw}"`)
  return raw
}

/**
 * (v1.5) LOCATION_WARN_KM: how far from the shop a browser position may be before the page asks
 * (km, a decimal from 0.1 to 1000; docs/contract.md). Only with a shop location does it matter.
 */
export function requireLocationWarnKm(env: Env, fallback: number): number {
  const raw = readSetting(env, 'LOCATION_WARN_KM')
  if (raw === null) return fallback
  const km = /^\d{1,4}(\.\d{1,3})?$/.test(raw) ? Number(raw) : NaN
  if (!(km >= 0.1 && km <= 1000))
    throw new ConfigError('LOCATION_WARN_KM', `must be a distance in km from 0.1 to 1000, got "${raw}"`)
  return km
}
