// The provider's clock, as the `Date` header of its answers tells it (RFC 9110: whole seconds,
// GMT). Contract v1.5's `clock.skewSeconds` is this computer's clock minus the provider's; the
// journal takes an agreeing reading as the one trusted word that lets its own time catch up with
// this computer's clock (journal/clock.ts). One rule for both, so they never read it differently.

/**
 * This computer's clock minus the provider's, in ms, from a Date header received at `receivedAt`
 * (this computer's epoch ms); null when there is no usable header. The header's second is taken
 * at its middle, so the reading is off by at most half a second plus the reply's travel.
 */
export function skewFromDate(header: string | undefined, receivedAt: number): number | null {
  if (header === undefined || header.trim() === '') return null
  const provider = Date.parse(header)
  if (!Number.isFinite(provider)) return null
  return receivedAt - (provider + 500)
}

/** Told of every answer's Date header, live mode only (compose.ts wires the journal to it). */
export type ProviderDateListener = (skewMs: number) => void
