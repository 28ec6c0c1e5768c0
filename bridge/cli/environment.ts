// Before the bridge starts (run, check, service): which configuration file applies, its
// settings put into the environment, the data folder of an installed bridge, and, in live mode,
// whether the files it came from can be trusted (file-trust.ts).

import { existsSync } from 'node:fs'
import { resolve, win32 } from 'node:path'
import { inExecutable } from '../assets.ts'
import { loadDotEnv, PROJECT_ROOT } from '../config/index.ts'
import { noteSettingsSources } from '../settings-sources.ts'
import {
  applyConfigFile,
  KNOWN_SETTINGS,
  requireConfigFile,
  type ConfigFile,
} from './config-file.ts'
import { keyLines, mergeMachineFile, type MachineMerge, type Origin } from './machine-settings.ts'
import { fileTrust, realTrustHost, type Trust, type TrustHost } from '../host/file-trust.ts'
import { machineRegistrySource } from './machine-registry.ts'
import { machineFileTrust } from './machine-file-trust.ts'
import { hostLocations, type Locations } from '../config/locations.ts'

export interface Prepared {
  locations: Locations
  /** The configuration file read, if any (--config, or the standard one of the executable). */
  file: ConfigFile | null
  /** Every file that gave settings: the configuration file and a .env beside the project. */
  sources: string[]
  /** The machine-wide settings file, when there is one, and what merging it found. */
  machine: (MachineMerge & { file: ConfigFile }) | null
  /** The MSI's properties (HKLM\SOFTWARE\aeps-bridge, Windows), when it wrote any. */
  registry: (MachineMerge & { file: ConfigFile }) | null
}

/** The installed executable on Windows reads the MSI's properties; a checkout never does. */
function machineRegistry(machineFile: ConfigFile | null): ConfigFile | null {
  if (process.platform !== 'win32' || !inExecutable) return null
  // node:child_process (and the dgram it loads) only here, not at every start.
  const run = (command: string, args: string[]) =>
    process.getBuiltinModule('node:child_process').execFileSync(command, args, {
      encoding: 'utf8',
      windowsHide: true,
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  return machineRegistrySource(process.env, run, machineFile)
}

/**
 * The machine-wide file applies to the installed executable, or where it is named
 * (AEPS_MACHINE_SETTINGS_FILE): never silently to a developer's checkout or its tests.
 */
function machineFileToRead(locations: Locations): string | null {
  const named = Boolean(process.env.AEPS_MACHINE_SETTINGS_FILE)
  return (inExecutable || named) && existsSync(locations.machineFile) ? locations.machineFile : null
}

/** Where each setting came from: the environment, the user's file (with its line). */
function originsBefore(before: ReadonlySet<string>, file: ConfigFile | null) {
  const origins = new Map<string, Origin>()
  const lines = file ? keyLines(file.path) : new Map<string, number>()
  for (const key of KNOWN_SETTINGS) {
    if (before.has(key)) origins.set(key, { source: 'environment', line: null })
    else if (file && key in file.values)
      origins.set(key, { source: file.path, line: lines.get(key) ?? null })
  }
  return origins
}

/**
 * Reads the configuration into process.env: the environment first, then the --config file (or,
 * in the executable, the standard one when it exists), then a .env beside the project, each
 * filling only what is still unset. Throws ConfigFileError when --config names no readable file.
 */
export function prepareEnvironment(configFile: string | null): Prepared {
  const locations = hostLocations()
  const chosen =
    configFile !== null
      ? resolve(configFile)
      : inExecutable && existsSync(locations.configFile)
        ? locations.configFile
        : null
  const before = new Set(Object.keys(process.env).filter((k) => process.env[k] !== undefined))
  const file = chosen === null ? null : requireConfigFile(chosen)
  if (file) applyConfigFile(file, process.env)
  const machinePath = machineFileToRead(locations)
  const machineFile = machinePath === null ? null : requireConfigFile(machinePath)
  const merged = machineFile && mergeMachineFile(machineFile, file, process.env, before)
  const registryFile = machineRegistry(machineFile)
  const fromMsi = registryFile && mergeMachineFile(registryFile, file, process.env, before)
  const origins = originsBefore(before, file)
  for (const [key, origin] of merged?.origins ?? []) origins.set(key, origin)
  for (const [key, origin] of fromMsi?.origins ?? []) origins.set(key, origin)
  const dotEnv = resolve(PROJECT_ROOT, '.env')
  loadDotEnv(dotEnv)
  // A checkout keeps ./data (config.ts); an installed executable keeps its data per user.
  if (inExecutable && !process.env.DATA_DIR?.trim()) process.env.DATA_DIR = locations.dataDir
  const sources = [...(file ? [file.path] : []), ...(existsSync(dotEnv) ? [dotEnv] : [])]
  const machineSources = [
    ...(machinePath ? [machinePath] : []),
    ...(registryFile ? [registryFile.path] : []),
  ]
  noteSettingsSources([...sources, ...machineSources], origins)
  return {
    locations,
    file,
    sources,
    machine: merged && { ...merged, file: machineFile! },
    registry: fromMsi && { ...fromMsi, file: registryFile! },
  }
}

/**
 * Why the files the configuration came from may not be used: each
 * must be this account's and changeable by no one else; in live mode readable by no one else.
 */
export function sourcesTrust(prepared: Prepared, host: TrustHost = realTrustHost()): Trust {
  const live = Boolean(process.env.AEPS_BASE_URL?.trim())
  const all = prepared.sources.map((path) => fileTrust(path, live, host))
  const machine = prepared.machine
    ? [...machineFileTrust(prepared.machine.file, host), ...prepared.machine.problems]
    : []
  // The registry key's permissions are HKLM\SOFTWARE's: only administrators change it.
  const msi = prepared.registry?.problems ?? []
  return {
    problems: [...all.flatMap((t) => t.problems), ...machine, ...msi],
    notes: all.flatMap((t) => t.notes),
  }
}

/**
 * sourcesTrust with every DACL it judges read side by side first, each once (Windows: a process
 * each, seconds under Wine at a high load, and a new build's start must prove it serves in time).
 */
export async function readSourcesTrust(prepared: Prepared): Promise<Trust> {
  const host = realTrustHost()
  const files = [...prepared.sources, ...(prepared.machine ? [prepared.machine.file.path] : [])]
  await host.readAhead?.(files.flatMap((file) => [file, win32.dirname(file)]))
  return sourcesTrust(prepared, host)
}
