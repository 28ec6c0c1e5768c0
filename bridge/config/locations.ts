// Where an installed bridge keeps its configuration and its data, per OS: the places IT looks
// first (XDG on Linux, Application Support on macOS, %LOCALAPPDATA% on Windows). A pure function
// of the platform and the environment, so every OS's answer is tested on this one.

import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { posix, win32 } from 'node:path'

export interface Host {
  platform: NodeJS.Platform
  env: Record<string, string | undefined>
  home: string
  /** Whether a file exists (the file system's, in hostLocations). */
  exists?: (file: string) => boolean
}

export interface Locations {
  /** The configuration file read when no --config is given. */
  configFile: string
  /** DATA_DIR when the configuration names none (the executable; a checkout keeps ./data). */
  dataDir: string
  /**
   * The machine-wide settings file IT places with GPO, Intune, SCCM or Ansible (or the MSI
   * writes): %ProgramData% on Windows, /etc on Linux, /Library on macOS.
   * AEPS_MACHINE_SETTINGS_FILE names another only while the standard one does not exist: an
   * account's own environment must not move IT's file, and its locks, away (security review
   * 2026-11-29, P3).
   */
  machineFile: string
}

export const APP_DIR_NAME = 'aeps-bridge'

export function standardLocations(host: Host): Locations {
  const standard = machineSettingsFile(host)
  const named = host.env.AEPS_MACHINE_SETTINGS_FILE
  const machineFile = named && !host.exists?.(standard) ? named : standard
  return { ...userLocations(host), machineFile }
}

function machineSettingsFile({ platform, env }: Host): string {
  if (platform === 'win32')
    return win32.join(env.ProgramData || 'C:\\ProgramData', APP_DIR_NAME, 'bridge.env')
  if (platform === 'darwin')
    return posix.join('/Library/Application Support', APP_DIR_NAME, 'bridge.env')
  return posix.join('/etc', APP_DIR_NAME, 'bridge.env')
}

function userLocations({ platform, env, home }: Host): Omit<Locations, 'machineFile'> {
  if (platform === 'win32') {
    const local = env.LOCALAPPDATA || win32.join(home, 'AppData', 'Local')
    const base = win32.join(local, APP_DIR_NAME)
    return { configFile: win32.join(base, 'bridge.env'), dataDir: win32.join(base, 'data') }
  }
  if (platform === 'darwin') {
    const base = posix.join(home, 'Library', 'Application Support', APP_DIR_NAME)
    return { configFile: posix.join(base, 'bridge.env'), dataDir: posix.join(base, 'data') }
  }
  // XDG base directories; a relative XDG_* value is invalid by the spec and ignored.
  const xdg = (name: string, fallback: string) => {
    const v = env[name]
    return v && posix.isAbsolute(v) ? v : posix.join(home, fallback)
  }
  return {
    configFile: posix.join(xdg('XDG_CONFIG_HOME', '.config'), APP_DIR_NAME, 'bridge.env'),
    dataDir: posix.join(xdg('XDG_DATA_HOME', '.local/share'), APP_DIR_NAME),
  }
}

/** This computer's standard places. */
export function hostLocations(): Locations {
  return standardLocations({
    platform: process.platform,
    env: process.env,
    home: homedir(),
    exists: existsSync,
  })
}
