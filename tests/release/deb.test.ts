// The.deb, built by scripts/package/deb.sh with Debian's dpkg-deb from the
// release's Linux executable: lintian finds no error; in a Debian root of its own (dpkg --root,
// its database a copy of this system's, so that libc6 and the rest count as installed) it
// installs, upgrades with IT's edit of the machine-wide file kept and a merchant's journal
// untouched, and is removed keeping that journal (and purged, still keeping it).

import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  lstatSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { debRoot, dpkgIn } from '../fixtures/deb-root.ts'

const deb = debRoot('aeps-deb-')
const root = deb.root
let dpkg: ReturnType<typeof dpkgIn>

beforeAll(() => {
  dpkg = dpkgIn(root)
})

const lstatOrNull = (path: string) => {
  try {
    return lstatSync(path)
  } catch {
    return null
  }
}

describe('the .deb', () => {
  it('passes lintian with no error', () => {
    const r = spawnSync('lintian', ['--tag-display-limit', '0', deb.first], { encoding: 'utf8' })
    expect(r.stdout.split('\n').filter((l) => l.startsWith('E:'))).toEqual([])
    expect(r.status).toBe(0)
  }, 300_000)

  it('installs, upgrades keeping IT’s settings and the journal, and is removed keeping the journal', () => {
    dpkg('-i', deb.first)
    const exe = join(root, 'usr/bin/aeps-bridge')
    expect(statSync(exe).mode & 0o777).toBe(0o755)
    expect(execFileSync(exe, ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+/)
    for (const file of [
      'usr/lib/systemd/user/aeps-bridge.service',
      'usr/share/applications/aeps-bridge.desktop',
      'usr/share/man/man1/aeps-bridge.1.gz',
      'usr/share/doc/aeps-bridge/copyright',
      'etc/aeps-bridge/bridge.env',
    ])
      expect(existsSync(join(root, file)), file).toBe(true)
    expect(readFileSync(join(root, 'usr/lib/systemd/user/aeps-bridge.service'), 'utf8')).toContain(
      'ExecStart=/usr/bin/aeps-bridge supervise',
    )
    // Enabled for every account by Debian's deb-systemd-helper (what `systemctl --global enable` makes).
    const wants = join(root, 'etc/systemd/user/default.target.wants/aeps-bridge.service')
    expect(readlinkSync(wants)).toBe('/usr/lib/systemd/user/aeps-bridge.service')
    // IT's settings, and a merchant's journal, before the upgrade.
    const settings = join(root, 'etc/aeps-bridge/bridge.env')
    writeFileSync(settings, 'DESK_ID=DESK-0042\n')
    const journal = join(root, 'home/asha/.local/share/aeps-bridge/journal.db')
    mkdirSync(join(journal, '..'), { recursive: true })
    writeFileSync(journal, 'the day book')
    dpkg('-i', deb.second)
    expect(dpkg('-s', 'aeps-bridge')).toContain('Version: 1.0.1')
    expect(readFileSync(settings, 'utf8')).toBe('DESK_ID=DESK-0042\n')
    expect(readFileSync(journal, 'utf8')).toBe('the day book')
    dpkg('-r', 'aeps-bridge')
    expect(existsSync(exe)).toBe(false)
    expect(readFileSync(settings, 'utf8')).toBe('DESK_ID=DESK-0042\n')
    expect(readFileSync(journal, 'utf8')).toBe('the day book')
    dpkg('-P', 'aeps-bridge')
    expect(existsSync(settings)).toBe(false)
    expect(lstatOrNull(wants)).toBeNull()
    expect(readFileSync(journal, 'utf8')).toBe('the day book')
  }, 300_000)
})
