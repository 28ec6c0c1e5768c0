// Browser tests of the hosted deployment (docs/install.md, "A hosted app page"): the app built
// with npm run build:hosted, served over https from another origin (https://intranet.test:PORT, a
// self-signed certificate), calling the bridge on 127.0.0.1 with Chrome's Local Network Access
// enforced. docs/security.md, "Testing a hosted page in real Chromium", has the switches: loopback
// test servers are marked public so that the rule applies to them.
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './chromium.ts'

// Overridable so that two checkouts on one machine can run their browser suites side by side.
export const HOSTED = {
  bridgePort: Number(process.env.E2E_PORT ?? 7491),
  rdPorts: process.env.E2E_RD_PORTS ?? '12300-12304',
  pagePort: Number(process.env.E2E_HOSTED_PORT ?? 8643),
  root: fileURLToPath(new URL('..', import.meta.url)),
}

export default defineConfig({
  testDir: './e2e-hosted',
  outputDir: './.tmp/e2e-hosted-results',
  globalSetup: './e2e-hosted/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    ignoreHTTPSErrors: true,
    launchOptions: {
      ...CHROMIUM_LAUNCH,
      args: [
        ...CHROMIUM_LAUNCH.args,
        '--enable-features=LocalNetworkAccessChecks',
        `--ip-address-space-overrides=127.0.0.1:${HOSTED.pagePort}=public`,
        '--ignore-certificate-errors',
        '--host-resolver-rules=MAP *.test 127.0.0.1',
      ],
    },
  },
})
