// Builds the hosted page once for the run, calling the test bridge's port.
import { execFileSync } from 'node:child_process'
import { HOSTED } from '../playwright.hosted.config.ts'

export default function globalSetup() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-hosted.ts'], {
    cwd: HOSTED.root,
    env: { ...process.env, VITE_BRIDGE_URL: `http://127.0.0.1:${HOSTED.bridgePort}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
