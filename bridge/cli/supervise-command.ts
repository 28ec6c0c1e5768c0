// `aeps-bridge supervise [--config FILE]`: the supervisor of supervise.ts as a command. It reads
// only where the log goes (the DATA_DIR of the configuration file), never the settings into its
// own environment: the bridge reads the file itself at each start, so an edited file takes effect
// at the next retry. A --config file is given to the bridge explicitly, so a missing one is a
// refused start, retried and logged. Without --config, the standard file is given when it exists;
// otherwise the bridge runs with --need-settings: IT's machine-wide file or the MSI's properties
// may configure the desk alone, and with none of them the start is refused, never a silent start
// in sandbox mode.
// Run from the MSI's versioned layout, it also follows upgrades in the session: when
// INSTALLFOLDER\current names a newer build, it drains the bridge and hands over to that build's
// supervisor (version-handover.ts).

import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { inExecutable } from '../assets.ts'
import { log, setLogSink } from '../log.ts'
import { openDailyLogFile } from '../log-file.ts'
import { ConfigFileError, requireConfigFile } from './config-file.ts'
import { hostLocations } from '../config/locations.ts'
import { logDirectory } from './start-log.ts'
import { superviseBridge, type Supervisor } from './supervise.ts'
import { msiLogOnStart } from './msi-run-value.ts'
import type { DataDirLock } from '../journal/lock.ts'
import { HANDOVER_PROOF_ENV, predecessorOf, proveServing } from './handover-proof.ts'
import { keepOneStart, SECOND_SUPERVISOR_EXIT, takeSupervisorLock } from './one-supervisor.ts'
import { VERSION } from '../version.ts'
import { watchForNewVersion } from './version-handover.ts'
import { versionedLayout } from './version-pointer.ts'

export interface ThisProcess {
  inExecutable: boolean
  execPath: string
  execArgv: readonly string[]
  argv: readonly string[]
}

/**
 * The bridge as this process was started: the executable itself (its own argv[1] is itself
 * again, and its V8 flags come from the executable), or node with the same flags and script.
 */
export function bridgeCommand(
  configFile: string | null,
  self: ThisProcess = { inExecutable, ...process },
): { command: string; args: string[] } {
  const settings = configFile === null ? ['--need-settings'] : ['--config', configFile]
  const args = ['run', ...settings, '--log-file', '--until-stdin-closes']
  if (self.inExecutable) return { command: self.execPath, args }
  return { command: self.execPath, args: [...self.execArgv, self.argv[1]!, ...args] }
}

function dataDirOf(configFile: string | null): string | undefined {
  if (process.env.DATA_DIR?.trim()) return process.env.DATA_DIR
  if (configFile === null) return undefined
  try {
    return requireConfigFile(configFile).values.DATA_DIR
  } catch (error) {
    if (error instanceof ConfigFileError) return undefined // the bridge says why, in the log
    throw error
  }
}

/** The MSI's log-on start on Windows (msi-run-value.ts), else null. */
function msiStartOf(): string | null {
  if (process.platform !== 'win32') return null
  return msiLogOnStart(process.env, (command, args) =>
    execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  )
}

/** The console executable a technician runs commands with: this one, or beside the windowless copy. */
function consoleExecutable(): string {
  return inExecutable ? process.execPath.replace(/-background\.exe$/i, '.exe') : 'aeps-bridge'
}

/** Takes the supervisor's lock, or says once which supervisor runs the bridge and exits (one-supervisor.ts). */
async function oneSupervisorOnly(dataDir: string, configFile: string | null): Promise<DataDirLock> {
  const predecessor = predecessorOf(process.env[HANDOVER_PROOF_ENV])
  const held = await takeSupervisorLock(dataDir, {
    predecessor,
    waiting: () =>
      log('info', 'supervisor: waiting for the supervisor it takes over from to let go', {
        processId: process.pid,
        otherSupervisor: predecessor,
      }),
  })
  if (!('otherPid' in held)) return held.lock
  log(
    'warn',
    'supervisor: another supervisor already runs the bridge for this account; this one exits',
    {
      processId: process.pid,
      otherSupervisor: held.otherPid,
      configFile,
      fix: keepOneStart(process.platform, msiStartOf(), consoleExecutable()),
    },
  )
  process.exit(SECOND_SUPERVISOR_EXIT)
}

/**
 * A supervisor started by a hand-over proves to the old one that its bridge serves
 * (handover-proof.ts); the variable goes at once, so its bridge and its own hand-overs never carry it.
 */
function proofOnListening(): ((url: string) => void) | undefined {
  const file = process.env[HANDOVER_PROOF_ENV]
  delete process.env[HANDOVER_PROOF_ENV]
  if (!file) return undefined
  let proving = false
  return (url) => {
    if (proving) return
    proving = true
    void proveServing(url, VERSION, file)
  }
}

export async function runSupervisor(configFileOption: string | null): Promise<void> {
  const locations = hostLocations()
  const configFile =
    configFileOption !== null
      ? resolve(configFileOption)
      : existsSync(locations.configFile)
        ? locations.configFile
        : null
  const logs = logDirectory(dataDirOf(configFile), locations)
  setLogSink(openDailyLogFile(logs).sink)
  const dataDir = dirname(logs)
  let lock = await oneSupervisorOnly(dataDir, configFile)
  const onListening = proofOnListening()
  const { command, args } = bridgeCommand(configFile)
  log('info', 'supervisor started', {
    processId: process.pid,
    configFile,
    version: VERSION,
    executable: process.execPath,
  })
  const supervise = (): Supervisor =>
    superviseBridge({
      command,
      args,
      log,
      echo: (text) => process.stderr.write(text),
      onListening,
    })
  let supervisor = supervise()
  const layout = inExecutable ? versionedLayout(process.execPath) : null
  const upgrades =
    layout &&
    watchForNewVersion({
      layout,
      self: process.execPath,
      version: VERSION,
      // In the executable, argv[1] is the executable again; what follows is `supervise ...`.
      args: process.argv.slice(2),
      log,
      dataDir,
      stopBridge: () => supervisor.stop(),
      releaseLock: () => lock.release(),
      retakeLock: async () => void (lock = await oneSupervisorOnly(dataDir, configFile)),
      resumeBridge: () => (supervisor = supervise()),
      exit: (code) => process.exit(code),
    })
  stopOnSignals(() => supervisor, upgrades)
}

/** A stop request drains the bridge and ends; a second one ends it at once. */
function stopOnSignals(supervisor: () => Supervisor, upgrades: { stop(): void } | null): void {
  let requests = 0
  const stop = (signal: NodeJS.Signals) => {
    upgrades?.stop()
    requests += 1
    if (requests > 1) {
      log('warn', 'supervisor: stopping at once', { signal })
      supervisor().kill()
      process.exit(1)
    }
    log('info', 'supervisor: stop requested', { signal })
    void supervisor()
      .stop()
      .then(() => {
        log('info', 'supervisor stopped')
        process.exit(0)
      })
  }
  // SIGHUP: the console window closed (Windows) or the terminal went away; SIGBREAK: Ctrl-Break.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const) {
    if (signal === 'SIGBREAK' && process.platform !== 'win32') continue
    process.on(signal, stop)
  }
}
