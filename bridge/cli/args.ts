// The command line of the bridge and of its executable (issue 11): what IT and a service manager
// type. Parsing only: a plain function from argv to a command, so every form is unit-tested.

import { parseArgs } from 'node:util'

export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'run'; configFile: string | null; logToFile: boolean }
  | { kind: 'check'; configFile: string | null }
  | {
      kind: 'service'
      action: 'install' | 'uninstall' | 'status'
      configFile: string | null
      /** Write or remove the files only; do not ask the service manager to (de)activate. */
      filesOnly: boolean
    }

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

Options:
  --config FILE           read settings from FILE (KEY=value lines, the variables of the
                          README's configuration table); the environment wins over the file
  --log-file              write the log to DATA_DIR/logs/ (one file a day, 14 days kept)
                          instead of standard output; services use this
  --files-only            service install/uninstall: write or remove the files only
  -h, --help              this text
  -v, --version           the bridge's version
`

export function parseCommand(argv: readonly string[]): Command {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        config: { type: 'string' },
        'log-file': { type: 'boolean', default: false },
        'files-only': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { values, positionals } = parsed
  if (values.help) return { kind: 'help' }
  if (values.version) return { kind: 'version' }
  const configFile = values.config ?? null
  if (configFile === '') throw new UsageError('--config needs a file name')
  const [verb = 'run', action, ...rest] = positionals
  const noMore = (extra: readonly (string | undefined)[]) => {
    const first = extra.find((x) => x !== undefined)
    if (first !== undefined) throw new UsageError(`unexpected argument "${first}"`)
  }
  const onlyFor = (option: 'log-file' | 'files-only', allowed: boolean) => {
    if (values[option] && !allowed) throw new UsageError(`--${option} does not apply to ${verb}`)
  }
  switch (verb) {
    case 'run':
      noMore([action, ...rest])
      onlyFor('files-only', false)
      return { kind: 'run', configFile, logToFile: values['log-file'] }
    case 'check':
      noMore([action, ...rest])
      onlyFor('files-only', false)
      onlyFor('log-file', false)
      return { kind: 'check', configFile }
    case 'service':
      if (action !== 'install' && action !== 'uninstall' && action !== 'status')
        throw new UsageError('service needs install, uninstall or status')
      noMore(rest)
      onlyFor('log-file', false)
      onlyFor('files-only', action !== 'status')
      return { kind: 'service', action, configFile, filesOnly: values['files-only'] }
    default:
      throw new UsageError(`unknown command "${verb}"`)
  }
}
