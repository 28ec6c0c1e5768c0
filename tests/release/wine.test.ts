// The shipped Windows executables themselves under Debian 13's Wine 10 (in the Debian 13 root,
// scripts/debian13-root.sh): Wine's PE loader loads each as built (Node 24, the product's version
// resource, the injected blob, our signature appended) and Node runs the bridge in it, which
// prints the product's version. Debian 12's Wine 8 cannot run them (V8 aborts reserving its
// sandbox, docs/developer-guide.md, "Windows under Wine"), so this suite never uses the host's Wine.

import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WINDOWLESS_EXECUTABLE } from '../../scripts/package/build.ts'
import { inDebian13, wineEnv } from '../windows/wine.ts'
import { ROOT, WINDOWS_EXECUTABLE } from './launch.ts'

const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version
/** What Wine prints when its loader refuses a file: missing DLL, bad image, not a PE. */
const LOADER_REFUSALS = /c000007b|Bad EXE format|not a valid Win32/i

let dir: string
let env: NodeJS.ProcessEnv

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aeps-wine-'))
  // No display, no Mono or Gecko installer waiting for a click (the Windows suite's settings).
  env = wineEnv(join(dir, 'prefix'))
  // The prefix first, on its own: creating it prints its own complaints (no 32-bit Wine here).
  spawnSync(...inDebian13('wineboot', ['--init']), { env, stdio: 'ignore', timeout: 240_000 })
}, 300_000)
afterAll(() => {
  spawnSync(...inDebian13('wineserver', ['-k']), { env })
  rmSync(dir, { recursive: true, force: true })
})

/** Runs a file under Wine; stdout and stderr are files, not pipes (docs/developer-guide.md, "Windows under Wine"). */
function underWine(exe: string, args: string[]) {
  const out = join(dir, 'out')
  const err = join(dir, 'err')
  const script = 'exec wine "$@" >"$OUT" 2>"$ERR" </dev/null'
  const run = spawnSync(...inDebian13('sh', ['-c', script, 'wine', exe, ...args]), {
    env: { ...env, OUT: out, ERR: err },
    timeout: 240_000,
  })
  return {
    status: run.status,
    stdout: readFileSync(out, 'utf8'),
    stderr: readFileSync(err, 'utf8'),
  }
}

describe('the Node 24 Windows executables under Wine 10', () => {
  for (const exe of [WINDOWS_EXECUTABLE, join(ROOT, 'release', WINDOWLESS_EXECUTABLE)]) {
    it(`${exe.split('/').at(-1)}: runs as built and prints the product's version`, () => {
      const { status, stdout, stderr } = underWine(exe, ['--version'])
      expect(stderr).not.toMatch(LOADER_REFUSALS)
      expect(stdout.trim()).toBe(VERSION)
      expect(status).toBe(0)
    }, 300_000)
  }
})

// Before Windows 10 the executable cannot say anything of its own: Node's start-up refuses the
// OS before the bridge's first line runs (exit 216, ERROR_EXE_MACHINE_TYPE_MISMATCH), so no log
// file is made. What IT sees is Node's message on the console, or the exit code where a task or
// a script records it (docs/install.md, "Older Windows"). The MSI refuses those Windows first.
describe('the Windows executable on Windows 7 (the MSI refuses it; copied by hand)', () => {
  it("exits 216 with Node's own reason on standard error, before the bridge writes anything", () => {
    const wine = (args: string[]) =>
      spawnSync(...inDebian13('wine', args), { env, stdio: 'ignore', timeout: 240_000 })
    expect(wine(['winecfg', '/v', 'win7']).status).toBe(0)
    try {
      const { status, stdout, stderr } = underWine(WINDOWS_EXECUTABLE, ['supervise'])
      expect(stderr).toContain(
        'Node.js is only supported on Windows 10, Windows Server 2016, or higher',
      )
      expect(stdout).toBe('')
      expect(status).toBe(216)
      const logs = join(
        dir,
        'prefix',
        'drive_c',
        'users',
        userInfo().username,
        'AppData',
        'Local',
        'aeps-bridge',
      )
      expect(existsSync(logs)).toBe(false)
    } finally {
      expect(wine(['winecfg', '/v', 'win10']).status).toBe(0)
    }
  }, 600_000)
})
