// The Windows suite (npm run test:windows): the release's own Node 24 executables under Debian 13's
// Wine 10. Apart from the default suites because it needs the Debian 13 root and the release
// (scripts/windows/ensure-wine.sh, npm run package) and takes minutes, not seconds.
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
