// The release's software bill of materials: CycloneDX 1.6 JSON made by the CycloneDX project's own
// npm tool (@cyclonedx/cyclonedx-npm) from the installed production dependencies (the packages
// the bundle and the app are built from), plus the Node.js runtime every executable is, which npm
// does not list (runtimes.ts fetches it with `npm pack`). It is reproducible: the tool's
// --output-reproducible drops its clock time and random serial, and this module sets both from
// the commit (source-date.ts) and the document's own bytes, so two builds of one commit give the
// same file and the release suite compares it with the rest.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { RUNTIMES, ROOT, type Target } from './runtimes.ts'
import { sourceDateEpoch } from './source-date.ts'

// The tool's command (its package exports no bin path): node_modules/.bin's link to it.
const CYCLONEDX_NPM = join(ROOT, 'node_modules', '.bin', 'cyclonedx-npm')

interface Component {
  type: string
  name: string
  version: string
  'bom-ref': string
  purl?: string
  hashes?: { alg: string; content: string }[]
  [more: string]: unknown
}

interface Bom {
  serialNumber?: string
  metadata: { timestamp?: string; component: Component; [more: string]: unknown }
  components: Component[]
  dependencies?: { ref: string; dependsOn?: string[] }[]
  [more: string]: unknown
}

/** npm's integrity string (sha512-<base64>) as CycloneDX's hash. */
function hashOf(integrity: string): { alg: string; content: string } {
  const [alg, base64] = integrity.split('-', 2) as [string, string]
  if (alg !== 'sha512') throw new Error(`integrity ${integrity}: only sha512 is pinned`)
  return { alg: 'SHA-512', content: Buffer.from(base64, 'base64').toString('hex') }
}

/** The pinned Node.js binary of a target: the npm package it comes from, with that tarball's hash. */
function runtimeComponent(target: Target): Component {
  const runtime = RUNTIMES[target]
  return {
    type: 'application',
    name: runtime.package,
    version: runtime.version,
    'bom-ref': `${runtime.package}@${runtime.version}`,
    description: `Node.js ${runtime.version} (${target}), the runtime the ${target} executable is`,
    licenses: [{ license: { id: 'MIT' } }],
    purl: `pkg:npm/${runtime.package}@${runtime.version}`,
    hashes: [hashOf(runtime.integrity)],
  }
}

/** The bill of materials as an object (the tool's output, completed). */
export function billOfMaterials(version: string, epoch = sourceDateEpoch()): Bom {
  const out = execFileSync(
    process.execPath,
    [CYCLONEDX_NPM, '--omit', 'dev', '--output-reproducible', '--spec-version', '1.6'].concat([
      '--output-format',
      'JSON',
      '--output-file',
      '-',
      join(ROOT, 'package.json'),
    ]),
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const bom = JSON.parse(out) as Bom
  const root = bom.metadata.component
  root.version = version
  const runtimes = (Object.keys(RUNTIMES) as Target[]).map(runtimeComponent)
  bom.components.push(...runtimes)
  const rootDependency = bom.dependencies?.find((d) => d.ref === root['bom-ref'])
  if (rootDependency)
    rootDependency.dependsOn = [
      ...(rootDependency.dependsOn ?? []),
      ...runtimes.map((r) => r['bom-ref']),
    ].sort()
  bom.metadata.timestamp = new Date(epoch * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')
  // A serial number from the document itself: the same for the same bill, another for another.
  const digest = createHash('sha256').update(JSON.stringify(bom)).digest('hex')
  bom.serialNumber =
    `urn:uuid:${digest.slice(0, 8)}-${digest.slice(8, 12)}-5${digest.slice(13, 16)}-` +
    `${((parseInt(digest[16]!, 16) & 0x3) | 0x8).toString(16)}${digest.slice(17, 20)}-${digest.slice(20, 32)}`
  return bom
}

export function writeBillOfMaterials(file: string, version: string) {
  writeFileSync(file, JSON.stringify(billOfMaterials(version), null, 2) + '\n')
}
