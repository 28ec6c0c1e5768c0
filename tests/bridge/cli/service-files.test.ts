// What `service install` writes on each OS (bridge/cli/service-files.ts and service.ts): the
// systemd user unit (checked by systemd-analyze where installed), the launchd agent, the Task
// Scheduler XML; and that install and uninstall write and remove them where each OS looks.

import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULTS } from '../../../bridge/config/index.ts'
import {
  launchdPlist,
  scheduledTaskXml,
  systemdUnit,
  utf16le,
  windowsArgument,
} from '../../../bridge/cli/service-files.ts'
import {
  INSTALLED_CONSOLE_EXE,
  INSTALLED_WINDOWLESS_EXE,
  releaseNames,
} from '../../../scripts/package/release-names.ts'
import {
  installService,
  serviceExecutable,
  serviceFile,
  uninstallService,
  type ServiceHost,
} from '../../../bridge/cli/service.ts'

const TASK_XSD = join(import.meta.dirname, '..', '..', 'fixtures', 'schemas', 'task-scheduler.xsd')

const dirs: string[] = []
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-service-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

const target = {
  executable: '/opt/aeps bridge/aeps-bridge-linux-x64',
  configFile: '/home/asha/.config/aeps-bridge/bridge.env',
}

describe('systemdUnit', () => {
  it('starts the supervisor with the configuration file', () => {
    const unit = systemdUnit(target)
    expect(unit).toContain(
      'ExecStart="/opt/aeps bridge/aeps-bridge-linux-x64" supervise --config /home/asha/.config/aeps-bridge/bridge.env\n',
    )
    expect(unit).toMatch(/^WantedBy=default\.target$/m)
    expect(unit).toMatch(/^UMask=0077$/m)
  })

  it('restarts a crashed supervisor, never one that exited for bad configuration or usage', () => {
    const unit = systemdUnit(target)
    expect(unit).toMatch(/^Restart=on-failure$/m)
    expect(unit).toMatch(/^RestartSec=5$/m)
    expect(unit).toMatch(/^RestartPreventExitStatus=64 78$/m)
  })

  it('gives a stop time for the drain (above UPSTREAM_TIMEOUT_MS) and stops the supervisor first', () => {
    const unit = systemdUnit(target)
    const seconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])
    expect(seconds * 1000).toBeGreaterThan(DEFAULTS.upstreamTimeoutMs)
    expect(unit).toMatch(/^KillMode=mixed$/m)
  })

  it('doubles % so systemd does not read a specifier', () => {
    expect(systemdUnit({ ...target, configFile: '/h/100%.env' })).toContain('/h/100%%.env')
  })

  // Skipped, and reported as skipped, where systemd is not installed (macOS, Windows, slim images).
  const analyze = spawnSync('systemd-analyze', ['--version'])
  it.runIf(analyze.status === 0)('passes systemd-analyze verify', () => {
    const dir = temp()
    const unit = join(dir, 'aeps-bridge.service')
    // verify checks that ExecStart names an executable file: give it a real one.
    const real = { executable: process.execPath, configFile: join(dir, 'bridge.env') }
    writeFileSync(unit, systemdUnit(real))
    // Verified as a system unit: --user needs a user manager, which a CI container has not; the
    // syntax and the checks of the unit's lines are the same.
    const result = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    const complaints = (result.stderr + result.stdout).split('\n').filter((l) => l.trim())
    expect(complaints).toEqual([])
  })
})

describe('launchdPlist', () => {
  it('runs at load, restarts after a failure, and escapes XML', () => {
    const plist = launchdPlist({ ...target, configFile: '/Users/a&b/bridge.env' }, '/x/err.log')
    expect(plist).toContain('<key>RunAtLoad</key>\n  <true/>')
    expect(plist).toContain('<key>SuccessfulExit</key>\n    <false/>')
    expect(plist).toContain(
      '<string>/opt/aeps bridge/aeps-bridge-linux-x64</string>\n    <string>supervise</string>\n    <string>--config</string>\n    <string>/Users/a&amp;b/bridge.env</string>\n  </array>',
    )
  })

  it('waits for the drain before launchd kills it', () => {
    const plist = launchdPlist(target, '/x/err.log')
    const seconds = Number(/<key>ExitTimeOut<\/key>\s*<integer>(\d+)</.exec(plist)?.[1])
    expect(seconds * 1000).toBeGreaterThan(DEFAULTS.upstreamTimeoutMs)
  })

  const plutil = spawnSync('plutil', ['-help'])
  it.runIf(plutil.status === 0)('is a valid property list (plutil -lint)', () => {
    const dir = temp()
    const path = join(dir, 'a.plist')
    writeFileSync(path, launchdPlist(target, '/x/err.log'))
    expect(() => execFileSync('plutil', ['-lint', path])).not.toThrow()
  })
})

describe('scheduledTaskXml', () => {
  const xml = scheduledTaskXml(
    {
      executable: 'C:\\Program Files\\aeps\\aeps-bridge-win-x64.exe',
      configFile: 'C:\\Users\\A B\\bridge.env',
    },
    'SHOP\\asha',
    'C:\\Users\\A B\\AppData\\Local\\aeps-bridge',
  )

  it('starts at the user’s log-on, as that user, with least privilege', () => {
    expect(xml).toContain(
      '<LogonTrigger>\n      <Enabled>true</Enabled>\n      <UserId>SHOP\\asha</UserId>',
    )
    expect(xml).toContain('<LogonType>InteractiveToken</LogonType>')
    expect(xml).toContain('<RunLevel>LeastPrivilege</RunLevel>')
  })

  it('is never stopped for running long or on battery, and retries a failed start 3 times', () => {
    expect(xml).toContain('<ExecutionTimeLimit>PT0S</ExecutionTimeLimit>')
    expect(xml).toContain('<DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>')
    expect(xml).toContain('<StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>')
    expect(xml).toMatch(/<RestartOnFailure>\s*<Interval>PT1M<\/Interval>\s*<Count>3<\/Count>/)
  })

  it('starts the supervisor, quoting the arguments as Windows splits them', () => {
    expect(xml).toContain('<Command>C:\\Program Files\\aeps\\aeps-bridge-win-x64.exe</Command>')
    expect(xml).toContain(
      '<Arguments>supervise --config &quot;C:\\Users\\A B\\bridge.env&quot;</Arguments>',
    )
  })

  // Skipped, and reported as skipped, where xmllint is missing (scripts/windows/ensure-wine.sh
  // installs it, and npm test runs that first).
  const xmllint = spawnSync('xmllint', ['--version'])
  describe.runIf(xmllint.status === 0)('against Task Scheduler’s published schema', () => {
    const validate = (text: string) => {
      const file = join(temp(), 'task.xml')
      writeFileSync(file, utf16le(text))
      return spawnSync('xmllint', ['--noout', '--schema', TASK_XSD, file], { encoding: 'utf8' })
    }

    it('validates, with names and paths that need escaping', () => {
      const odd = scheduledTaskXml(
        { executable: 'C:\\Program Files\\A&B <x>\\b.exe', configFile: "C:\\U\\O'Neil\\b.env" },
        'SHOP\\o"neil',
        "C:\\U\\O'Neil & co",
      )
      for (const text of [xml, odd]) {
        const result = validate(text)
        expect(result.stderr).toMatch(/ validates$/m)
        expect(result.status).toBe(0)
      }
    })

    // The schema must be able to fail: the file of issue 20, Count 999, is refused by it.
    it.each([
      ['<Count>3</Count>', '<Count>999</Count>', /Count.*999/],
      ['<Count>3</Count>', '<Count>0</Count>', /Count.*0/],
      ['<Interval>PT1M</Interval>', '<Interval>PT10S</Interval>', /Interval/],
      ['<Priority>7</Priority>', '<Priority>11</Priority>', /Priority/],
    ])('refuses %s changed to %s', (from, to, complaint) => {
      const result = validate(xml.replace(from, to))
      expect(result.status).not.toBe(0)
      expect(result.stderr).toMatch(complaint)
    })
  })

  it('is written in UTF-16 with its byte-order mark and CRLF, as schtasks reads it', () => {
    const bytes = utf16le(xml)
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe])
    const text = bytes.subarray(2).toString('utf16le')
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-16"?>\r\n<Task')).toBe(true)
  })
})

describe('windowsArgument', () => {
  it.each([
    ['plain', 'plain'],
    ['a b', '"a b"'],
    ['C:\\dir with space\\', '"C:\\dir with space\\\\"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['', '""'],
  ])('quotes %j as %s', (arg, quoted) => {
    expect(windowsArgument(arg)).toBe(quoted)
  })
})

describe('installService and uninstallService', () => {
  function host(platform: NodeJS.Platform, home: string): ServiceHost & { ran: string[][] } {
    const ran: string[][] = []
    return { platform, env: {}, home, uid: 1000, ran, run: (c, a) => (ran.push([c, ...a]), '') }
  }

  it('writes the unit where systemd looks for user units, enables it, and removes it', () => {
    const home = temp()
    const h = host('linux', home)
    const configFile = join(home, '.config', 'aeps-bridge', 'bridge.env')
    const dataDir = join(home, '.local', 'share', 'aeps-bridge')
    const report = installService(h, { executable: '/opt/x', configFile }, dataDir, false)
    const unit = join(home, '.config', 'systemd', 'user', 'aeps-bridge.service')
    expect(serviceFile(h, dataDir)).toBe(unit)
    expect(readFileSync(unit, 'utf8')).toContain(
      `ExecStart=/opt/x supervise --config ${configFile}\n`,
    )
    expect(h.ran).toEqual([
      ['systemctl', '--user', 'daemon-reload'],
      ['systemctl', '--user', 'enable', '--now', 'aeps-bridge.service'],
    ])
    expect(report.ok).toBe(true)
    // No configuration yet: a private template to fill in.
    expect(statSync(configFile).mode & 0o777).toBe(0o600)
    expect(readFileSync(configFile, 'utf8')).toContain('# AEPS_BASE_URL=')
    uninstallService(h, dataDir, false)
    expect(existsSync(unit)).toBe(false)
    expect(existsSync(configFile)).toBe(true)
  })

  it('writes a launchd agent in ~/Library/LaunchAgents and bootstraps it in the GUI session', () => {
    const home = temp()
    const h = host('darwin', home)
    const dataDir = join(home, 'data')
    installService(
      h,
      { executable: '/Applications/x', configFile: join(home, 'b.env') },
      dataDir,
      false,
    )
    const plist = join(home, 'Library', 'LaunchAgents', 'in.aeps-enquiry-desk.bridge.plist')
    expect(readFileSync(plist, 'utf8')).toContain('<string>/Applications/x</string>')
    expect(h.ran).toEqual([['launchctl', 'bootstrap', 'gui/1000', plist]])
  })

  it('registers the Windows task from its XML with schtasks, and runs it', () => {
    const home = temp()
    const h = host('win32', home)
    const dataDir = join(home, 'aeps-bridge', 'data')
    installService(h, { executable: 'C:\\x.exe', configFile: join(home, 'b.env') }, dataDir, false)
    const xml = serviceFile(h, dataDir)
    expect(xml).toBe(join(home, 'aeps-bridge', 'aeps-bridge-task.xml'))
    expect(readFileSync(xml).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfe]))
    // First the MSI's Run value, by reg.exe's absolute path: not there (the fake prints nothing).
    expect(h.ran[0]).toEqual([
      'C:\\Windows\\System32\\reg.exe',
      'query',
      'HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Run',
      '/v',
      'AePS bridge',
    ])
    expect(h.ran[1]).toEqual([
      'schtasks',
      '/Create',
      '/TN',
      'AePS enquiry desk bridge',
      '/XML',
      xml,
      '/F',
    ])
  })

  it('refuses a Windows task where the MSI already starts the bridge, changing nothing', () => {
    const home = temp()
    const ran: string[][] = []
    const h: ServiceHost = {
      ...host('win32', home),
      env: { SystemRoot: 'C:\\WINDOWS' },
      run: (c, a) => {
        ran.push([c, ...a])
        return (
          '\r\nHKEY_LOCAL_MACHINE\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\r\n' +
          '    AePS bridge    REG_SZ    "C:\\Program Files\\AePS bridge\\aeps-bridge-win-x64-background.exe" supervise\r\n\r\n'
        )
      },
    }
    const dataDir = join(home, 'aeps-bridge', 'data')
    const configFile = join(home, 'b.env')
    const report = installService(h, { executable: 'C:\\x.exe', configFile }, dataDir, false)
    expect(report.ok).toBe(false)
    expect(report.lines.join('\n')).toMatch(
      /^not installed: the MSI already starts the bridge at every log-on, for every user \(the HKLM Run value "AePS bridge": "C:\\Program Files\\AePS bridge\\aeps-bridge-win-x64-background\.exe" supervise\); .*service install --files-only.*uninstall the MSI first\.$/,
    )
    expect(ran).toEqual([
      [
        'C:\\WINDOWS\\System32\\reg.exe',
        'query',
        'HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Run',
        '/v',
        'AePS bridge',
      ],
    ])
    expect(existsSync(serviceFile(h, dataDir))).toBe(false)
    expect(existsSync(configFile)).toBe(false)
    // --files-only still writes the template and the task file: the MSI's users need the template.
    expect(installService(h, { executable: 'C:\\x.exe', configFile }, dataDir, true).ok).toBe(true)
    expect(existsSync(configFile)).toBe(true)
  })

  it('reports a service manager that refuses, without hiding the file it wrote', () => {
    const home = temp()
    const h: ServiceHost = {
      ...host('linux', home),
      run: () => {
        throw Object.assign(new Error('x'), {
          stderr: 'Failed to connect to bus: No medium found\n',
        })
      },
    }
    const report = installService(
      h,
      { executable: '/opt/x', configFile: join(home, 'b.env') },
      home,
      false,
    )
    expect(report.ok).toBe(false)
    expect(report.lines.join('\n')).toContain('Failed to connect to bus')
  })
})

describe('service install with a control character in a path (issue 24, N6)', () => {
  const host = (platform: NodeJS.Platform, home: string): ServiceHost => ({
    platform,
    env: { USERNAME: 'asha' },
    home,
    uid: 1000,
    run: () => {
      throw new Error('the service manager must not be asked')
    },
  })

  it.each([
    ['linux', 'line feed', '/opt/x\nExecStartPre=/bin/evil', 'U+000A (line feed)'],
    ['darwin', 'carriage return', '/opt/x\r', 'U+000D (carriage return)'],
    ['win32', 'escape', 'C:\\x\u001b.exe', 'U+001B (escape)'],
    ['linux', 'C1 control', '/opt/x\u0085', 'U+0085 (next line)'],
  ] as const)('%s: refuses a %s, naming it, and writes nothing', (platform, _name, exe, named) => {
    const home = temp()
    const configFile = join(home, 'conf', 'bridge.env')
    const dataDir = join(home, 'data')
    const report = installService(
      host(platform, home),
      { executable: exe, configFile },
      dataDir,
      false,
    )
    expect(report.ok).toBe(false)
    expect(report.lines.join('\n')).toContain(named)
    expect(report.lines.join('\n')).toContain('the executable path')
    expect(existsSync(configFile)).toBe(false)
    expect(existsSync(serviceFile(host(platform, home), dataDir))).toBe(false)
  })

  it('refuses a newline in the configuration file path too', () => {
    const home = temp()
    const report = installService(
      host('linux', home),
      { executable: '/opt/x', configFile: join(home, 'a\nb.env') },
      join(home, 'data'),
      true,
    )
    expect(report.ok).toBe(false)
    expect(report.lines[0]).toMatch(/the configuration file path .*U\+000A \(line feed\)/)
  })
})

describe('serviceExecutable', () => {
  const host = (platform: NodeJS.Platform): ServiceHost => ({
    platform,
    env: {},
    home: '/h',
    uid: 1,
    run: () => '',
  })

  it('on Windows, starts the windowless copy beside the executable, as released and as installed', () => {
    const names = releaseNames()
    for (const [consoleExe, windowless] of [
      [names.windows, names.windowless],
      [INSTALLED_CONSOLE_EXE, INSTALLED_WINDOWLESS_EXE],
    ] as const) {
      const dir = temp()
      const exe = join(dir, consoleExe)
      writeFileSync(exe, '')
      expect(serviceExecutable(host('win32'), exe)).toBe(exe)
      writeFileSync(join(dir, windowless), '')
      expect(serviceExecutable(host('win32'), exe)).toBe(join(dir, windowless))
    }
  })

  it('elsewhere, starts the executable itself', () => {
    const dir = temp()
    const exe = join(dir, 'aeps-bridge-linux-x64')
    writeFileSync(join(dir, 'aeps-bridge-linux-x64-background.exe'), '')
    expect(serviceExecutable(host('linux'), exe)).toBe(exe)
  })
})
