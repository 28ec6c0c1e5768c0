import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { msiVersion } from '../../../scripts/package/msi-version.ts'

/** Windows Installer's comparison: the first three fields as numbers. */
const msiOrder = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number))
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return Math.sign(x![i]! - y![i]!)
  return 0
}

const STAGE_RANK = { alpha: 0, beta: 1, rc: 2, release: 3 } as const
type Stage = keyof typeof STAGE_RANK
interface V {
  major: number
  minor: number
  patch: number
  stage: Stage
  n: number
}
const text = (v: V) =>
  `${v.major}.${v.minor}.${v.patch}${v.stage === 'release' ? '' : `-${v.stage}.${v.n}`}`
/** SemVer's precedence for these versions. */
const semverOrder = (a: V, b: V) =>
  Math.sign(a.major - b.major) ||
  Math.sign(a.minor - b.minor) ||
  Math.sign(a.patch - b.patch) ||
  Math.sign(STAGE_RANK[a.stage] - STAGE_RANK[b.stage]) ||
  Math.sign(a.n - b.n)

const version = fc.record({
  major: fc.integer({ min: 0, max: 255 }),
  minor: fc.integer({ min: 0, max: 255 }),
  patch: fc.integer({ min: 0, max: 654 }),
  stage: fc.constantFrom<Stage>('alpha', 'beta', 'rc', 'release'),
  n: fc.integer({ min: 1, max: 19 }),
})
const normal = (v: V): V => (v.stage === 'release' ? { ...v, n: 0 } : v)

describe('the MSI version of a release', () => {
  it('puts the pre-release stage into the third field, below its release', () => {
    expect(msiVersion('1.0.0')).toBe('1.0.99')
    expect(msiVersion('1.0.1-alpha.1')).toBe('1.0.101')
    expect(msiVersion('1.0.1-beta.2')).toBe('1.0.122')
    expect(msiVersion('1.0.1-rc.2')).toBe('1.0.142')
    expect(msiVersion('1.0.1-rc2')).toBe('1.0.142')
    expect(msiVersion('1.0.1')).toBe('1.0.199')
    expect(msiVersion('1.0.1+build.7')).toBe('1.0.199')
  })

  it('orders every pair of versions as SemVer does, and never makes two versions equal', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        const [x, y] = [normal(a), normal(b)]
        expect(msiOrder(msiVersion(text(x)), msiVersion(text(y)))).toBe(semverOrder(x, y))
      }),
    )
  })

  it('refuses what no MSI version can sort: other suffixes, numbers out of range', () => {
    for (const bad of [
      '1.0.1-dev',
      '1.0.1-rc.0',
      '1.0.1-rc.59',
      '1.0.1-beta.20',
      '256.0.0',
      '1.0.655',
      '1.0',
    ])
      expect(() => msiVersion(bad), bad).toThrow()
  })
})
