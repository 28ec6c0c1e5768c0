// `aeps-bridge service install | uninstall | status`: writes or removes the file of
// service-files.ts where each OS looks for it, then asks the OS's service manager to start or
// stop it (skipped with --files-only). Runs from the installed executable only: a service must
// not depend on a checkout and its toolchain.

import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, posix } from 'node:path'
import {
  CONFIG_TEMPLATE,
  LAUNCHD_LABEL,
  SERVICE_NAME,
  TASK_NAME,
  launchdPlist,
  scheduledTaskXml,
  systemdUnit,
  utf16le,
  type ServiceTarget,
} from './service-files.ts'
import { msiConflictMessage, msiLogOnStart } from './msi-run-value.ts'
import { requireServiceText, ServiceInputError } from './service-text.ts'

export interface ServiceHost {
  platform: NodeJS.Platform
  env: Record<string, string | undefined>
  home: string
  uid: number
  /** Runs a service manager command; returns its output, throws when it fails. */
  run(command: string, args: string[]): string
}

export function realServiceHost(): ServiceHost {
  return {
    platform: process.platform,
    env: process.env,
    home: homedir(),
    uid: process.getuid?.() ?? -1,
    run: (command, args) =>
      execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  }
}

/**
 * What the service starts: on Windows the windowless copy beside the executable when it is there
 * (`npm run package` makes it: the same program marked as a GUI one, so no console window opens
 * at log-on and none can be closed by the merchant), else the executable itself.
 */
export function serviceExecutable(host: ServiceHost, executable: string): string {
  if (host.platform !== 'win32') return executable
  const windowless = executable.replace(/\.exe$/i, '-background.exe')
  return windowless !== executable && existsSync(windowless) ? windowless : executable
}

/** Where the service definition goes on this OS. */
export function serviceFile(host: ServiceHost, dataDir: string): string {
  // node:path is win32 on Windows: the task file sits beside the data folder (%LOCALAPPDATA%).
  if (host.platform === 'win32') return join(dirname(dataDir), `${SERVICE_NAME}-task.xml`)
  if (host.platform === 'darwin')
    return posix.join(host.home, 'Library', 'LaunchAgents', `${LAUNCHD_LABEL}.plist`)
  const config = host.env.XDG_CONFIG_HOME?.startsWith('/')
    ? host.env.XDG_CONFIG_HOME
    : posix.join(host.home, '.config')
  return posix.join(config, 'systemd', 'user', `${SERVICE_NAME}.service`)
}

function definition(host: ServiceHost, target: ServiceTarget, dataDir: string): string | Buffer {
  if (host.platform === 'win32') {
    const user = host.env.USERDOMAIN
      ? `${host.env.USERDOMAIN}\\${host.env.USERNAME}`
      : (host.env.USERNAME ?? '')
    return utf16le(scheduledTaskXml(target, user, dirname(dataDir)))
  }
  if (host.platform === 'darwin')
    return launchdPlist(target, posix.join(dataDir, 'logs', 'launchd-stderr.log'))
  return systemdUnit(target)
}

export interface ServiceReport {
  lines: string[]
  ok: boolean
}

export function installService(
  host: ServiceHost,
  target: ServiceTarget,
  dataDir: string,
  filesOnly: boolean,
): ServiceReport {
  const lines: string[] = []
  const file = serviceFile(host, dataDir)
  let text: string | Buffer
  try {
    // First, so that a path no definition can carry (a newline, a control character) stops the
    // install before anything is written.
    requireServiceText('the service file path', file)
    text = definition(host, target, dataDir)
  } catch (error) {
    if (!(error instanceof ServiceInputError)) throw error
    return { lines: [`not installed: ${error.message}`], ok: false }
  }
  if (host.platform === 'win32' && !filesOnly) {
    const msi = msiLogOnStart(host.env, host.run)
    if (msi !== null) return { lines: [msiConflictMessage(msi)], ok: false }
  }
  if (!existsSync(target.configFile)) {
    mkdirSync(dirname(target.configFile), { recursive: true, mode: 0o700 })
    writeFileSync(target.configFile, CONFIG_TEMPLATE, { mode: 0o600 })
    lines.push(`wrote a configuration template: ${target.configFile} (fill it in, then run check)`)
  }
  mkdirSync(dirname(file), { recursive: true })
  if (host.platform === 'darwin') mkdirSync(join(dataDir, 'logs'), { recursive: true, mode: 0o700 })
  writeFileSync(file, text)
  chmodSync(file, 0o644)
  lines.push(`wrote ${file}`)
  if (filesOnly) return { lines, ok: true }
  try {
    for (const [command, args] of activation(host, file)) host.run(command, args)
    lines.push('the bridge starts at every log-on, and has been started now')
    return { lines, ok: true }
  } catch (error) {
    lines.push(`the service manager refused: ${firstLine(error)}`)
    return { lines, ok: false }
  }
}

function activation(host: ServiceHost, file: string): [string, string[]][] {
  if (host.platform === 'win32')
    return [
      ['schtasks', ['/Create', '/TN', TASK_NAME, '/XML', file, '/F']],
      ['schtasks', ['/Run', '/TN', TASK_NAME]],
    ]
  if (host.platform === 'darwin') return [['launchctl', ['bootstrap', `gui/${host.uid}`, file]]]
  return [
    ['systemctl', ['--user', 'daemon-reload']],
    ['systemctl', ['--user', 'enable', '--now', `${SERVICE_NAME}.service`]],
  ]
}

export function uninstallService(
  host: ServiceHost,
  dataDir: string,
  filesOnly: boolean,
): ServiceReport {
  const lines: string[] = []
  const file = serviceFile(host, dataDir)
  if (!filesOnly) {
    const steps: [string, string[]][] =
      host.platform === 'win32'
        ? [
            ['schtasks', ['/End', '/TN', TASK_NAME]],
            ['schtasks', ['/Delete', '/TN', TASK_NAME, '/F']],
          ]
        : host.platform === 'darwin'
          ? [['launchctl', ['bootout', `gui/${host.uid}/${LAUNCHD_LABEL}`]]]
          : [['systemctl', ['--user', 'disable', '--now', `${SERVICE_NAME}.service`]]]
    for (const [command, args] of steps) {
      try {
        host.run(command, args)
      } catch (error) {
        // Already stopped or never registered: removing the file is what is left to do.
        lines.push(`${command} ${args[0]}: ${firstLine(error)}`)
      }
    }
  }
  if (existsSync(file)) {
    rmSync(file)
    lines.push(`removed ${file}`)
  } else lines.push(`${file} was not there`)
  if (!filesOnly && host.platform === 'linux') {
    try {
      host.run('systemctl', ['--user', 'daemon-reload'])
    } catch {
      // the unit is gone either way
    }
  }
  lines.push('the configuration file and DATA_DIR (journal, logs) are kept')
  return { lines, ok: true }
}

export async function serviceStatus(
  host: ServiceHost,
  dataDir: string,
  port: number,
): Promise<ServiceReport> {
  const file = serviceFile(host, dataDir)
  const installed = existsSync(file)
  const lines = [installed ? `installed: ${file}` : `not installed (no ${file})`]
  const query: [string, string[]] =
    host.platform === 'win32'
      ? ['schtasks', ['/Query', '/TN', TASK_NAME, '/FO', 'LIST']]
      : host.platform === 'darwin'
        ? ['launchctl', ['print', `gui/${host.uid}/${LAUNCHD_LABEL}`]]
        : ['systemctl', ['--user', 'is-active', `${SERVICE_NAME}.service`]]
  try {
    const out = host.run(...query)
    const state = out
      .split('\n')
      .map((l) => l.trim())
      .find((l) => /^(active|inactive|failed|activating|state =|Status:)/.test(l))
    lines.push(`service manager: ${state ?? out.trim().split('\n')[0] ?? 'registered'}`)
  } catch (error) {
    lines.push(`service manager: ${firstLine(error) || 'not registered'}`)
  }
  let answering = false
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/status`, {
      signal: AbortSignal.timeout(2000),
    })
    const body = (await res.json()) as { version?: string; mode?: string }
    answering = res.ok
    lines.push(`answering on http://127.0.0.1:${port} (${body.mode} mode, version ${body.version})`)
  } catch {
    lines.push(`not answering on http://127.0.0.1:${port}`)
  }
  return { lines, ok: installed && answering }
}

function firstLine(error: unknown): string {
  const e = error as { stderr?: string; stdout?: string; message?: string }
  const text = (e.stderr || e.stdout || e.message || String(error)).trim()
  return text.split('\n')[0] ?? ''
}
