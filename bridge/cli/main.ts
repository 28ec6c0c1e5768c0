// The bridge's entry point from the sources (npm run bridge), from the compiled bundle (npm start)
// and inside the packaged executable: one code path for all three (docs/developer-guide.md, "House
// rules"). It reads the command line, prepares the configuration, then runs the bridge
// (bridge/run.ts), or `check`, `supervise` or `service`.

import { inExecutable, requireShippedFile } from '../assets.ts'
import { loadConfig } from '../config/index.ts'
import { EXIT_CONFIG, EXIT_USAGE } from '../exit-codes.ts'
import { requireCommand, USAGE, UsageError, type Command } from './args.ts'
import { ConfigFileError } from './config-file.ts'
import { hostLocations } from '../config/locations.ts'
import { prepareEnvironment, readSourcesTrust, type Prepared } from './environment.ts'
import { noSettings, noSettingsReason } from './no-settings.ts'
import { logDirectory, logToFile } from './start-log.ts'
import { settingsListing } from './settings-listing.ts'
import { settingOrigins } from '../settings-sources.ts'
import { requestStop, STDIN_CLOSED } from '../stop-request.ts'

const out = (text: string) => process.stdout.write(text + '\n')
const err = (text: string) => process.stderr.write(text + '\n')

function version(): string {
  return (JSON.parse(requireShippedFile('package.json')) as { version: string }).version
}

/** A start refused for its configuration: said on standard error (and so in the log file). */
function refuse(reasons: string[]): never {
  err(reasons.map((r) => `Configuration error: ${r}`).join('\n') + '\nThe bridge did not start.')
  process.exit(EXIT_CONFIG)
}

/** The configuration read into the environment, or why it cannot be (a --config file missing). */
function tryPrepare(configFile: string | null): Prepared | string {
  try {
    return prepareEnvironment(configFile)
  } catch (error) {
    if (!(error instanceof ConfigFileError)) throw error
    return `--config: ${error.message}`
  }
}

function prepare(configFile: string | null): Prepared {
  const prepared = tryPrepare(configFile)
  if (typeof prepared === 'string') refuse([prepared])
  return prepared
}

const unknownKeyNotes = (prepared: Prepared) =>
  (prepared.file?.unknownKeys ?? []).map(
    (key) => `Note: ${prepared.file!.path}: ${key} is not a setting of the bridge (ignored).`,
  )

/**
 * When standard input closes, the same drain as SIGTERM (run.ts), once, logged as what it is
 * (stop-request.ts): a real signal that came first has started it already, and a second one means
 * "stop now" there.
 */
function stopWhenStdinCloses(): void {
  let asked = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (asked = true))
  const stop = () => {
    if (asked) return
    asked = true
    requestStop({ cause: STDIN_CLOSED })
  }
  process.stdin.on('end', stop)
  process.stdin.on('close', stop)
  process.stdin.on('error', stop)
  process.stdin.resume()
}

async function run(command: Extract<Command, { kind: 'run' }>): Promise<void> {
  const prepared = tryPrepare(command.configFile)
  // The log file first, so that every refusal below reaches it.
  if (command.logToFile)
    logToFile(
      logDirectory(
        process.env.DATA_DIR,
        typeof prepared === 'string' ? hostLocations() : prepared.locations,
      ),
    )
  if (typeof prepared === 'string') refuse([prepared])
  if (command.needSettings && noSettings(prepared)) refuse([noSettingsReason(prepared)])
  for (const note of unknownKeyNotes(prepared)) err(note)
  const trust = await readSourcesTrust(prepared)
  for (const note of trust.notes) err(`Note: ${note}.`)
  if (trust.problems.length > 0) refuse(trust.problems)
  if (command.untilStdinCloses) stopWhenStdinCloses()
  const { runBridge } = await import('../run.ts')
  await runBridge()
}

async function settingsWrite(command: Extract<Command, { kind: 'settings-write' }>) {
  const { readSettingsInput, writeSettings, SettingsInputError } =
    await import('./settings-write.ts')
  const path = command.configFile ?? hostLocations().configFile
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  let written
  try {
    written = writeSettings(path, readSettingsInput(Buffer.concat(chunks).toString('utf8')))
  } catch (error) {
    if (!(error instanceof SettingsInputError)) throw error
    err(`settings write: ${error.message}; ${path} is unchanged.`)
    process.exit(EXIT_USAGE)
  }
  out(`wrote ${written.keys.join(', ')} to ${written.path}`)
  if (written.problems.length === 0) return void out('a live start would use this file.')
  for (const problem of written.problems) err(`WRONG ${problem}`)
  process.exit(EXIT_CONFIG)
}

async function supervise(command: Extract<Command, { kind: 'supervise' }>): Promise<void> {
  const { runSupervisor } = await import('./supervise-command.ts')
  const { preferMemoryOverSpeed } = await import('../memory-over-speed.ts')
  preferMemoryOverSpeed()
  await runSupervisor(command.configFile)
}

async function check(command: Extract<Command, { kind: 'check' }>): Promise<void> {
  const prepared = prepare(command.configFile)
  for (const note of unknownKeyNotes(prepared)) err(note)
  const trust = await readSourcesTrust(prepared)
  const { runCheck } = await import('./check.ts')
  out(`aeps-bridge ${version()}: check`)
  // Every source, the MSI's registry key included, so the header names each layer a row cites.
  const files = [
    ...prepared.sources,
    ...(prepared.machine ? [prepared.machine.file.path] : []),
    ...(prepared.registry ? [prepared.registry.file.path] : []),
  ]
  out(
    files.length > 0
      ? `configuration: ${files.join(', ')} (and the environment)`
      : `configuration: the environment only (no ${inExecutable ? prepared.locations.configFile : '.env'})`,
  )
  out('settings (where each came from):')
  for (const line of settingsListing(process.env, settingOrigins())) out(line)
  const findings = [
    ...trust.problems.map((text) => ({ verdict: 'WRONG' as const, text })),
    ...trust.notes.map((text) => ({ verdict: 'note' as const, text })),
    ...(prepared.file?.unknownKeys ?? []).map((key) => ({
      verdict: 'WRONG' as const,
      text: `${key} is not a setting of the bridge (a typo?)`,
    })),
    ...(await runCheck(process.env, { noReaderYet: command.noReaderYet })),
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
    process.exit(EXIT_USAGE)
  } else if (command.action === 'install')
    report = service.installService(
      host,
      { executable: service.serviceExecutable(host, process.execPath), configFile },
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
    command = requireCommand(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    err(`${error.message}\n\n${USAGE}`)
    process.exit(EXIT_USAGE)
  }
  if (command.kind === 'help') return void out(USAGE)
  if (command.kind === 'version') return void out(version())
  if (command.kind === 'run') return run(command)
  if (command.kind === 'check') return check(command)
  if (command.kind === 'supervise') return supervise(command)
  if (command.kind === 'settings-write') return settingsWrite(command)
  return service(command)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  err(`aeps-bridge: ${(error as Error).message}`)
  process.exit(1)
})
