// The release suite (npm run test:release, after npm run package): the executable's structure,
// the bridge contract against the executable and against the sources, and the command line as IT
// uses it. Apart from the default suites because it needs release/ built first.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/release/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
})
