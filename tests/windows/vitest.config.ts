// The Windows suite (npm run test:windows; issue 20, item 5): the bridge's bundle on Node 22's
// node.exe under Debian's Wine. Apart from the default suites because it needs Wine and node.exe
// (scripts/windows/ensure-wine.sh, scripts/windows/node-win.ts) and takes minutes, not seconds.
// One file at a time: each starts Windows processes in its own prefix, on two shared cores.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/windows/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/windows/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
