// The files the bridge read its settings from in this process (the --config file, the standard
// one, a project .env), noted by the command line before the bridge starts, so that app.ts can
// refuse a STATIC_DIR that would serve one of them. Process state on purpose: the
// bridge is started by importing main.ts, which takes no arguments.

let noted: readonly string[] = []
let origins: ReadonlyMap<string, { source: string; line: number | null }> = new Map()

export function noteSettingsSources(
  paths: readonly string[],
  where: ReadonlyMap<string, { source: string; line: number | null }> = new Map(),
): void {
  noted = [...paths]
  origins = new Map(where)
}

/** Where a setting's value came from (a file and its line, or the environment), or null. */
export function settingOrigin(setting: string): string | null {
  const origin = origins.get(setting)
  if (!origin) return null
  return origin.line === null ? origin.source : `${origin.source} line ${origin.line}`
}

/** Every setting noted, with where it came from. */
export function settingOrigins(): ReadonlyMap<string, { source: string; line: number | null }> {
  return origins
}

export function settingsSources(): readonly string[] {
  return noted
}
