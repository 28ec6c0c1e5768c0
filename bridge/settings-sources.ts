// The files the bridge read its settings from in this process (the --config file, the standard
// one, a project .env), noted by the command line before the bridge starts, so that app.ts can
// refuse a STATIC_DIR that would serve one of them (issue 24 N1). Process state on purpose: the
// bridge is started by importing main.ts, which takes no arguments.

let noted: readonly string[] = []

export function noteSettingsSources(paths: readonly string[]): void {
  noted = [...paths]
}

export function settingsSources(): readonly string[] {
  return noted
}
