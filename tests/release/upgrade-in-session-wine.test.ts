// An MSI upgrade pushed while the merchant is logged on and mid-enquiry, under Wine 10's Windows
// Installer (the Debian 13 root, tests/windows/wine.ts), as IT pushes it: `msiexec /i /qn` as
// nothing but an install. Version A is the release MSI; version B is this tree built again as the
// next patch version (scripts/package/build.ts, buildWindowsAs), so /api/status tells them apart,
// signed by the key that signed A (release-signing.ts): a signed desk hands over only to a build
// its own key signed. The supervisor is started as the MSI's Run value starts it at log-on. Then:
// - planted builds in A's install folder, the `current` pointer naming each (as someone with write
//   access to the folder would plant them), are refused with the fact and A keeps answering: one
//   whose SHA256SUMS is unsigned, one re-signed by another key, one not listed in its SHA256SUMS;
//   and copies of A's own signed build that Users, or the merchant's own account, can change, or
//   whose DACL cannot be read (bridge/cli/build-acl-trust.ts). Wine keeps no DACLs: the desk's
//   icacls.exe and whoami.exe are the replay of tests/release/acl-tools/, answering the DACLs this
//   test records (Program Files' inherited default for what the MSI installs); the desk's reading
//   and judging of them is its own;
// - the enquiry in flight when B is installed is answered 200 and journaled (the old bridge drains
//   with it in flight), B serves the next one within 5 minutes, and the journal holds them all;
// - A's MSI over B is refused (no downgrade) and the desk keeps serving B;
// - a repair puts back a deleted file without a hand-over;
// - an uninstall removes the files, the Run value and the pointer, and keeps the user's
//   configuration and journal.
// Wine's msiexec is a reimplementation and Wine does not lock a running .exe: what Microsoft's
// does with the old build's files in use is not proven here (docs/install.md says what is).

import { spawnSync } from 'node:child_process'
import { generateKeyPairSync, sign } from 'node:crypto'
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWindowsAs, MSI } from '../../scripts/package/build.ts'
import { INSTALLED_NAMES } from '../../scripts/package/msi.ts'
import { releaseSigning } from '../../scripts/package/release-signing.ts'
import { DB_FILE } from '../../bridge/journal/database.ts'
import { scrubText } from '../../bridge/log.ts'
import { BUILD_SUMS, BUILD_SUMS_SIGNATURE } from '../../bridge/cli/build-trust.ts'
import { NOT_TRUSTED } from '../../bridge/cli/version-handover.ts'
import { POINTER_FILE, pointerText, VERSIONS_FOLDER } from '../../bridge/cli/version-pointer.ts'
import { api, enquire, freePort, rdPorts } from '../fixtures/bridge-harness.ts'
import { createPrefix, RELEASE_EXE, until, type Prefix, type WineRun } from '../windows/wine.ts'
import { changeableBy, PROGRAM_FILES_CHILD } from '../fixtures/install-dacls.ts'
import { aclToolsExe } from './acl-tools/build.ts'
import { ROOT } from './launch.ts'

const RELEASE_MSI = join(ROOT, 'release', MSI)
const RUN_KEY = 'HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Run'
const VERSION_A = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version
const [major, minor, patch] = VERSION_A.split(/[.-]/).map(Number) as [number, number, number]
const VERSION_B = `${major}.${minor}.${patch + 1}`
/** The sandbox's slow test number (src/shared/sandbox-numbers.ts): answered after SANDBOX_SLOW_MS. */
const SLOW = '999900000102'
/**
 * Long enough that the enquiry is still in flight when the supervisor drains, on a loaded machine:
 * msiexec (9-20 s here), the next read of the pointer (up to 15 s) and B's `--version` (3-50 s at
 * a load of 27).
 * The drain waits for it (UPSTREAM_TIMEOUT_MS above it).
 */
const SLOW_MS = 150_000
/** The issue's promise: an upgrade takes effect within 5 minutes. */
const TAKES_EFFECT_MS = 300_000

let prefix: Prefix
let newerMsi: string
let port: number

const INSTALL = 'C:\\Program Files\\AePS bridge'
/** The account's SID, as Wine's own whoami prints it; the replayed whoami answers it. */
let sid = ''
/** The replayed icacls.exe's answers (acl-tools.cjs): a path, lower case, to its DACL. */
const dacls: Record<string, string> = {}
let toolsDir = ''
/** Records `dacl` (null: none, icacls then fails) for paths relative to the install folder. */
function placeDacls(dacl: string | null, ...paths: string[]) {
  for (const relative of paths) {
    const path = (relative ? `${INSTALL}\\${relative}` : INSTALL).toLowerCase()
    if (dacl === null) delete dacls[path]
    else dacls[path] = dacl
  }
  writeFileSync(
    join(toolsDir, 'acl-tools.json'),
    JSON.stringify({ user: 'desk\\asha', sid, dacls }),
  )
}
/** A build's folder and the executable the pointer names, relative to the install folder. */
const buildPaths = (build: string) => [
  `${VERSIONS_FOLDER}\\${build}`,
  `${VERSIONS_FOLDER}\\${build}\\${INSTALLED_NAMES.windowless}`,
]
/** The desk's icacls.exe and whoami.exe are the replay (native), Wine's own set aside. */
const replayedTools = () => ({
  WINEDLLOVERRIDES: `${prefix.env.WINEDLLOVERRIDES};icacls.exe,whoami.exe=n`,
})

beforeAll(async () => {
  prefix = await createPrefix(RELEASE_EXE)
  newerMsi = await buildWindowsAs(VERSION_B, join(prefix.dir, 'version-b'), releaseSigning())
  sid = /S-1-5-21-[\d-]+/.exec(prefix.run('whoami', ['/user']).stdout)![0]
  toolsDir = join(prefix.dir, 'prefix', 'drive_c', 'windows', 'system32')
  const tools = await aclToolsExe()
  for (const name of ['icacls.exe', 'whoami.exe']) copyFileSync(tools, join(toolsDir, name))
  // What the MSI installs inherits Program Files' DACL: the folder, versions\ and B's build.
  const buildB = /^BUILDFOLDER\tVERSIONSFOLDER\t(.+)$/m.exec(
    spawnSync('msiinfo', ['export', newerMsi, 'Directory'], { encoding: 'utf8' }).stdout,
  )![1]!
  placeDacls(PROGRAM_FILES_CHILD, '', VERSIONS_FOLDER, ...buildPaths(buildB))
}, 600_000)
afterAll(() => prefix?.close())

/** A Windows program to its end, its output in files (tests/windows/wine.ts says why). */
async function wine(
  program: string,
  args: string[],
): Promise<{ code: number | null; out: string }> {
  const run = prefix.start(program, args)
  const code = await run.exited
  return { code, out: run.stdout().replace(/\r\n/g, '\n') }
}
const msiexec = (...args: string[]) => wine('msiexec', [...args, '/qn'])
const productCode = (msi: string) =>
  /^ProductCode\t(\{[0-9A-F-]+\})/m.exec(
    spawnSync('msiinfo', ['export', msi, 'Property'], { encoding: 'utf8' }).stdout,
  )![1]!
const programFiles = () => join(prefix.dir, 'prefix', 'drive_c', 'Program Files', 'AePS bridge')
const appDir = () => join(prefix.localAppData, 'aeps-bridge')

async function runValue(): Promise<string | null> {
  const { out } = await wine('reg', ['query', RUN_KEY, '/v', 'AePS bridge'])
  return /AePS bridge\s+REG_SZ\s+(.+?)\s*$/m.exec(out)?.[1] ?? null
}

type Entry = Record<string, unknown> & { msg: string; time?: string }
function logEntries(): Entry[] {
  const dir = join(appDir(), 'data', 'logs')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Entry)
}
const logged = (msg: string) => logEntries().filter((e) => e.msg === msg)

async function status(): Promise<{ version: string } | null> {
  try {
    const reply = await fetch(`http://127.0.0.1:${port}/api/status`)
    return reply.status === 200 ? ((await reply.json()) as { version: string }) : null
  } catch {
    return null
  }
}

const MSIEXEC = { timeout: 600_000 }
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

describe(
  'an MSI upgrade in the merchant session, with the bridge running, under Wine',
  MSIEXEC,
  () => {
    let supervisor: WineRun
    let first: string
    let buildA: string

    it('installs A, whose Run value starts the supervisor from its own build folder', async () => {
      expect((await msiexec('/i', prefix.windowsPath(RELEASE_MSI))).code).toBe(0)
      const command = await runValue()
      const found =
        /^"(C:\\Program Files\\AePS bridge\\versions\\([^\\]+)\\[^"]+)" supervise$/.exec(
          command ?? '',
        )
      expect(found, String(command)).not.toBeNull()
      buildA = found![2]!
      expect(buildA.startsWith(`${VERSION_A}+`)).toBe(true)
      expect(readFileSync(join(programFiles(), POINTER_FILE), 'latin1')).toBe(
        `${VERSIONS_FOLDER}\\${buildA}\\${INSTALLED_NAMES.windowless}\r\n`,
      )
      port = await freePort()
      mkdirSync(appDir(), { recursive: true })
      const settings = {
        BRIDGE_PORT: String(port),
        DATA_DIR: 'data',
        STATIC_DIR: 'off',
        RD_PORTS: rdPorts('release-upgrade-wine'),
        SANDBOX_RD: 'on',
        SANDBOX_CAPTURE_MS: '0',
        SANDBOX_SLOW_MS: String(SLOW_MS),
        UPSTREAM_TIMEOUT_MS: String(SLOW_MS + 60_000),
      }
      writeFileSync(
        join(appDir(), 'bridge.env'),
        Object.entries(settings)
          .map(([k, v]) => `${k}=${v}\r\n`)
          .join(''),
      )
      // As Windows runs the Run value at log-on: that program, that argument.
      supervisor = prefix.start(found![1]!, ['supervise'], { env: replayedTools() })
      const serving = await until('A to answer', status, 180_000)
      expect(serving.version).toBe(VERSION_A)
      const reply = await enquire(`http://127.0.0.1:${port}`, '/api/balance-enquiries', {
        aadhaar: '234567890124',
      })
      expect([reply.status, reply.json.outcome]).toEqual([200, 'success'])
      first = reply.json.transactionId
    })

    it('refuses planted builds A did not sign, not listed, or that others can change, and A keeps answering', async () => {
      const versions = join(programFiles(), VERSIONS_FOLDER)
      /**
       * A's own signed files in a higher build folder, consistent in themselves, with Program
       * Files' DACL: only `spoil` tells.
       */
      const plant = (build: string, spoil: (folder: string) => void) => {
        const folder = join(versions, build)
        cpSync(join(versions, buildA), folder, { recursive: true })
        placeDacls(PROGRAM_FILES_CHILD, ...buildPaths(build))
        spoil(folder)
        return folder
      }
      const folderOf = (build: string) => buildPaths(build)[0]!
      const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      const cases: [string, (folder: string) => void, RegExp][] = [
        [
          `${VERSION_B}+users`,
          () => placeDacls(changeableBy('S-1-5-32-545'), folderOf(`${VERSION_B}+users`)),
          /can be changed by BUILTIN\\Users \(S-1-5-32-545\) \(its ACL\)/,
        ],
        [
          `${VERSION_B}+merchant`,
          () => placeDacls(changeableBy(sid), folderOf(`${VERSION_B}+merchant`)),
          // The log masks the SID's long run of digits, as any number it cannot tell from one.
          literally(scrubText(`can be changed by the account running this desk, ${sid} (its ACL)`)),
        ],
        [
          `${VERSION_B}+unreadable`,
          () => placeDacls(null, ...buildPaths(`${VERSION_B}+unreadable`)),
          /the permissions of .* could not be read \(icacls failed/,
        ],
        [
          `${VERSION_B}+unsigned`,
          (folder) => rmSync(join(folder, BUILD_SUMS_SIGNATURE)),
          /SHA256SUMS\.sig cannot be read, and this build is signed/,
        ],
        [
          `${VERSION_B}+impostor`,
          (folder) =>
            writeFileSync(
              join(folder, BUILD_SUMS_SIGNATURE),
              sign('sha256', readFileSync(join(folder, BUILD_SUMS)), impostor),
            ),
          /its SHA256SUMS is not signed by the key that signed this build/,
        ],
        [
          `${VERSION_B}+unlisted`,
          (folder) => appendFileSync(join(folder, INSTALLED_NAMES.windowless), 'planted'),
          /its SHA-256 is not the one listed in SHA256SUMS/,
        ],
      ]
      const pointer = join(programFiles(), POINTER_FILE)
      for (const [build, spoil, reason] of cases) {
        plant(build, spoil)
        writeFileSync(pointer, pointerText(build, INSTALLED_NAMES.windowless), 'latin1')
        const refusal = await until(
          `the refusal of ${build}`,
          () =>
            logged(NOT_TRUSTED).find((e) =>
              String(e.executable).includes(`\\${scrubText(build)}\\`),
            ),
          120_000,
        )
        expect(String(refusal.reason)).toMatch(reason)
        expect((await status())?.version).toBe(VERSION_A)
      }
      // Put back as the installer left it, for the upgrade: A named, no planted folders.
      writeFileSync(pointer, pointerText(buildA, INSTALLED_NAMES.windowless), 'latin1')
      for (const [build] of cases) {
        rmSync(join(versions, build), { recursive: true })
        placeDacls(null, ...buildPaths(build))
      }
      expect(
        logged('supervisor: a new version is installed; the bridge drains, then it takes over'),
      ).toEqual([])
      expect((await status())?.version).toBe(VERSION_A)
    })

    it('installs B mid-enquiry: the enquiry in flight is answered and journaled, and B serves the next within 5 minutes', async () => {
      const url = `http://127.0.0.1:${port}`
      const inFlight = enquire(url, '/api/balance-enquiries', { aadhaar: SLOW })
      // In flight: its first journal line is written before the (simulated) bank is called.
      await until('the slow enquiry to be in flight', async () => {
        const list = await api(url).get('/api/transactions?limit=5')
        return list.json.transactions.some(
          (t: { finishedAt: string | null }) => t.finishedAt === null,
        )
      })
      const pushed = Date.now()
      const install = await msiexec('/i', prefix.windowsPath(newerMsi))
      const installed = Date.now()
      expect(install.code).toBe(0)

      const slow = await inFlight
      expect([slow.status, slow.json.outcome]).toEqual([200, 'success'])
      // The old bridge drained with it in flight: the hand-over did not wait for it to end first.
      const drain = logged('stopping: no new work; waiting for requests in flight')
      expect(drain.some((e) => Number(e.inFlight) >= 1)).toBe(true)
      expect(
        logged('supervisor: a new version is installed; the bridge drains, then it takes over')[0],
      ).toMatchObject({
        from: VERSION_A,
        to: VERSION_B,
      })

      const serving = await until(
        'B to answer',
        async () => ((await status())?.version === VERSION_B ? true : null),
        TAKES_EFFECT_MS,
      )
      const effective = Date.now()
      expect(serving).toBe(true)
      expect(effective - pushed).toBeLessThan(TAKES_EFFECT_MS)
      // The parts, from the desk's log: the pointer read and B's --version checked, the drain
      // (as long as the enquiry in flight), B's supervisor and bridge started.
      const at = (msg: string) => Date.parse(String(logged(msg).at(-1)!.time))
      const noticed = at(
        'supervisor: a new version is installed; the bridge drains, then it takes over',
      )
      const drained = at('supervisor: the bridge stopped')
      // B's proven start, which the hand-over's 20 s deadline bounds: B's supervisor, launched
      // before the drain, waits for A's lock; from the drain's end it takes the lock, starts its
      // bridge, which reads its settings files' DACLs, listens, and answers.
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
      const whenLogged = (msg: string) => Date.parse(String(logged(msg).at(-1)?.time))
      const load = loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')
      process.stderr.write(
        `B's start after the drain: its supervisor started ${seconds(whenLogged('supervisor started') - drained)}, ` +
          `its bridge listening ${seconds(whenLogged('bridge listening') - drained)}, answering ` +
          `${seconds(effective - drained)} (load ${load})\n`,
      )
      process.stderr.write(
        `upgrade in session: msiexec ${seconds(installed - pushed)}; after it, ` +
          `the hand-over begins ${seconds(noticed - installed)}, the drain ends ` +
          `${seconds(drained - installed)} (the enquiry in flight, ${SLOW_MS / 1000} s from its ` +
          `start), B answers ${seconds(effective - installed)} (${seconds(effective - drained)} ` +
          `after the drain); ${seconds(effective - pushed)} from the push\n`,
      )

      const client = api(url)
      const next = await enquire(url, '/api/balance-enquiries', { aadhaar: '234567890124' })
      expect([next.status, next.json.outcome]).toEqual([200, 'success'])
      const kept = await client.get(`/api/transactions/${slow.json.transactionId}`)
      expect(kept.json).toMatchObject({ outcome: 'success', aadhaarMasked: 'XXXXXXXX0102' })
      const ids = (await client.get('/api/transactions?limit=10')).json.transactions.map(
        (t: { id: string }) => t.id,
      )
      expect(ids).toEqual([next.json.transactionId, slow.json.transactionId, first])

      // The supervisor the Run value started handed over and ended; B's runs from B's folder.
      expect(await supervisor.exited).toBe(0)
      const handedOver = logged('supervisor: handed over to the new version; this one ends')
      expect(handedOver).toHaveLength(1)
      const started = logged('supervisor started')
      expect(started.at(-1)).toMatchObject({ version: VERSION_B })
      // The log scrubs every run of digits that could be a number (fail closed), and a build's
      // hash sometimes makes one with the version; so the path is compared as the log writes it.
      const runB = /^"([^"]+)" supervise$/.exec((await runValue()) ?? '')?.[1] ?? ''
      expect(runB).toMatch(
        new RegExp(`\\\\versions\\\\${VERSION_B.replace(/\./g, '\\.')}\\+[0-9a-f]{8}\\\\`),
      )
      expect(String(started.at(-1)!.executable)).toBe(scrubText(runB))
      expect(started.at(-1)!.processId).toBe(handedOver[0]!.processId)
      // The Run value names B for the next log-on. Of A's files, Windows Installer removed those
      // not running; the windowless executable, running when it removed the product, stays
      // (Windows deletes it at the next restart and says so with 3010; Wine leaves it).
      const buildB = /\\versions\\([^\\]+)\\/.exec((await runValue()) ?? '')?.[1]
      expect(buildB?.startsWith(`${VERSION_B}+`)).toBe(true)
      expect(readdirSync(join(programFiles(), VERSIONS_FOLDER)).sort()).toEqual([buildA, buildB])
      expect(readdirSync(join(programFiles(), VERSIONS_FOLDER, buildA))).toEqual([
        INSTALLED_NAMES.windowless,
      ])
    })

    it('refuses A over B, and the desk keeps serving B', async () => {
      expect((await msiexec('/i', prefix.windowsPath(RELEASE_MSI))).code).not.toBe(0)
      expect((await status())?.version).toBe(VERSION_B)
      expect(readFileSync(join(programFiles(), POINTER_FILE), 'latin1')).toContain(
        `\\${VERSION_B}+`,
      )
    })

    it('repairs a deleted file in place, with no hand-over', async () => {
      const pointer = readFileSync(join(programFiles(), POINTER_FILE), 'latin1')
      const buildB = /\\([^\\]+)\\/.exec(pointer)![1]!
      const console = join(programFiles(), VERSIONS_FOLDER, buildB, INSTALLED_NAMES.console)
      rmSync(console)
      // The repair every Windows Installer takes (Wine's does not take /fa: exit 1, or 1605).
      const repair = ['REINSTALL=ALL', 'REINSTALLMODE=vomus']
      expect((await msiexec('/i', prefix.windowsPath(newerMsi), ...repair)).code).toBe(0)
      expect(existsSync(console)).toBe(true)
      expect((await status())?.version).toBe(VERSION_B)
      expect(logged('supervisor: handed over to the new version; this one ends')).toHaveLength(1)
    })

    it("uninstalls: files, Run value and pointer gone but the running ones; the desk runs on to the log-off; the user's configuration and journal kept", async () => {
      expect((await msiexec('/x', productCode(newerMsi))).code).toBe(0)
      expect(await runValue()).toBeNull()
      expect(existsSync(join(programFiles(), POINTER_FILE))).toBe(false)
      // Only the running executables are left (A's and B's windowless copies), as in the upgrade.
      const left = readdirSync(programFiles(), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
      expect(left).toEqual([INSTALLED_NAMES.windowless, INSTALLED_NAMES.windowless])
      expect((await status())?.version).toBe(VERSION_B)
      expect(readFileSync(join(appDir(), 'bridge.env'), 'utf8')).toContain(`BRIDGE_PORT=${port}`)
      expect(existsSync(join(appDir(), 'data', DB_FILE))).toBe(true)
    })
  },
)
