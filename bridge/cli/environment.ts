// Before the bridge starts (run, check, service): which configuration file applies, its
// settings put into the environment, the data folder of an installed bridge, and, in live mode,
// whether the files it came from can be trusted (file-trust.ts).

import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { inExecutable } from '../assets.ts'
import { loadDotEnv, PROJECT_ROOT } from '../config/index.ts'
import { noteSettingsSources } from '../settings-sources.ts'
import { applyConfigFile, readConfigFile, type ConfigFile } from './config-file.ts'
import { fileTrust, realTrustHost, type Trust, type TrustHost } from './file-trust.ts'
import { hostLocations, type Locations } from '../config/locations.ts'

export interface Prepared {
  locations: Locations
  /** The configuration file read, if any (--config, or the standard one of the executable). */
  file: ConfigFile | null
  /** Every file that gave settings: the configuration file and a .env beside the project. */
  sources: string[]
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
  const file = chosen === null ? null : readConfigFile(chosen)
  if (file) applyConfigFile(file, process.env)
  const dotEnv = resolve(PROJECT_ROOT, '.env')
  loadDotEnv(dotEnv)
  // A checkout keeps ./data (config.ts); an installed executable keeps its data per user.
  if (inExecutable && !process.env.DATA_DIR?.trim()) process.env.DATA_DIR = locations.dataDir
  const sources = [...(file ? [file.path] : []), ...(existsSync(dotEnv) ? [dotEnv] : [])]
  noteSettingsSources(sources)
  return { locations, file, sources }
}

/**
 * Why the files the configuration came from may not be used (issue 24 N4, issue 20 item 6): each
 * must be this account's and changeable by no one else; in live mode readable by no one else.
 */
export function sourcesTrust(prepared: Prepared, host: TrustHost = realTrustHost()): Trust {
  const live = Boolean(process.env.AEPS_BASE_URL?.trim())
  const all = prepared.sources.map((path) => fileTrust(path, live, host))
  return { problems: all.flatMap((t) => t.problems), notes: all.flatMap((t) => t.notes) }
}
