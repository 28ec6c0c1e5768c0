// What one upstream answer says about the Basic credentials (docs/contract.md v1.4, `credentials`):
// `refused` when the provider answered 401/403 or its unauthorized code (docs/provider-api.md
// section 5: 0x0201, UNAUTHORIZED); `ok` when it answered in its own envelope with any other known
// result, which it does only once the credentials passed; null when the answer proves nothing (no
// answer, a gateway's page, a 5xx, a reply that is not the provider's envelope).

import { classifyResult } from '../../src/shared/results.ts'
import type { UpstreamResult } from '../upstream/client.ts'

export type CredentialsVerdict = 'ok' | 'refused'

export function credentialsVerdict(result: UpstreamResult): CredentialsVerdict | null {
  if (result.kind !== 'reply' && result.kind !== 'bad-reply') return null
  if (result.httpStatus === 401 || result.httpStatus === 403) return 'refused'
  if (result.kind !== 'reply') return null
  const json = result.json
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null
  const envelope = json as Record<string, unknown>
  const outcome = classifyResult(envelope.code, envelope.status)
  if (outcome === 'unauthorized') return 'refused'
  // A 5xx with a known code is the provider's own trouble, said before or after the credentials.
  if (outcome === 'unknown' || result.httpStatus >= 500) return null
  return 'ok'
}
