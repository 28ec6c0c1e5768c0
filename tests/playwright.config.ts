// Browser tests against the real bridge in sandbox mode (simulated bank and fingerprint reader),
// serving the built app same-origin, as a merchant would open it.
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './chromium.ts'

// Overridable so that two checkouts on one machine can run their browser suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 7491)
const RD_PORTS = process.env.E2E_RD_PORTS ?? '12300-12304'
const ROOT = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  testDir: './e2e',
  outputDir: './.tmp/e2e-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    // The bridge on the pinned Node 24 (its journal needs node:sqlite), from its sources.
    command: 'npm run build && node scripts/node24.mjs --import tsx bridge/cli/main.ts',
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/api/status`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      BRIDGE_PORT: String(PORT),
      DATA_DIR: `tests/.tmp/e2e-data-${Date.now()}`,
      // A real reader on the usual ports must not answer; the sandbox puts its simulated reader
      // here (named RD ports turn the simulated reader off unless SANDBOX_RD=on).
      RD_PORTS,
      SANDBOX_RD: 'on',
      UPSTREAM_TIMEOUT_MS: '10000',
      SANDBOX_SLOW_MS: '1500',
    },
  },
})
