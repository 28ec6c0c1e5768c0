// Before the Windows suite: the bridge's bundle as npm start builds it, and node.exe 22 (pinned,
// fetched once into node_modules/.cache). Wine itself is installed by scripts/windows/ensure-wine.sh.
import { bundleBridgeIfChanged } from '../../scripts/package/bundle.ts'
import { ensureNodeWin22 } from '../../scripts/windows/node-win.ts'

export default async function setup(): Promise<void> {
  await bundleBridgeIfChanged()
  ensureNodeWin22()
}
