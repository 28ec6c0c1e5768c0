// Starting the bridge the two ways the release suite compares: from the sources (the CLI through
// tsx, as npm run bridge) and as the packaged executable copied alone into an empty folder, with
// no node_modules, no project files and no Node on PATH, and the checkout itself hidden from it.

import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { releaseNames } from '../../scripts/package/release-names.ts'
import { freePort } from '../fixtures/bridge-harness.ts'

export const ROOT = join(import.meta.dirname, '..', '..')
export const LINUX_EXECUTABLE = join(ROOT, 'release', releaseNames().linux)
export const WINDOWS_EXECUTABLE = join(ROOT, 'release', releaseNames().windows)

export type Flavour = 'sources' | 'executable'

export interface Lonely {
  /** An empty folder holding only the executable. */
  dir: string
  executable: string
  /** An empty folder as PATH: no node, no npm, nothing. */
  emptyPath: string
  home: string
  cleanup(): void
}

/** The executable copied into a folder of its own, as IT copies it onto a laptop. */
export function lonelyExecutable(): Lonely {
  if (!existsSync(LINUX_EXECUTABLE))
    throw new Error(`${LINUX_EXECUTABLE} is missing: run npm run package first`)
  const dir = mkdtempSync(join(tmpdir(), 'aeps-release-'))
  const executable = join(dir, 'aeps-bridge-linux-x64')
  copyFileSync(LINUX_EXECUTABLE, executable)
  const emptyPath = join(dir, 'empty-path')
  const home = join(dir, 'home')
  mkdirSync(emptyPath)
  mkdirSync(home)
  return {
    dir,
    executable,
    emptyPath,
    home,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * The executable with this checkout out of its sight: in a mount namespace of its own, an empty
 * tmpfs lies over the checkout, so nothing the build was made from (node_modules, the sources,
 * package.json) can be found by an absolute path either. The sandbox once looked for `selfsigned`
 * beside the folder it was built in and did not start on a laptop without it. unshare execs, so
 * the child's pid is the executable's (signals and /proc reach it). Needs root, as CI runs.
 */
export function awayFromTheCheckout(
  file: string,
  args: string[],
): { file: string; args: string[] } {
  return {
    file: '/usr/bin/unshare',
    args: [
      '--mount',
      '--propagation',
      'private',
      '--',
      '/bin/sh',
      '-c',
      '/usr/bin/mount -t tmpfs -o size=64k,mode=0555 tmpfs "$0" && exec "$@"',
      ROOT,
      file,
      ...args,
    ],
  }
}

export interface Started {
  url: string
  port: number
  child: ChildProcess
  output(): string
  stop(): Promise<void>
}

export function command(
  flavour: Flavour,
  lonely: Lonely,
  args: string[],
  env: Record<string, string>,
): { file: string; args: string[]; cwd: string; env: Record<string, string> } {
  if (flavour === 'executable')
    return {
      ...awayFromTheCheckout(lonely.executable, args),
      cwd: lonely.dir,
      env: { PATH: lonely.emptyPath, HOME: lonely.home, ...env },
    }
  return {
    file: process.execPath,
    args: ['--import', 'tsx', join(ROOT, 'bridge', 'cli', 'main.ts'), ...args],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: lonely.home, ...env },
  }
}

export async function startBridgeAs(
  flavour: Flavour,
  lonely: Lonely,
  env: Record<string, string>,
  args: string[] = [],
): Promise<Started> {
  const port = Number(env.BRIDGE_PORT ?? (await freePort()))
  const how = command(flavour, lonely, args, { ...env, BRIDGE_PORT: String(port) })
  const child = spawn(how.file, how.args, {
    cwd: how.cwd,
    env: how.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${flavour} bridge exited: ${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the ${flavour} bridge did not answer: ${output}`)
    }
    try {
      if ((await fetch(url + '/api/status')).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  return {
    url,
    port,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => (clearTimeout(timer), resolve()))
        child.kill('SIGTERM')
      }),
  }
}
