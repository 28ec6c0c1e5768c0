// The hand-over drill with real processes (issue 44 item 4, reliability review 2026-11-29 S3): the
// executable of this tree, built as 1.0.0 and as 1.0.3 and signed as a release is (the drill's own
// throwaway key: each build's SHA256SUMS.sig, and the signer the executable carries), in the MSI's
// layout (versions/<build>/ and a `current` pointer), its supervisor started as the Run value
// starts it. The pointer then names, one after the other:
// - planted builds (issue 40 item 5, security review P1): one outside the install root, one not
//   listed in its SHA256SUMS, one unsigned, one re-signed by another key: each refused with its
//   fact, and the old build answers throughout, never drained;
// - 1.0.1, whose `--version` works but whose `supervise` ends 2 s after its start (the review's
//   `crash` build): the old build takes back;
// - 1.0.2, whose `supervise` runs but never answers: taken back at the proof's deadline;
// - 1.0.3, the real executable: it serves, and the old supervisor ends.
// All the while a client asks /api/status every 100 ms: the desk is never away for 30 s or more,
// the old build answers again after each failed build, and the failed builds are marked so that
// no second hand-over to them follows.

import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLinuxAs } from '../../scripts/package/build.ts'
import { bundleBridgeIfChanged, BRIDGE_BUNDLE } from '../../scripts/package/bundle.ts'
import { signDetached } from '../../scripts/package/detached-signature.ts'
import { ROOT } from '../../scripts/package/runtimes.ts'
import { sameThrowawaySigning, throwawaySigning, type Signing } from '../../scripts/package/sign.ts'
import { scrubText } from '../../bridge/log.ts'
import { NOT_TRUSTED } from '../../bridge/cli/version-handover.ts'
import { pointerText } from '../../bridge/cli/version-pointer.ts'
import { freePort, RD_PORT_BLOCKS } from '../fixtures/bridge-harness.ts'

const FIRST_RD_PORT = RD_PORT_BLOCKS['handover']
const EXE = 'aeps-bridge'

let work: string
let root: string
let dataDir: string
let port: number
let supervisor: ChildProcess
/** The drill's release key, kept between runs with its builds (build/handover-drill/signing). */
const DRILL = join(ROOT, 'build', 'handover-drill')
let signing: Signing

/**
 * Puts an executable into the layout as the installer does: its folder, SHA256SUMS, and that
 * signed by `signedBy` (the release's key unless told; null: no signature).
 */
function install(
  build: string,
  from: { file?: string; script?: string },
  signedBy: Signing | null = signing,
  folder = join(root, 'versions', build),
): void {
  mkdirSync(folder, { recursive: true, mode: 0o755 })
  const exe = join(folder, EXE)
  if (from.file) linkSync(from.file, exe)
  else writeFileSync(exe, from.script!, { mode: 0o755 })
  chmodSync(exe, 0o755)
  const sum = createHash('sha256').update(readFileSync(exe)).digest('hex')
  writeFileSync(join(folder, 'SHA256SUMS'), `${sum}  ${EXE}\n`, { mode: 0o644 })
  if (signedBy) signDetached(join(folder, 'SHA256SUMS'), join(folder, 'SHA256SUMS.sig'), signedBy)
}

const point = (build: string) => writeFileSync(join(root, 'current'), pointerText(build, EXE))

/** The supervisor log lines (JSON) of the account, all days. */
function logLines(): { msg?: string; message?: string; [k: string]: unknown }[] {
  const logs = join(dataDir, 'logs')
  if (!existsSync(logs)) return []
  return readdirSync(logs)
    .flatMap((f) => readFileSync(join(logs, f), 'utf8').split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg?: string })
}
const logged = (text: string) =>
  logLines().filter((l) => String(l.msg ?? l.message ?? '').includes(text))

/** /api/status every 100 ms: each answer's version (null: no answer) with its time. */
const answers: { at: number; version: string | null }[] = []
let asking = true
async function askForever(): Promise<void> {
  while (asking) {
    let version: string | null = null
    try {
      const reply = await fetch(`http://127.0.0.1:${port}/api/status`, {
        signal: AbortSignal.timeout(2_000),
      })
      version = reply.ok ? String(((await reply.json()) as { version: string }).version) : null
    } catch {
      version = null
    }
    answers.push({ at: Date.now(), version })
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The longest time without an answer among answers[from..]. */
function longestGapMs(from: number): number {
  let longest = 0
  let lastOk: number | null = null
  for (const a of answers.slice(from)) {
    if (a.version === null) continue
    if (lastOk !== null) longest = Math.max(longest, a.at - lastOk)
    lastOk = a.at
  }
  return longest
}

async function until(what: string, ok: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
const answeredBy = (version: string, after: number) =>
  answers.some((a) => a.at > after && a.version === version)

/** This tree's Linux executable as `version`, signed, built once per bundle and key (DRILL). */
async function builtAs(version: string): Promise<string> {
  await bundleBridgeIfChanged()
  const inputs = createHash('sha256')
    .update(readFileSync(BRIDGE_BUNDLE))
    .update(readFileSync(signing.pkcs12))
    .digest('hex')
  const folder = join(DRILL, inputs.slice(0, 16), version)
  const built = existsSync(folder) ? readdirSync(folder).find((f) => f.endsWith('linux-x64')) : null
  return built ? join(folder, built) : buildLinuxAs(version, folder, signing)
}

/** The planted builds (the good executable each time) and the fact each is refused for. */
const PLANTED: [string, RegExp][] = [
  ['1.0.4+outside', /is not in a build folder under/],
  ['1.0.4+unlisted', /its SHA-256 is not the one listed in SHA256SUMS/],
  ['1.0.4+unsigned', /SHA256SUMS\.sig cannot be read, and this build is signed/],
  ['1.0.4+impostor', /its SHA256SUMS is not signed by the key that signed this build/],
]

function plantBuilds(good: string): void {
  // A folder of its own outside the install root, reached through a link in versions/.
  const outside = join(work, 'elsewhere')
  install('1.0.4+outside', { file: good }, signing, outside)
  symlinkSync(outside, join(root, 'versions', '1.0.4+outside'))
  install('1.0.4+unlisted', { file: good })
  writeFileSync(
    join(root, 'versions', '1.0.4+unlisted', 'SHA256SUMS'),
    `${'0'.repeat(64)}  ${EXE}\n`,
  )
  signDetached(
    join(root, 'versions', '1.0.4+unlisted', 'SHA256SUMS'),
    join(root, 'versions', '1.0.4+unlisted', 'SHA256SUMS.sig'),
    signing,
  )
  install('1.0.4+unsigned', { file: good }, null)
  install('1.0.4+impostor', { file: good }, throwawaySigning(join(work, 'impostor')))
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'aeps-handover-drill-'))
  const keys = join(DRILL, 'signing')
  signing = existsSync(join(keys, 'password')) ? sameThrowawaySigning(keys) : throwawaySigning(keys)
  const [old, good] = [await builtAs('1.0.0'), await builtAs('1.0.3')]
  root = join(work, 'inst')
  mkdirSync(join(root, 'versions'), { recursive: true, mode: 0o755 })
  chmodSync(work, 0o755)
  install('1.0.0+aaaaaaaa', { file: old })
  install('1.0.1+crash', {
    script:
      '#!/bin/sh\nif [ "$1" = --version ]; then echo 1.0.1; exit 0; fi\n/bin/sleep 2\nexit 70\n',
  })
  install('1.0.2+silent', {
    script:
      '#!/bin/sh\nif [ "$1" = --version ]; then echo 1.0.2; exit 0; fi\nexec /bin/sleep 600\n',
  })
  install('1.0.3+bbbbbbbb', { file: good })
  plantBuilds(good)
  point('1.0.0+aaaaaaaa')
  dataDir = join(work, 'data')
  mkdirSync(dataDir, { mode: 0o700 })
  port = await freePort()
  const config = join(work, 'bridge.env')
  writeFileSync(
    config,
    [
      `BRIDGE_PORT=${port}`,
      'SANDBOX_RD=on',
      'SANDBOX_CAPTURE_MS=0',
      `RD_PORTS=${FIRST_RD_PORT}-${FIRST_RD_PORT + 4}`,
      `DATA_DIR=${dataDir}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  )
  const home = join(work, 'home')
  mkdirSync(home)
  supervisor = spawn(
    join(root, 'versions', '1.0.0+aaaaaaaa', EXE),
    ['supervise', '--config', config],
    {
      env: { PATH: '/nonexistent', HOME: home },
      stdio: 'ignore',
    },
  )
  void askForever()
  await until('the old build to answer', () => answeredBy('1.0.0', 0), 60_000)
}, 900_000)

afterAll(async () => {
  asking = false
  // The supervisors' own account of the drill, for a failure's reader.
  for (const line of logLines())
    if (String(line.msg).startsWith('supervisor'))
      process.stderr.write(`${JSON.stringify(line).slice(0, 400)}\n`)
  supervisor?.kill('SIGTERM')
  // The new build's supervisor, when the drill got that far, holds the supervisor lock.
  try {
    const lock = JSON.parse(readFileSync(join(dataDir, 'supervisor.lock'), 'utf8')) as {
      pid: number
    }
    process.kill(lock.pid, 'SIGTERM')
    await until('the bridge to stop', () => !existsSync(join(dataDir, 'bridge.lock')), 30_000)
  } catch {
    // nothing left running
  }
  rmSync(work, { recursive: true, force: true })
}, 60_000)

describe('the hand-over to a new build, with real processes', () => {
  it('refuses planted builds, each with its fact, and the old build answers throughout', async () => {
    const from = answers.length
    for (const [build, fact] of PLANTED) {
      point(build)
      // As the log writes it: the log scrubs digit runs that could be a number (fail closed).
      const executable = scrubText(join(root, 'versions', build, EXE))
      await until(
        `the refusal of ${build}`,
        () => logged(NOT_TRUSTED).some((l) => String(l.executable) === executable),
        60_000,
      )
      const refusal = logged(NOT_TRUSTED).find((l) => String(l.executable) === executable)!
      expect(String(refusal.reason)).toMatch(fact)
    }
    point('1.0.0+aaaaaaaa')
    // Never drained: no gap beyond the asking's own pace, no answer by another version.
    expect(logged('the bridge drains')).toEqual([])
    expect(answers.slice(from).filter((a) => a.version !== null && a.version !== '1.0.0')).toEqual(
      [],
    )
    const gap = longestGapMs(from)
    process.stderr.write(`planted builds: longest gap ${gap} ms\n`)
    expect(gap).toBeLessThan(10_000)
  }, 300_000)

  it('takes back from a build whose supervise ends 2 s after its start, within 30 s, and marks it failed', async () => {
    const from = answers.length
    const t0 = Date.now()
    point('1.0.1+crash')
    await until('the take-back', () => logged('takes back').length === 1, 90_000)
    await until('the old build to answer again', () => answeredBy('1.0.0', Date.now() - 1), 30_000)
    const gap = longestGapMs(from)
    process.stderr.write(
      `crash build: longest gap ${gap} ms, take-back ${Date.now() - t0} ms after the pointer\n`,
    )
    expect(gap).toBeLessThan(30_000)
    expect(logged('takes back')[0]).toMatchObject({
      reason: expect.stringMatching(/its supervisor ended \(exit 70\) before its bridge answered/),
    })
    const marks = JSON.parse(readFileSync(join(dataDir, 'failed-builds.json'), 'utf8'))
    expect(marks).toMatchObject([{ executable: join(root, 'versions', '1.0.1+crash', EXE) }])
  }, 180_000)

  it('takes back from a build that never answers, at the proof deadline, and ends it', async () => {
    const from = answers.length
    point('1.0.2+silent')
    await until('the second take-back', () => logged('takes back').length === 2, 120_000)
    await until('the old build to answer again', () => answeredBy('1.0.0', Date.now() - 1), 30_000)
    const gap = longestGapMs(from)
    process.stderr.write(`silent build: longest gap ${gap} ms\n`)
    expect(gap).toBeLessThan(30_000)
    expect(logged('takes back')[1]).toMatchObject({
      reason: expect.stringMatching(/did not answer \/api\/status with its version within 20 s/),
    })
    // The silent build's process was ended: no sleep of it is left.
    const standBy = logged('stands by until its bridge answers').at(-1)!
    expect(() => process.kill(Number(standBy.processId), 0)).toThrow()
  }, 180_000)

  it('hands over to the build that serves, and the old supervisor ends only after the grace', async () => {
    const from = answers.length
    point('1.0.3+bbbbbbbb')
    await until('the new build to answer', () => answeredBy('1.0.3', 0), 120_000)
    const served = Date.now()
    const oldEnded = new Promise<number | null>((r) => supervisor.once('exit', (code) => r(code)))
    expect(await oldEnded).toBe(0)
    // It stood by for the grace (60 s) after the proof, the new build answering all along.
    expect(Date.now() - served).toBeGreaterThan(50_000)
    expect(logged('handed over to the new version; this one ends')).toHaveLength(1)
    expect(answers.slice(from).filter((a) => a.at > served && a.version !== '1.0.3')).toEqual([])
    const gap = longestGapMs(from)
    process.stderr.write(`good build: longest gap ${gap} ms\n`)
    expect(gap).toBeLessThan(30_000)
    // The failed builds were not tried again meanwhile: two take-backs, no third.
    expect(logged('takes back')).toHaveLength(2)
  }, 240_000)
})
