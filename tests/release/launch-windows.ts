// The release's Windows executable started the way launch.ts starts the Linux one (alone in an
// empty folder, no Node anywhere), under Debian 13's Wine 10 in a prefix of its own
// (tests/windows/wine.ts). Its standard output and error are files: Node under Wine fails on a pipe.

import { spawn, spawnSync } from 'node:child_process'
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../fixtures/bridge-harness.ts'
import { inDebian13, until, wineEnv } from '../windows/wine.ts'
import { WINDOWS_EXECUTABLE, type Started } from './launch.ts'

/** The bridge from the .exe, copied alone into a folder of its own, in a new Wine prefix. */
export async function startWindowsBridge(env: Record<string, string>): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-release-win-'))
  const exe = join(dir, 'aeps-bridge-win-x64.exe')
  copyFileSync(WINDOWS_EXECUTABLE, exe)
  const wine = wineEnv(join(dir, 'prefix'))
  // The prefix first, on its own, so that the bridge's start is timed alone.
  spawnSync(...inDebian13('wineboot', ['--init']), { env: wine, stdio: 'ignore', timeout: 240_000 })
  const port = Number(env.BRIDGE_PORT ?? (await freePort()))
  const outFile = join(dir, 'bridge.out')
  const out = openSync(outFile, 'w')
  const child = spawn(...inDebian13('wine', [exe]), {
    cwd: dir,
    env: { ...wine, ...env, BRIDGE_PORT: String(port) },
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  const output = () => readFileSync(outFile, 'utf8')
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    spawnSync(...inDebian13('wineserver', ['-k']), { env: wine, timeout: 30_000 })
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await until(
      'the Windows bridge to answer /api/status',
      async () => {
        if (child.exitCode !== null) throw new Error(`the Windows bridge exited: ${output()}`)
        try {
          return (await fetch(url + '/api/status')).ok
        } catch {
          return false
        }
      },
      120_000,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { url, port, child, output, stop }
}
