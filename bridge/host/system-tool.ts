// A Windows system program by its absolute path under %SystemRoot%\System32. Windows looks for a
// bare program name in the working folder before PATH, so a bare `icacls` run in a folder that
// another account can write could be that account's program.

export function systemTool(env: Record<string, string | undefined>, name: string): string {
  return `${env.SystemRoot ?? env.SYSTEMROOT ?? 'C:\\Windows'}\\System32\\${name}`
}
