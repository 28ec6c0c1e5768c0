// Where the bridge is: fixed at build time (VITE_BRIDGE_URL), default same origin. A page served
// by the bridge itself needs no CORS and no Local Network Access permission (security.md).

export const BRIDGE_BASE_URL: string = (import.meta.env.VITE_BRIDGE_URL ?? '').replace(/\/+$/, '')

/** True when the bridge is on another origin than this page (a hosted page). */
export function isCrossOrigin(
  base = BRIDGE_BASE_URL,
  here: Location | URL = window.location,
): boolean {
  if (base === '') return false
  try {
    return new URL(base, here.href).origin !== here.origin
  } catch {
    return true
  }
}
