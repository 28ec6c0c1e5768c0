// The bridge's entry point from the sources (npm run bridge), from the compiled bundle (npm
// start) and inside the packaged executable: one code path for all three (house-style.md). It
// reads the command line, prepares the configuration, then starts bridge/main.ts as before, or
// runs `check` or `service`.

import { join, resolve } from 'node:path'
import { inExecutable, readShippedFile } from '../assets.ts'
import { loadConfig, PROJECT_ROOT } from '../config.ts'
import { log, setLogSink } from '../log.ts'
import { openDailyLogFile } from '../log-file.ts'
import { parseCommand, USAGE, UsageError, type Command } from './args.ts'
import { ConfigFileError } from './config-file.ts'
import { exposedSources, prepareEnvironment, type Prepared } from './environment.ts'

const out = (text: string) => process.stdout.write(text + '\n')
const err = (text: string) => process.stderr.write(text + '\n')

function version(): string {
  return (JSON.parse(readShippedFile('package.json')) as { version: string }).version
}

function prepare(configFile: string | null): Prepared {
  try {
    const prepared = prepareEnvironment(configFile)
    for (const key of prepared.file?.unknownKeys ?? [])
      err(`Note: ${prepared.file!.path}: ${key} is not a setting of the bridge (ignored).`)
    return prepared
  } catch (error) {
    if (!(error instanceof ConfigFileError)) throw error
    err(`Configuration error: --config: ${error.message}\nThe bridge did not start.`)
    process.exit(2)
  }
}

/**
 * Under a service the log goes to DATA_DIR/logs, and so does standard error: a Windows task keeps
 * no console output, and a start refused for a bad setting must leave its reason where IT looks.
 */
function logToFile(prepared: Prepared): void {
  // DATA_DIR as config.ts reads it, even when another setting is wrong (main.ts reports that one,
  // on standard error, into this file).
  const raw = process.env.DATA_DIR?.trim()
  const dataDir = raw ? resolve(PROJECT_ROOT, raw) : prepared.locations.dataDir
  setLogSink(openDailyLogFile(join(dataDir, 'logs')).sink)
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

async function run(command: Extract<Command, { kind: 'run' }>): Promise<void> {
  const prepared = prepare(command.configFile)
  const exposed = exposedSources(prepared)
  if (exposed.length > 0) {
    err(exposed.map((p) => `Configuration error: ${p}`).join('\n') + '\nThe bridge did not start.')
    process.exit(2)
  }
  if (command.logToFile) logToFile(prepared)
  await import('../main.ts')
}

async function check(command: Extract<Command, { kind: 'check' }>): Promise<void> {
  const prepared = prepare(command.configFile)
  const { runCheck } = await import('./check.ts')
  out(`aeps-bridge ${version()}: check`)
  out(
    prepared.sources.length > 0
      ? `configuration: ${prepared.sources.join(', ')} (and the environment)`
      : `configuration: the environment only (no ${inExecutable ? prepared.locations.configFile : '.env'})`,
  )
  const findings = [
    ...exposedSources(prepared).map((text) => ({ verdict: 'WRONG' as const, text })),
    ...(prepared.file?.unknownKeys ?? []).map((key) => ({
      verdict: 'WRONG' as const,
      text: `${key} is not a setting of the bridge (a typo?)`,
    })),
    ...(await runCheck(process.env)),
  ]
  for (const f of findings) out(`  ${f.verdict.padEnd(5)} ${f.text}`)
  const wrong = findings.filter((f) => f.verdict === 'WRONG').length
  out(wrong === 0 ? 'All good.' : `${wrong} thing(s) to fix.`)
  process.exitCode = wrong === 0 ? 0 : 1
}

async function service(command: Extract<Command, { kind: 'service' }>): Promise<void> {
  const service = await import('./service.ts')
  const host = service.realServiceHost()
  const prepared = prepare(command.configFile)
  const configFile = prepared.file?.path ?? prepared.locations.configFile
  // The data folder the service will use: its configuration's, or the standard one.
  let dataDir = prepared.locations.dataDir
  let port = 7410
  try {
    const config = loadConfig(process.env)
    dataDir = config.dataDir
    port = config.port
  } catch {
    // `check` names bad settings; the service files do not depend on them.
  }
  let report
  if (command.action === 'status') report = await service.serviceStatus(host, dataDir, port)
  else if (!inExecutable) {
    err('service install and uninstall run from the installed executable (release/aeps-bridge-*),')
    err('so that the service does not depend on this checkout, Node or its tools.')
    process.exit(2)
  } else if (command.action === 'install')
    report = service.installService(
      host,
      { executable: process.execPath, configFile },
      dataDir,
      command.filesOnly,
    )
  else report = service.uninstallService(host, dataDir, command.filesOnly)
  for (const line of report.lines) out(line)
  process.exitCode = report.ok ? 0 : 1
}

async function main(argv: readonly string[]): Promise<void> {
  let command: Command
  try {
    command = parseCommand(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    err(`${error.message}\n\n${USAGE}`)
    process.exit(64)
  }
  if (command.kind === 'help') return void out(USAGE)
  if (command.kind === 'version') return void out(version())
  if (command.kind === 'run') return run(command)
  if (command.kind === 'check') return check(command)
  return service(command)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  err(`aeps-bridge: ${(error as Error).message}`)
  process.exit(1)
})
