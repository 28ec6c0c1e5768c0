// The key that signed release/, at hand again for a second build of the same signer: the next
// version an upgrade test installs over the release. A signed desk hands over only to a build its
// own key signed (bridge/cli/build-trust.ts), so an honest upgrade between two releases signs both
// with one key: IT's (AEPS_SIGN_PKCS12) or the release suite's throwaway one. A release signed by a
// key not at hand is an error here, never a silently unsigned next build.

import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RELEASE, THROWAWAY_DIR } from './build.ts'
import { writeSignerCertificate } from './detached-signature.ts'
import { releaseNames } from './release-names.ts'
import { sameThrowawaySigning, signingFromEnvironment, type Signing } from './sign.ts'

/** The signer's certificate as the release publishes it (PEM). */
function certificateOf(signing: Signing): string {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-release-signing-'))
  try {
    writeSignerCertificate(join(dir, 'cert.pem'), signing)
    return readFileSync(join(dir, 'cert.pem'), 'utf8')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The signing that made `out` (release/), or null when it is unsigned (it publishes no signer). */
export function releaseSigning(out: string = RELEASE): Signing | null {
  const published = join(out, releaseNames().signer)
  if (!existsSync(published)) return null
  const candidates = [signingFromEnvironment()]
  if (existsSync(join(THROWAWAY_DIR, 'throwaway.p12')))
    candidates.push(sameThrowawaySigning(THROWAWAY_DIR))
  const signer = readFileSync(published, 'utf8')
  const same = candidates.find((signing) => signing !== null && certificateOf(signing) === signer)
  if (!same)
    throw new Error(
      `${published}: release/ was signed by a key that is not at hand (neither AEPS_SIGN_PKCS12 ` +
        `nor ${THROWAWAY_DIR}); build it again before a second build of the same signer`,
    )
  return same
}
