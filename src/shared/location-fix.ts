// (v1.5) A position the desk can stand behind. The bank uses location as a fraud parameter
// (RBI/2025-26/63): a browser fix far from the shop (a VPN, an IP-based guess, a laptop moved)
// is not sent silently. The page compares the fix with the configured shop location before the
// capture and asks; the record keeps where the position came from and the fix's accuracy.

import { passed, refused, type Checked } from './checked.ts'
import type { ShopLocation } from './contract.ts'

/** LOCATION_WARN_KM when it is not set. */
export const DEFAULT_LOCATION_WARN_KM = 5

/** A browser's accuracy is a radius in metres; anything past this is not a position at all. */
export const LOCATION_ACCURACY_MAX_M = 1_000_000

export interface Fix {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance (haversine): the shop's scale needs no ellipsoid. */
export function distanceKm(a: Fix, b: Fix): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * How far a fix is from the shop, when that is a question at all: null without a configured shop
 * location (nothing changes then) or within `warnKm`; else the distance in km.
 */
export function farFromShop(fix: Fix, shop: ShopLocation | null, warnKm: number): number | null {
  if (shop === null) return null
  const shopFix = { latitude: Number(shop.latitude), longitude: Number(shop.longitude) }
  if (!Number.isFinite(shopFix.latitude) || !Number.isFinite(shopFix.longitude)) return null
  const km = distanceKm(fix, shopFix)
  return km > warnKm ? km : null
}

export interface AccuracyProblem {
  field: 'locationAccuracyM'
  message: string
}

/** The fix's accuracy as the browser gave it: absent, or metres from 0 to 1,000 km, rounded. */
export function checkLocationAccuracy(
  value: unknown,
): Checked<number | undefined, AccuracyProblem> {
  if (value === undefined || value === null) return passed(undefined)
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    return refused({
      field: 'locationAccuracyM',
      message: 'locationAccuracyM must be the position’s accuracy in metres (a number, 0 or more).',
    })
  if (value > LOCATION_ACCURACY_MAX_M)
    return refused({
      field: 'locationAccuracyM',
      message: 'locationAccuracyM is more than 1,000 km: that is not a position.',
    })
  return passed(Math.round(value))
}
