// A Wine 10 prefix of its own in the Debian 13 root (scripts/debian13-root.sh) for the MSI suites:
// Windows programs run to their end with their output in a file (pipes can fail under Wine),
// paths turned between Linux and Windows by winepath, the installed bridge started as the Run
// value would, and the values the MSI wrote under HKLM\SOFTWARE\aeps-bridge.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MACHINE_REGISTRY_KEY } from '../../bridge/cli/machine-registry.ts'
import { POINTER_FILE } from '../../bridge/cli/version-pointer.ts'
import { INSTALLED_NAMES } from '../../scripts/package/msi.ts'
import { inDebian13, until, wineEnv } from '../windows/wine.ts'

const INSTALL_FOLDER = 'C:\\Program Files\\AePS bridge'

export interface MsiPrefix {
  /**
   * The installed build's executables, where the `current` pointer names them: the console one,
   * and the windowless one that the MSI's Run value starts at log-on with `supervise`.
   */
  installed(): { console: string; windowless: string }
  dir: string
  env: NodeJS.ProcessEnv
  /** A Windows program to its end: its exit code and its standard output, CRLF made LF. */
  wine(args: string[], extraEnv?: NodeJS.ProcessEnv): { status: number | null; stdout: string }
  /**
   * The same without blocking this process, which may be serving what the program calls (the
   * upstream simulator): a run to its end, awaited.
   */
  wineAsync(
    args: string[],
    extraEnv?: NodeJS.ProcessEnv,
  ): Promise<{ status: number | null; stdout: string }>
  unixPath(windowsPath: string): string
  windowsPath(path: string): string
  /** The log-on start of the Run value (`supervise`), running until ended; its output in `out`. */
  startAtLogOn(extraEnv: NodeJS.ProcessEnv, out: string): ChildProcess
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
  const wineAsync: MsiPrefix['wineAsync'] = (args, extraEnv = {}) => {
    const out = join(dir, `out-${runs++}`)
    const child = spawn(
      ...inDebian13('sh', ['-c', 'exec wine "$@" >"$OUT" 2>/dev/null </dev/null', 'wine', ...args]),
      { env: { ...env, ...extraEnv, OUT: out }, stdio: 'ignore', timeout: 240_000 },
    )
    return new Promise((resolve) =>
      child.once('exit', (status) =>
        resolve({ status, stdout: readFileSync(out, 'utf8').replace(/\r\n/g, '\n') }),
      ),
    )
  }
  const winepath = (flag: string, path: string) =>
    spawnSync(...inDebian13('winepath', [flag, path]), { env, encoding: 'utf8' }).stdout.trim()
  const installed = () => {
    const pointer = winepath('-u', `${INSTALL_FOLDER}\\${POINTER_FILE}`)
    const windowless = `${INSTALL_FOLDER}\\${readFileSync(pointer, 'latin1').trim()}`
    const folder = windowless.slice(0, windowless.lastIndexOf('\\'))
    return { console: `${folder}\\${INSTALLED_NAMES.console}`, windowless }
  }
  return {
    installed,
    dir,
    env,
    wine,
    wineAsync,
    unixPath: (path) => winepath('-u', path),
    windowsPath: (path) => winepath('-w', path),
    startAtLogOn: (extraEnv, out) =>
      spawn(
        ...inDebian13('sh', [
          '-c',
          'exec wine "$@" >"$OUT" 2>&1 </dev/null',
          'wine',
          installed().windowless,
          'supervise',
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

/**
 * Ends the supervisor outright (Task Manager's End task, a log-off), then waits until its bridge,
 * which drains when the supervisor's channel closes, no longer answers at `url`.
 */
export async function endTask(child: ChildProcess, url: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const ended = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await ended
  }
  await until(
    'the bridge to stop',
    () =>
      fetch(`${url}/api/status`).then(
        () => false,
        () => true,
      ),
    120_000,
  )
}
