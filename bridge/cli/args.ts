// The command line of the bridge and of its executable: what IT and a service manager
// type. Parsing only: a plain function from argv to a command, so every form is unit-tested.

import { parseArgs } from 'node:util'

export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | {
      kind: 'run'
      configFile: string | null
      logToFile: boolean
      /** Drain and stop when standard input closes: how supervise.ts asks for a stop. */
      untilStdinCloses: boolean
      /** Refuse to start when no settings were found at all (supervise: never a sandbox by chance). */
      needSettings: boolean
    }
  | { kind: 'supervise'; configFile: string | null }
  | {
      kind: 'check'
      configFile: string | null
      /** The desk has no fingerprint reader yet: a missing one is a note, not a fault. */
      noReaderYet: boolean
    }
  | {
      kind: 'service'
      action: 'install' | 'uninstall' | 'status'
      configFile: string | null
      /** Write or remove the files only; do not ask the service manager to (de)activate. */
      filesOnly: boolean
    }
  | { kind: 'settings-write'; configFile: string | null }

export class UsageError extends Error {
  override name = 'UsageError'
}

export const USAGE = `Usage: aeps-bridge [command] [options]

Commands:
  run                     start the bridge (the default)
  check                   check the configuration, the RD services and, in live mode, the
                          credentials (by reading the bank list; never an enquiry)
  service install         start the bridge at log-on with the standard configuration file
  service uninstall       stop starting it at log-on, and stop it
  service status          whether it is installed, running and answering
  settings write          write KEY=value lines from standard input into this account's
                          settings file (or --config FILE), keeping its other lines, and
                          judge it as a live start would; prints names, never values
  supervise               keep the bridge running: start it with --log-file, bring it back
                          after a crash (within 10 s), retry a start refused for its
                          configuration slowly (30 s doubling to 10 min); what the services run

Options:
  --config FILE           read settings from FILE (KEY=value lines, the variables of
                          docs/install.md, "Settings"); the environment wins over the file
  --log-file              write the log to DATA_DIR/logs/ (one file a day, 14 days kept)
                          instead of standard output; services use this
  --files-only            service install/uninstall: write or remove the files only
  --no-reader-yet         check: the desk has no fingerprint reader yet, so a missing one is
                          noted rather than failed (without it, check fails with no reader)
  --until-stdin-closes    run: drain and stop when standard input closes (supervise uses it)
  --need-settings         run: refuse to start when there is no settings file of this account,
                          no machine-wide one and no MSI property (supervise uses it)
  -h, --help              this text
  -v, --version           the bridge's version
`

const SWITCHES = [
  'log-file',
  'files-only',
  'until-stdin-closes',
  'no-reader-yet',
  'need-settings',
] as const
type Switch = (typeof SWITCHES)[number]

/** The switches each command takes; `supervise` always logs to the file (it has no console). */
const ALLOWED: Record<string, readonly Switch[]> = {
  run: ['log-file', 'until-stdin-closes', 'need-settings'],
  check: ['no-reader-yet'],
  supervise: [],
  service: ['files-only'],
  settings: [],
}

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        config: { type: 'string' },
        'log-file': { type: 'boolean', default: false },
        'files-only': { type: 'boolean', default: false },
        'until-stdin-closes': { type: 'boolean', default: false },
        'no-reader-yet': { type: 'boolean', default: false },
        'need-settings': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

export function requireCommand(argv: readonly string[]): Command {
  const { values, positionals } = readArgs(argv)
  if (values.help) return { kind: 'help' }
  if (values.version) return { kind: 'version' }
  const configFile = values.config ?? null
  if (configFile === '') throw new UsageError('--config needs a file name')
  const [verb = 'run', action, ...rest] = positionals
  if (!Object.hasOwn(ALLOWED, verb)) throw new UsageError(`unknown command "${verb}"`)
  const allowed = ALLOWED[verb]!
  if (verb === 'service' && action !== 'install' && action !== 'uninstall' && action !== 'status')
    throw new UsageError('service needs install, uninstall or status')
  if (verb === 'settings' && action !== 'write') throw new UsageError('settings needs write')
  const withAction = verb === 'service' || verb === 'settings'
  const extra = (withAction ? rest : [action, ...rest]).find((x) => x !== undefined)
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`)
  for (const option of SWITCHES) {
    const applies = allowed.includes(option) && !(option === 'files-only' && action === 'status')
    if (values[option] && !applies) throw new UsageError(`--${option} does not apply to ${verb}`)
  }
  if (verb === 'run')
    return {
      kind: 'run',
      configFile,
      logToFile: values['log-file'],
      untilStdinCloses: values['until-stdin-closes'],
      needSettings: values['need-settings'],
    }
  if (verb === 'check') return { kind: 'check', configFile, noReaderYet: values['no-reader-yet'] }
  if (verb === 'supervise') return { kind: 'supervise', configFile }
  if (verb === 'settings') return { kind: 'settings-write', configFile }
  return {
    kind: 'service',
    action: action as 'install' | 'uninstall' | 'status',
    configFile,
    filesOnly: values['files-only'],
  }
}
