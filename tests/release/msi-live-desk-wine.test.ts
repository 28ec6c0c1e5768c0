// A live desk configured only as IT configures a fleet, under Wine 10 (Debian 13 root): the MSI
// installed with its public properties (the provider's URL, the desk's name, the merchant's login,
// the metrics route) and the credentials in %ProgramData%\aeps-bridge\bridge.env, a one-account
// desk's machine file that only that account, SYSTEM and Administrators may read; no file in the
// merchant's profile. The provider is the sandbox's upstream simulator, on this machine's loopback.
// Its wrong-credential answer shows as `refused` in /api/status and /metrics and as a WRONG line
// of `check`, which names where each value came from; the right secret shows `ok`; the same
// secret in a file every account may read refuses the start.
//
// What stands in: Wine has no NTFS DACLs (its icacls saves none, its whoami has no CSV form), so
// the prefix's icacls.exe and whoami.exe answer what Windows' own would for the folder and file
// made by docs/install.md's icacls line (acl-tools/, from tests/fixtures/sddl/). The bridge still
// runs them by absolute path and judges their answer with its own code.

import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MACHINE_REGISTRY_KEY } from '../../bridge/cli/machine-registry.ts'
import { MSI } from '../../scripts/package/build.ts'
import {
  startUpstreamSimulator,
  type UpstreamSimulator,
} from '../../bridge/sandbox/upstream-simulator/server.ts'
import type { CredentialsStatus, StatusReply } from '../../src/shared/contract.ts'
import { freePort, liveEnv, rdPorts } from '../fixtures/bridge-harness.ts'
import { until } from '../windows/wine.ts'
import { aclToolsExe } from './acl-tools/build.ts'
import { ROOT } from './launch.ts'
import { endTask, msiPrefix, type MsiPrefix } from './wine-msi.ts'

const RIGHT = liveEnv('http://unused.invalid')
const WRONG_SECRET = 'Wr0ng-Secret-Value-77'
const MACHINE_FILE = 'C:\\ProgramData\\aeps-bridge\\bridge.env'
const DESK = 'desk-live-3'
/** Only the port and the reader's ports come from the environment: the test's own. */
let deskEnv: NodeJS.ProcessEnv

let prefix: MsiPrefix
let upstream: UpstreamSimulator
let toolsDir: string

/** The DACL line of a fixture, its account the Wine prefix's own. */
function fixtureDacl(name: string, sid: string): string {
  const text = readFileSync(join(ROOT, 'tests/fixtures/sddl', name)).toString('utf16le')
  return text.split('\r\n')[1]!.replaceAll('S-1-5-21-1004336348-1177238915-682003330-1001', sid)
}

/** The DACLs icacls.exe will give: the folder as IT makes it, and the file `fileFixture`. */
function placeAcls(fileFixture: string, sid: string) {
  const dacls = {
    [MACHINE_FILE.toLowerCase()]: fixtureDacl(fileFixture, sid),
    'c:\\programdata\\aeps-bridge': fixtureDacl('programdata-it-folder.txt', sid),
  }
  writeFileSync(
    join(toolsDir, 'acl-tools.json'),
    JSON.stringify({ user: 'desk\\asha', sid, dacls }),
  )
}

/** IT's machine file, with the merchant's credentials; line 2 holds the secret. */
function placeMachineFile(secret: string) {
  const path = prefix.unixPath(MACHINE_FILE)
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(
    path,
    [
      `AEPS_USER=${RIGHT.AEPS_USER}`,
      `AEPS_SECRET=${secret}`,
      `MERCHANT_PAN=${RIGHT.MERCHANT_PAN}`,
      'AEPS_BANKS_PATH=/v1/common/bank',
      '',
    ].join('\r\n'),
  )
}

let sid = ''

beforeAll(async () => {
  upstream = await startUpstreamSimulator({ user: RIGHT.AEPS_USER, secret: RIGHT.AEPS_SECRET })
  prefix = msiPrefix('msi-live-desk')
  // The account's SID as Wine's own whoami prints it (its table form).
  sid = /S-1-5-21-[\d-]+/.exec(prefix.wine(['whoami', '/user']).stdout)![0]
  toolsDir = prefix.unixPath('C:\\windows\\system32')
  const tools = await aclToolsExe()
  for (const name of ['icacls.exe', 'whoami.exe']) copyFileSync(tools, join(toolsDir, name))
  const properties = [
    `AEPS_BASE_URL=${upstream.url}`,
    `DESK_ID=${DESK}`,
    `MERCHANT_LOGIN_ID=${RIGHT.MERCHANT_LOGIN_ID}`,
    'BRIDGE_METRICS=on',
  ]
  const msi = prefix.windowsPath(join(ROOT, 'release', MSI))
  const install = prefix.wine(['msiexec', '/i', msi, '/qn', ...properties])
  if (install.status !== 0) throw new Error(`msiexec exited ${install.status}`)
  deskEnv = {
    BRIDGE_PORT: String(await freePort()),
    RD_PORTS: rdPorts('msi-properties-wine'),
    // Windows' own tools are native programs here, Wine's builtin ones set aside.
    WINEDLLOVERRIDES: `${prefix.env.WINEDLLOVERRIDES};icacls.exe,whoami.exe=n`,
  }
}, 600_000)

afterAll(async () => {
  prefix?.close()
  await upstream?.close()
})

/** The desk started at log-on (the Run value's supervise), until its credentials are proven. */
async function startDesk(): Promise<{
  status: StatusReply
  metrics: string
  stop: () => Promise<void>
}> {
  const desk = prefix.startAtLogOn(deskEnv, join(prefix.dir, `desk-${Date.now()}.out`))
  const url = `http://127.0.0.1:${deskEnv.BRIDGE_PORT}`
  const stop = () => endTask(desk, url)
  try {
    const status = await until(
      'the desk to prove its credentials',
      async () => {
        const reply = await fetch(`${url}/api/status`).catch(() => null)
        const body = reply?.ok ? ((await reply.json()) as StatusReply) : null
        return body?.credentials && body.credentials.state !== 'unknown' ? body : null
      },
      240_000,
    )
    const metrics = await (await fetch(`${url}/metrics`)).text()
    return { status, metrics, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

const checkOutput = () =>
  prefix.wineAsync([prefix.installed().console, 'check', '--no-reader-yet'], deskEnv)

describe('a live desk set up by the MSI properties and the machine file, under Wine', () => {
  it('shows the provider’s refusal of a wrong secret in /api/status, /metrics and check', async () => {
    const own = prefix.wine(['cmd', '/c', 'echo %LOCALAPPDATA%']).stdout.trim()
    expect(existsSync(prefix.unixPath(`${own}\\aeps-bridge\\bridge.env`))).toBe(false)
    placeAcls('programdata-kiosk-file.txt', sid)
    placeMachineFile(WRONG_SECRET)
    const desk = await startDesk()
    try {
      expect(desk.status.mode).toBe('live')
      expect(desk.status.upstream).toBe(upstream.url)
      expect(desk.status.merchant.loginId).toBe(RIGHT.MERCHANT_LOGIN_ID)
      expect((desk.status.credentials as CredentialsStatus).state).toBe('refused')
      expect(desk.metrics).toMatch(
        new RegExp(`^aeps_bridge_credentials_state\\{[^}]*state="refused"[^}]*\\} 1$`, 'm'),
      )
      expect(desk.metrics).toMatch(new RegExp(`^aeps_bridge_info\\{[^}]*desk="${DESK}"`, 'm'))
    } finally {
      await desk.stop()
    }
    const check = await checkOutput()
    expect(check.status).toBe(1)
    expect(check.stdout).toContain(
      `\nconfiguration: ${MACHINE_FILE}, ${MACHINE_REGISTRY_KEY} (and the environment)\n`,
    )
    expect(check.stdout).toContain(`  AEPS_SECRET=(set; not shown)  <- ${MACHINE_FILE} line 2\n`)
    expect(check.stdout).toContain(
      `  AEPS_BASE_URL=${JSON.stringify(upstream.url)}  <- ${MACHINE_REGISTRY_KEY}\n`,
    )
    expect(check.stdout).toContain(`  DESK_ID="${DESK}"  <- ${MACHINE_REGISTRY_KEY}\n`)
    expect(check.stdout).toMatch(
      /WRONG +GET .*\/v1\/common\/bank: the provider refused AEPS_USER \/ AEPS_SECRET \(HTTP 401\)/,
    )
    expect(check.stdout).not.toContain(WRONG_SECRET)
  }, 600_000)

  it('shows ok with the right secret in the same file', async () => {
    placeMachineFile(RIGHT.AEPS_SECRET)
    const desk = await startDesk()
    try {
      expect((desk.status.credentials as CredentialsStatus).state).toBe('ok')
      expect(desk.metrics).toMatch(/^aeps_bridge_credentials_state\{[^}]*state="ok"[^}]*\} 1$/m)
    } finally {
      await desk.stop()
    }
  }, 600_000)

  it('refuses the start when every account may read the machine file that holds the secret', async () => {
    placeAcls('programdata-it-file.txt', sid)
    expect((await prefix.wineAsync([prefix.installed().console], deskEnv)).status).toBe(78)
    const check = await checkOutput()
    expect(check.stdout).toContain(
      `WRONG ${MACHINE_FILE} holds a secret and can be read by BUILTIN\\Users (S-1-5-32-545)`,
    )
  }, 600_000)
})
