// A Wine 10 prefix of its own in the Debian 13 root (scripts/debian13-root.sh) for the MSI suites:
// Windows programs run to their end with their output in a file (pipes can fail under Wine),
// paths turned between Linux and Windows by winepath, the installed bridge started as the Run
// value would, and the values the MSI wrote under HKLM\SOFTWARE\aeps-bridge.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MACHINE_REGISTRY_KEY } from '../../bridge/cli/machine-registry.ts'
import { EXECUTABLES } from '../../scripts/package/build.ts'
import { inDebian13, wineEnv } from '../windows/wine.ts'

/** The console executable where the MSI installs it. */
export const INSTALLED_EXE = `C:\\Program Files\\AePS bridge\\${EXECUTABLES['win-x64']}`

export interface MsiPrefix {
  dir: string
  env: NodeJS.ProcessEnv
  /** A Windows program to its end: its exit code and its standard output, CRLF made LF. */
  wine(args: string[], extraEnv?: NodeJS.ProcessEnv): { status: number | null; stdout: string }
  unixPath(windowsPath: string): string
  windowsPath(path: string): string
  /** The installed bridge, running until stopped; its output (both streams) in `out`. */
  startInstalled(args: string[], extraEnv: NodeJS.ProcessEnv, out: string): ChildProcess
  /** The values under HKLM\SOFTWARE\aeps-bridge, as reg.exe lists them. */
  registryValues(): Record<string, string>
  close(): void
}

export function msiPrefix(name: string): MsiPrefix {
  const dir = mkdtempSync(join(tmpdir(), `aeps-${name}-`))
  const env: NodeJS.ProcessEnv = wineEnv(join(dir, 'prefix'))
  spawnSync(...inDebian13('wineboot', ['--init']), { env, stdio: 'ignore', timeout: 240_000 })
  let runs = 0
  const wine: MsiPrefix['wine'] = (args, extraEnv = {}) => {
    const out = join(dir, `out-${runs++}`)
    const run = spawnSync(
      ...inDebian13('sh', ['-c', 'exec wine "$@" >"$OUT" 2>/dev/null </dev/null', 'wine', ...args]),
      { env: { ...env, ...extraEnv, OUT: out }, timeout: 240_000 },
    )
    return { status: run.status, stdout: readFileSync(out, 'utf8').replace(/\r\n/g, '\n') }
  }
  const winepath = (flag: string, path: string) =>
    spawnSync(...inDebian13('winepath', [flag, path]), { env, encoding: 'utf8' }).stdout.trim()
  return {
    dir,
    env,
    wine,
    unixPath: (path) => winepath('-u', path),
    windowsPath: (path) => winepath('-w', path),
    startInstalled: (args, extraEnv, out) =>
      spawn(
        ...inDebian13('sh', [
          '-c',
          'exec wine "$@" >"$OUT" 2>&1 </dev/null',
          'wine',
          INSTALLED_EXE,
          ...args,
        ]),
        { env: { ...env, ...extraEnv, OUT: out }, stdio: 'ignore' },
      ),
    registryValues() {
      const values: Record<string, string> = {}
      for (const m of wine(['reg', 'query', MACHINE_REGISTRY_KEY]).stdout.matchAll(
        /^[ \t]+(\S+)[ \t]+REG_SZ[ \t]*(.*?)[ \t]*$/gm,
      ))
        values[m[1]!] = m[2]!
      return values
    },
    close() {
      spawnSync(...inDebian13('wineserver', ['-k']), { env })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The MSI's ProductCode, from its Property table. */
export const productCode = (msi: string) =>
  /^ProductCode\t(\{[0-9A-F-]+\})/m.exec(
    spawnSync('msiinfo', ['export', msi, 'Property'], { encoding: 'utf8' }).stdout,
  )![1]!

/** Ends a started bridge outright (Task Manager's End task) and waits for its end. */
export async function endTask(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const ended = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await ended
}
