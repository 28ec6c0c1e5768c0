// An upgrade of the .deb while a merchant's bridge runs: dpkg replaces /usr/bin/aeps-bridge under
// the running bridge, then the package's own postinst, run as dpkg runs it on a laptop with
// systemd, has Debian's deb-systemd-invoke restart the unit in every open user session. The
// bridge that answers afterwards is the new file's, and the enquiry journaled before the upgrade
// is still in its day book: the bridge restarted, nothing lost.
//
// What stands in for what this machine lacks: no systemd runs here, so `systemctl` is a small
// script acting as the user manager of one logged-on account (uid 1000), doing what systemd does
// for this unit: start runs its ExecStart, restart sends SIGTERM to the main process
// (KillMode=mixed), waits for it to end and starts ExecStart again. deb-systemd-helper (which
// would write this machine's /etc/systemd) only records its calls here; tests/release/deb.test.ts
// runs the real one on the package's root. deb-systemd-invoke, the postinst, dpkg and the bridge
// are the real ones; /run/systemd/system exists, and the container's policy-rc.d (which forbids
// every start) is absent, only inside the postinst's own mount namespace.

import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_NUMBERS } from '../../src/shared/sandbox-numbers.ts'
import { api, enquire, freePort, rdPorts } from '../fixtures/bridge-harness.ts'
import { until } from '../windows/wine.ts'
import { debRoot, dpkgIn } from '../fixtures/deb-root.ts'

const deb = debRoot('aeps-deb-restart-')
const root = deb.root
const standIn = join(deb.work, 'systemd')
const UNIT = join(root, 'usr/lib/systemd/user/aeps-bridge.service')
const EXE = join(root, 'usr/bin/aeps-bridge')

/** systemctl for one user manager (uid 1000): the calls deb-systemd-invoke makes, and the unit. */
const SYSTEMCTL = `#!/bin/bash
echo "systemctl $*" >> "$STANDIN/calls"
running() { [ -n "$1" ] && [ -e "/proc/$1" ] && ! grep -q '^[0-9]* ([^)]*) Z' "/proc/$1/stat"; }
main=$(cat "$STANDIN/main-pid" 2>/dev/null || true)
case " $* " in
  *" --version "*) echo "systemd 257 (257.9-1~deb13u1)" ;;
  *" list-units "*) echo "user@1000.service loaded active running User Manager for UID 1000" ;;
  *" is-enabled "*) echo enabled ;;
  *" is-active "*) running "$main" ;;
  *" stop "*|*" restart "*|*" start "*)
    if [[ " $* " != *" start "* ]] && running "$main"; then
      kill -TERM "$main"
      while running "$main"; do sleep 0.05; done
    fi
    if [[ " $* " != *" stop "* ]]; then
      setsid $EXEC_START >>"$STANDIN/bridge.log" 2>&1 </dev/null &
      echo $! >"$STANDIN/main-pid"
    fi ;;
esac
`

let url = ''
let env: NodeJS.ProcessEnv

const mainPid = () => Number(readFileSync(join(standIn, 'main-pid'), 'utf8'))
const exeOf = (pid: number) => readlinkSync(`/proc/${pid}/exe`)
/**
 * The program a started unit's main process runs once it has exec'd. The stand-in forks a shell
 * that execs setsid, which execs ExecStart: its pid is the bridge's from the start, but until both
 * execs are done /proc/<pid>/exe is bash or setsid, for as long as a busy machine takes.
 */
const execedExe = (pid: number) =>
  until(`process ${pid} to exec its ExecStart`, () => {
    const exe = exeOf(pid)
    return !/\/(bash|setsid)$/.test(exe) && exe
  })

function systemctl(...args: string[]) {
  const r = spawnSync(join(standIn, 'systemctl'), ['--user', ...args], { env, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`systemctl ${args.join(' ')}: ${r.stderr}`)
}

/** The unit's ExecStart, its /usr/bin the package root's. */
function execStart(): string {
  const line = /^ExecStart=(.*)$/m.exec(readFileSync(UNIT, 'utf8'))![1]!
  return line.replace('/usr/bin/aeps-bridge', EXE)
}

beforeAll(async () => {
  spawnSync('mkdir', ['-p', standIn])
  // The merchant's own settings file (a sandbox desk with its simulated reader, whose finger is
  // quick), private to the account.
  const own = join(root, 'home/asha/.config/aeps-bridge')
  mkdirSync(own, { recursive: true, mode: 0o700 })
  writeFileSync(
    join(own, 'bridge.env'),
    'SHOP_NAME=Asha Stores\nSANDBOX_RD=on\nSANDBOX_CAPTURE_MS=10\n',
    {
      mode: 0o600,
    },
  )
  writeFileSync(join(standIn, 'systemctl'), SYSTEMCTL)
  writeFileSync(
    join(standIn, 'deb-systemd-helper'),
    '#!/bin/sh\necho "deb-systemd-helper $*" >> "$STANDIN/calls"\n',
  )
  chmodSync(join(standIn, 'systemctl'), 0o755)
  chmodSync(join(standIn, 'deb-systemd-helper'), 0o755)
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  // The account's session: its home in the root (its journal in ~/.local/share/aeps-bridge), its
  // own port and simulated reader's ports.
  env = {
    PATH: `${standIn}:${process.env.PATH}`,
    HOME: join(root, 'home/asha'),
    STANDIN: standIn,
    BRIDGE_PORT: String(port),
    RD_PORTS: rdPorts('deb-upgrade'),
  }
}, 600_000)

// Runs before debRoot's removal of the folder (vitest runs afterAll hooks last registered first).
afterAll(() => {
  if (existsSync(join(standIn, 'main-pid'))) systemctl('stop', 'aeps-bridge.service')
})

const answering = (what: string) =>
  until(
    what,
    () =>
      fetch(`${url}/api/status`).then(
        (r) => r.ok,
        () => false,
      ),
    120_000,
  )

/** The installed postinst, as dpkg runs it on a laptop where systemd runs and nothing forbids it. */
function postinst(...args: string[]): Promise<number | null> {
  const script = join(root, 'var/lib/dpkg/info/aeps-bridge.postinst')
  const laptop =
    'mount -t tmpfs tmpfs /run && mkdir -p /run/systemd/system && ' +
    'mount --bind /dev/null /usr/sbin/policy-rc.d 2>/dev/null; exec "$@"'
  const child = spawn(
    'unshare',
    ['--mount', '--propagation', 'private', 'sh', '-c', laptop, 'sh', script, ...args],
    { env, stdio: 'ignore' },
  )
  return new Promise((resolve) => child.once('exit', resolve))
}

describe('an upgrade of the .deb with a bridge running', () => {
  it('restarts it on the new executable through deb-systemd-invoke, its journal kept', async () => {
    const dpkg = dpkgIn(root)
    dpkg('-i', deb.first)
    env.EXEC_START = execStart()
    systemctl('start', 'aeps-bridge.service')
    await answering('the bridge to answer')
    const success = SANDBOX_NUMBERS.find((n) => n.scenario === 'success')!.aadhaar
    const enquiry = await enquire(url, '/api/balance-enquiries', { aadhaar: success })
    expect(enquiry.status).toBe(200)
    const before = mainPid()
    expect(await execedExe(before)).toBe(EXE)

    dpkg('-i', deb.second)
    // dpkg on another root restarts nothing (DPKG_ROOT): the old file still runs, now unlinked.
    expect(exeOf(before)).toBe(`${EXE} (deleted)`)
    writeFileSync(join(standIn, 'calls'), '')

    expect(await postinst('configure', '1.0.0')).toBe(0)
    const calls = readFileSync(join(standIn, 'calls'), 'utf8')
    expect(calls).toContain('systemctl --quiet --user --machine 1000@ restart aeps-bridge.service')
    const after = mainPid()
    expect(after).not.toBe(before)
    // The old supervisor has ended (or is only a zombie waiting for its parent to reap it).
    expect(
      existsSync(`/proc/${before}`) && !/\) Z /.test(readFileSync(`/proc/${before}/stat`, 'utf8')),
    ).toBe(false)
    expect(await execedExe(after)).toBe(EXE)
    await answering('the new bridge to answer')
    const records = (await api(url).get('/api/transactions')).json
    expect(JSON.stringify(records)).toContain(enquiry.json.transactionId)
  }, 600_000)
})
