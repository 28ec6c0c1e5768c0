// The MSI version of a release: the rule every MSI that can reach a laptop follows (README,
// "Versions"). Windows Installer compares only major.minor.build (a fourth field is ignored),
// with major and minor up to 255 and build up to 65535. So the pre-release stage goes into the
// third field: build = patch × 100 + stage, where a release is stage 99 and its pre-releases come
// below it (alpha.N: N, beta.N: 20 + N, rc.N: 40 + N). 1.0.1-rc.2 is 1.0.142, 1.0.1 is 1.0.199 and
// 1.0.2-alpha.1 is 1.0.201: each later build is higher, a pre-release never equals its release,
// and a release sorts above all of its pre-releases. Any other suffix is refused at build time,
// since no MSI version could sort it.

const RELEASE_STAGE = 99
const STAGES: Record<string, { base: number; max: number }> = {
  alpha: { base: 0, max: 19 },
  beta: { base: 20, max: 19 },
  rc: { base: 40, max: 58 },
}
/** 654 × 100 + 99 is the last build number under 65535. */
const MAX_PATCH = 654

/** The stage number of a pre-release suffix (alpha.N, beta.N, rc.N, N from 1), or of a release. */
function stage(version: string, suffix: string | undefined): number {
  if (suffix === undefined) return RELEASE_STAGE
  const match = /^(alpha|beta|rc)\.?(\d+)$/.exec(suffix)
  const kind = match ? STAGES[match[1]!]! : undefined
  const n = match ? Number(match[2]) : 0
  if (!kind || n < 1 || n > kind.max)
    throw new Error(
      `version ${version}: a pre-release must be alpha.1-19, beta.1-19 or rc.1-58, so that its MSI ` +
        'version sorts below its release and above the release before it',
    )
  return kind.base + n
}

/** package.json's version (semver, optional +build metadata ignored) -> the MSI's ProductVersion. */
export function msiVersion(version: string): string {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version)
  if (!match) throw new Error(`version ${version} is not major.minor.patch[-pre-release]`)
  const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (major > 255 || minor > 255)
    throw new Error(`version ${version}: an MSI's major and minor versions go up to 255`)
  if (patch > MAX_PATCH)
    throw new Error(`version ${version}: the patch number goes up to ${MAX_PATCH} in an MSI`)
  return `${major}.${minor}.${patch * 100 + stage(version, match[4])}`
}
