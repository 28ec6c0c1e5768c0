// Where a bridge run by a service writes its log (DATA_DIR/logs, bridge/log-file.ts), opened
// before anything can refuse the start: every refusal, a missing or exposed configuration file as
// much as a bad setting, must reach the file, because a Windows task or a hidden supervisor keeps
// no console output.

import { join, resolve } from 'node:path'
import { inExecutable } from '../assets.ts'
import { DEFAULTS, PROJECT_ROOT } from '../config/index.ts'
import { log, setLogSink } from '../log.ts'
import { openDailyLogFile } from '../log-file.ts'
import type { Locations } from '../config/locations.ts'

/**
 * DATA_DIR/logs as the bridge will use it: the DATA_DIR setting (relative to the project root,
 * as config.ts reads it), else the executable's standard folder, else the checkout's ./data.
 */
export function logDirectory(dataDirSetting: string | undefined, locations: Locations): string {
  const raw = dataDirSetting?.trim()
  const dataDir = raw
    ? resolve(PROJECT_ROOT, raw)
    : inExecutable
      ? locations.dataDir
      : resolve(PROJECT_ROOT, DEFAULTS.dataDir)
  return join(dataDir, 'logs')
}

/** The log to the daily file from now on, this process's standard error copied into it. */
export function logToFile(dir: string): void {
  setLogSink(openDailyLogFile(dir).sink)
  const write = process.stderr.write.bind(process.stderr)
  let copying = false
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = String(chunk).trim()
    // Not when the log file itself reports a failure on standard error (a full disk).
    if (text && !copying) {
      copying = true
      log(/error|could not|did not/i.test(text) ? 'error' : 'info', text)
      copying = false
    }
    return write(chunk, ...rest)
  }) as typeof process.stderr.write
}
