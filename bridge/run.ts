// Running the bridge until it is stopped: `aeps-bridge run` (bridge/cli/main.ts, the entry point,
// calls runBridge once the configuration is in the environment). Refuses to start on a bad
// setting (naming it), tells the merchant where to open the app, and drains on SIGTERM.

import { ConfigError, loadConfig } from './config/index.ts'
import { startBridge } from './app.ts'
import { EXIT_CONFIG, EXIT_DISK } from './exit-codes.ts'
import { JournalDiskError } from './journal/journal-disk-error.ts'
import { log } from './log.ts'
import { preferMemoryOverSpeed } from './memory-over-speed.ts'
import { settingOrigin } from './settings-sources.ts'
import { onStopRequest } from './stop-request.ts'

/**
 * A bad setting, found while loading or while starting, ends the process naming it (exit 78); a
 * disk that cannot take the journal ends it saying so (exit 75).
 */
async function namingBadSetting<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof JournalDiskError) {
      process.stderr.write(
        `Disk error: ${error.message}\nThe bridge did not start; it is tried again once the disk takes writes.\n`,
      )
      process.exit(EXIT_DISK)
    }
    if (error instanceof ConfigError) {
      // The file and line the bad value came from, when it came from a file.
      const origin = settingOrigin(error.setting)
      const where = origin === null || origin === 'environment' ? '' : `${origin}: `
      process.stderr.write(
        `Configuration error: ${where}${error.message}\nThe bridge did not start.\n`,
      )
      process.exit(EXIT_CONFIG)
    }
    throw error
  }
}

/** Starts the bridge from the environment; resolves once it listens, stops on a signal. */
export async function runBridge(): Promise<void> {
  await listenUntilStopped().catch((error: unknown) => {
    process.stderr.write(`The bridge could not start: ${(error as Error).message}\n`)
    process.exit(1)
  })
}

async function listenUntilStopped(): Promise<void> {
  // The environment is prepared (.env, --config) by cli/main.ts, the one entry point.
  const config = await namingBadSetting(() => loadConfig())
  const bridge = await namingBadSetting(() => startBridge(config))
  preferMemoryOverSpeed()
  log('info', 'bridge listening', {
    url: bridge.url,
    mode: config.mode,
    dataDir: config.dataDir,
    sandboxRdPort: bridge.sandbox?.rdPort ?? null,
  })
  process.stderr.write(
    `\nAePS enquiry desk ${config.mode === 'sandbox' ? '(SANDBOX: simulated bank and fingerprint reader)' : '(LIVE)'}\n` +
      `Open ${bridge.url} in Chrome.\n\n`,
  )
  // SIGTERM, Ctrl-C or the supervisor gone (stop-request.ts): stop taking new work, let in-flight enquiries finish and be journaled (up to
  // the upstream timeout), then exit 0. A second signal means "now".
  let stopping = false
  onStopRequest((reason) => {
    if (stopping) {
      log('warn', 'stopping at once', reason)
      process.exit(1)
    }
    stopping = true
    log('info', 'stop requested', reason)
    bridge.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
