// Running the bridge on Windows' own rules from Linux (docs/developer-guide.md, "Windows under Wine"): the
// release's own Node 24 executable under Debian 13's Wine 10, which runs in the shared Debian 13
// root (scripts/debian13-root.sh: each Wine process in a mount namespace of its own, with /tmp and
// the project at their own paths, so Linux paths stay valid), each suite in its own WINEPREFIX, so
// its own Windows profile (%LOCALAPPDATA% is C:\users\<user>\AppData\Local inside the prefix, which
// Wine sets itself and which these helpers read from Linux). Standard output and error go to files:
// node.exe under Wine fails on a Linux pipe (EBADF). Every wait is for an event (a line in a file,
// a port that answers, a process that ends), bounded in time.

import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { releaseNames } from '../../scripts/package/release-names.ts'

const PROJECT = join(import.meta.dirname, '..', '..')
const DEBIAN13_ROOT = join(PROJECT, 'scripts', 'debian13-root.sh')

/** A command of the Debian 13 root (wine, wineserver...), run there with the project at its path. */
export function inDebian13(command: string, args: string[]): [string, string[]] {
  return [DEBIAN13_ROOT, ['--bind', PROJECT, '--run', '--', command, ...args]]
}

/** The release's own console executable, as `npm run package` builds it. */
export const RELEASE_EXE = join(PROJECT, 'release', releaseNames().windows)
/** The windowless copy beside it, which the MSI's Run value starts at log-on. */
export const RELEASE_WINDOWLESS_EXE = join(PROJECT, 'release', releaseNames().windowless)

/** Wine with no display and no Mono/Gecko installers, which would wait for a click (CI). */
export function wineEnv(prefix: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v
  // Settings a developer's shell may hold must not reach the bridge under test.
  for (const key of Object.keys(env))
    if (
      /^(AEPS_|MERCHANT_|BRIDGE_|DATA_DIR|RD_|SANDBOX_|STATIC_DIR|NODE_OPTIONS|NODE_EXTRA_CA_CERTS|NODE_TLS_|NODE_USE_|SSL_CERT_)/.test(
        key,
      )
    )
      delete env[key]
  return {
    ...env,
    WINEPREFIX: prefix,
    WINEDEBUG: '-all',
    WINEDLLOVERRIDES: 'mscoree,mshtml=',
    DISPLAY: '',
    WAYLAND_DISPLAY: '',
  }
}

/** A Linux path as Windows sees it under Wine: drive Z: is the Linux root. */
export const windowsPath = (linuxPath: string) => 'Z:' + linuxPath.split('/').join('\\')

/** Waits for a condition that an event elsewhere makes true. */
export async function until<T>(
  what: string,
  probe: () => T | undefined | false | null | Promise<T | undefined | false | null>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export interface WineRun {
  pid: number
  exited: Promise<number | null>
  stdout(): string
  stderr(): string
  /** Ends the Windows process at once, as Task Manager's End task does. */
  kill(): void
}

export interface StartOptions {
  cwd?: string
  env?: Record<string, string>
  /** A file (a Linux path) given to the program as its standard input, as a pipe from a script. */
  stdin?: string
}

export interface Prefix {
  dir: string
  env: Record<string, string>
  /** %LOCALAPPDATA% of the prefix's user, as a Linux path. */
  localAppData: string
  /** A Linux path as this prefix's Windows sees it: C: for its drive_c, else Z:. */
  windowsPath(linuxPath: string): string
  /** The executable with the arguments, standard output and error to files of their own. */
  exe(args: string[], options?: StartOptions): WineRun
  /** Another Windows program (a Linux path), the same way. */
  start(program: string, args: string[], options?: StartOptions): WineRun
  /** A Windows program of the prefix (taskkill, icacls...), to its end. */
  run(program: string, args: string[]): { status: number | null; stdout: string; stderr: string }
  close(): void
}

let runs = 0

export async function createPrefix(executable: string): Promise<Prefix> {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-wine-'))
  const prefixDir = join(dir, 'prefix')
  const env = wineEnv(prefixDir)
  const started: WineRun[] = []

  function start(program: string, args: string[], options: StartOptions = {}): WineRun {
    const n = runs++
    const outFile = join(dir, `run-${n}.out`)
    const errFile = join(dir, `run-${n}.err`)
    const out = openSync(outFile, 'w')
    const err = openSync(errFile, 'w')
    const input = options.stdin === undefined ? 'ignore' : openSync(options.stdin, 'r')
    const [file, fileArgs] = inDebian13('wine', [program, ...args])
    const child = spawn(file, fileArgs, {
      cwd: options.cwd ?? dir,
      env: { ...env, ...options.env },
      stdio: [input, out, err],
    })
    closeSync(out)
    closeSync(err)
    if (typeof input === 'number') closeSync(input)
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    )
    const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '')
    const run: WineRun = {
      pid: child.pid!,
      exited,
      stdout: () => read(outFile),
      stderr: () => read(errFile),
      kill: () => {
        if (child.exitCode === null) child.kill('SIGKILL')
      },
    }
    started.push(run)
    return run
  }

  const exe = (args: string[], options?: StartOptions) => start(executable, args, options)

  function run(program: string, args: string[]) {
    const [file, fileArgs] = inDebian13('wine', [program, ...args])
    const result = spawnSync(file, fileArgs, {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 60_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' }
  }

  // The prefix's first start creates it (about 5 s, longer on a busy machine); bounded.
  const first = exe(['--version'])
  const timer = setTimeout(first.kill, 180_000)
  const code = await first.exited
  clearTimeout(timer)
  if (code !== 0) throw new Error(`wine could not start ${executable} (${code}): ${first.stderr()}`)

  const user = userInfo().username
  return {
    dir,
    env,
    localAppData: join(prefixDir, 'drive_c', 'users', user, 'AppData', 'Local'),
    windowsPath(linuxPath) {
      const driveC = join(prefixDir, 'drive_c')
      return linuxPath.startsWith(driveC + '/')
        ? 'C:' + linuxPath.slice(driveC.length).split('/').join('\\')
        : windowsPath(linuxPath)
    },
    exe,
    start,
    run,
    close() {
      for (const r of started) r.kill()
      spawnSync(...inDebian13('wineserver', ['-k']), { env, timeout: 30_000 })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
