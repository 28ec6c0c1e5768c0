// The key that signs this project's releases, as a signed build carries it (scripts/package/build.ts
// puts the signer's certificate among the executable's assets). A supervisor of a signed build
// hands over only to a build whose SHA256SUMS carries a signature by the same key
// (build-trust.ts), so a set of files swapped and re-signed by anyone else, or an unsigned
// build, is refused. An unsigned build (a developer's, the test suites') carries no key: its
// hand-over rests on the other facts of build-trust.ts alone.

import { createPublicKey, type KeyObject } from 'node:crypto'
import { inExecutable, requireShippedFile } from '../assets.ts'

/** The asset's name inside the executable. */
export const SIGNER_ASSET = 'release-signer.pem'

/** This build's signer's public key, or null for an unsigned build. */
export function releaseSigner(): KeyObject | null {
  if (!inExecutable) return null
  let pem: string
  try {
    pem = requireShippedFile(SIGNER_ASSET)
  } catch {
    return null
  }
  return createPublicKey(pem)
}
