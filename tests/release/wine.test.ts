// The shipped Windows executable itself under Debian's Wine 8 (issue 20, item 5, structure half).
// Node 24's node.exe aborts there while V8 reserves its sandbox ("Fatal process out of memory:
// SegmentedTable::InitializeTable", design/windows.md), so the bridge's Windows code paths are
// tested on Node 22 (tests/windows). What this proves about the release file: Wine's PE loader
// loads it as built (unsigned Node, the product's version resource, the injected blob, our
// signature appended), and Node's own start-up runs in it until V8's initialisation. If a Wine or
// Node update lets it run, the test says so, and it must then print the product's version.

import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WINDOWLESS_EXECUTABLE } from '../../scripts/package/build.ts'
import { wineEnv } from '../windows/wine.ts'
import { ROOT, WINDOWS_EXECUTABLE } from './launch.ts'

const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version
const V8_SANDBOX_ABORT = 'Fatal process out of memory: SegmentedTable::InitializeTable'
/** What Wine prints when its loader refuses a file: missing DLL, bad image, not a PE. */
const LOADER_REFUSALS = /c0000135|c000007b|Bad EXE format|not a valid Win32|failed to open/i

let dir: string
let env: NodeJS.ProcessEnv

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aeps-wine-'))
  // No display, no Mono or Gecko installer waiting for a click (the Windows suite's settings).
  env = wineEnv(join(dir, 'prefix'))
  // The prefix first, on its own: creating it prints its own complaints (no 32-bit Wine here).
  spawnSync('wineboot', ['--init'], { env, stdio: 'ignore', timeout: 240_000 })
}, 300_000)
afterAll(() => {
  spawnSync('wineserver', ['-k'], { env })
  rmSync(dir, { recursive: true, force: true })
})

/** Runs a file under Wine; stdout and stderr are files, not pipes (windows.md). */
function underWine(exe: string, args: string[]) {
  const out = join(dir, 'out')
  const err = join(dir, 'err')
  const script = 'exec wine "$@" >"$OUT" 2>"$ERR" </dev/null'
  const run = spawnSync('sh', ['-c', script, 'wine', exe, ...args], {
    env: { ...env, OUT: out, ERR: err },
    timeout: 240_000,
  })
  return {
    status: run.status,
    stdout: readFileSync(out, 'utf8'),
    stderr: readFileSync(err, 'utf8'),
  }
}

describe('the Node 24 Windows executable under Wine 8', () => {
  for (const exe of [WINDOWS_EXECUTABLE, join(ROOT, 'release', WINDOWLESS_EXECUTABLE)]) {
    it(`${exe.split('/').at(-1)}: loads, and Node starts until V8 (or runs and prints the version)`, () => {
      const { status, stdout, stderr } = underWine(exe, ['--version'])
      expect(stderr).not.toMatch(LOADER_REFUSALS)
      if (stdout.trim() === VERSION) {
        // Wine or Node changed: the executable runs here. design/windows.md must say so.
        expect(status).toBe(0)
        console.warn(`${exe}: runs under Wine now: the Windows suite could use it`)
      } else {
        // V8's own abort message is the evidence. The exit code is Wine's to report (seen: 3 and,
        // for both files on a machine kept busy by stress-ng, 0), so it is not asserted.
        expect(stderr).toContain(V8_SANDBOX_ABORT)
      }
    }, 300_000)
  }
})
