// The MSI's own start at log-on (packaging/windows/aeps-bridge.wxs): the HKLM Run value
// "AePS bridge", which starts the windowless supervisor in every user's session. A task from
// `service install` beside it would start a second supervisor for the same account, whose bridge
// is refused forever (the data folder is in use): so `service install` looks for it first, with
// reg.exe by its absolute path (system-tool.ts).

import { systemTool } from '../host/system-tool.ts'

export const MSI_RUN_KEY = 'HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Run'
export const MSI_RUN_VALUE = 'AePS bridge'

/** The command the MSI's Run value starts, or null when the MSI is not installed. */
export function msiLogOnStart(
  env: Record<string, string | undefined>,
  run: (command: string, args: string[]) => string,
): string | null {
  let out: string
  try {
    out = run(systemTool(env, 'reg.exe'), ['query', MSI_RUN_KEY, '/v', MSI_RUN_VALUE])
  } catch {
    return null // reg.exe exits 1 when the value is not there
  }
  return /^\s*AePS bridge\s+REG_(?:EXPAND_)?SZ\s+(.+?)\s*$/m.exec(out)?.[1] ?? null
}

export function msiConflictMessage(command: string): string {
  return (
    `not installed: the MSI already starts the bridge at every log-on, for every user (the HKLM ` +
    `Run value "${MSI_RUN_VALUE}": ${command}); a task would start a second supervisor for this ` +
    'account. Nothing was changed. To write the configuration template only, run service install ' +
    '--files-only; to use a task instead of the MSI, uninstall the MSI first.'
  )
}
