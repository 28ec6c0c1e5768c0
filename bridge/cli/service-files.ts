// What `aeps-bridge service install` writes, per OS: the standard way each one starts a
// program at the user's log-on, running as the merchant's own account (docs/security.md, "What a
// loopback service cannot keep out"): a systemd user unit, a launchd agent, a Task Scheduler task.
// Pure text from the executable's and the configuration file's paths, so each is tested here.

import { requireServiceText, ServiceInputError, xmlText } from './service-text.ts'

export const SERVICE_NAME = 'aeps-bridge'
export const LAUNCHD_LABEL = 'in.aeps-enquiry-desk.bridge'
export const TASK_NAME = 'AePS enquiry desk bridge'

export interface ServiceTarget {
  /** The installed executable. */
  executable: string
  configFile: string
}

/**
 * The command line every service runs: the supervisor (supervise.ts), which starts the bridge with
 * the configuration file and the log to DATA_DIR/logs, brings it back after a crash, and retries a
 * start refused for bad configuration at a slow pace. The same on every OS, so a refusal and a
 * crash read the same in every log.
 */
export function serviceArguments(target: ServiceTarget): string[] {
  return ['supervise', '--config', target.configFile]
}

/**
 * How long a stop may take: the bridge drains in-flight enquiries for up to UPSTREAM_TIMEOUT_MS
 * (200 s by default, bridge/config/index.ts), then the journal is closed; a minute more for that and a
 * slow disk. systemd's default (90 s) would kill a drain half-way.
 */
export const STOP_TIMEOUT_S = 260

/** systemd.syntax quoting: a word, or a double-quoted string; "%" is a specifier, so doubled. */
function systemdWord(word: string): string {
  const escaped = word.replace(/%/g, '%%')
  if (/^[\w/.:@+,=-]+$/.test(escaped)) return escaped
  return `"${escaped.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** Every path a definition holds, checked once (requireServiceText). */
function requireTarget(target: ServiceTarget): void {
  requireServiceText('the executable path', target.executable)
  requireServiceText('the configuration file path', target.configFile)
}

export function systemdUnit(target: ServiceTarget): string {
  requireTarget(target)
  const command = [target.executable, ...serviceArguments(target)].map(systemdWord).join(' ')
  return `# Written by \`aeps-bridge service install\`; removed by \`aeps-bridge service uninstall\`.
[Unit]
Description=AePS enquiry desk bridge (127.0.0.1)

[Service]
Type=exec
ExecStart=${command}
# The supervisor restarts the bridge after a crash (within 10 s) and retries a start refused for
# bad configuration slowly (30 s doubling to 10 min). systemd restarts the supervisor itself, but
# not after exit 64 (bad command line) or 78 (refused configuration): no tight loop.
Restart=on-failure
RestartSec=5
RestartPreventExitStatus=64 78
# A stop reaches the supervisor only; it tells the bridge to drain, then both exit.
KillMode=mixed
TimeoutStopSec=${STOP_TIMEOUT_S}
# The journal, the logs and anything else the bridge creates stay private to this account.
UMask=0077
NoNewPrivileges=yes

[Install]
WantedBy=default.target
`
}

const xml = xmlText

export function launchdPlist(target: ServiceTarget, stderrFile: string): string {
  requireTarget(target)
  requireServiceText('the log folder', stderrFile)
  const args = [target.executable, ...serviceArguments(target)]
    .map((a) => `    <string>${xml(a)}</string>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<!-- Written by aeps-bridge service install; removed by aeps-bridge service uninstall. -->
<plist version="1.0">
<dict>
  <key>Label</key>
  <string>${LAUNCHD_LABEL}</string>
  <key>ProgramArguments</key>
  <array>
${args}
  </array>
  <key>RunAtLoad</key>
  <true/>
  <key>KeepAlive</key>
  <dict>
    <key>SuccessfulExit</key>
    <false/>
  </dict>
  <key>ThrottleInterval</key>
  <integer>5</integer>
  <key>ExitTimeOut</key>
  <integer>${STOP_TIMEOUT_S}</integer>
  <key>LimitLoadToSessionType</key>
  <string>Aqua</string>
  <key>Umask</key>
  <integer>63</integer>
  <key>StandardErrorPath</key>
  <string>${xml(stderrFile)}</string>
</dict>
</plist>
`
}

/** Windows command-line quoting for one argument (the rules of CommandLineToArgvW). */
export function windowsArgument(arg: string): string {
  if (arg !== '' && !/[\s"]/.test(arg)) return arg
  return `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, '$1$1')}"`
}

/** What a task may hold: one line of text each, and paths within the schema's pathType. */
function requireTaskInputs(target: ServiceTarget, userId: string, workingDir: string): void {
  requireTarget(target)
  requireServiceText('the user name', userId)
  requireServiceText('the working folder', workingDir)
  // The schema's pathType: Task Scheduler refuses a longer Command or WorkingDirectory.
  for (const [what, path] of [
    ['the executable path', target.executable],
    ['the working folder', workingDir],
  ] as const)
    if (path.length > 260)
      throw new ServiceInputError(`${what} is longer than Task Scheduler takes (260): ${path}`)
}

/**
 * A Task Scheduler task that starts the supervisor at the user's log-on, as that user with least
 * privilege, never stopped for running long or on battery. Task Scheduler's RestartOnFailure
 * covers a failure to start only (MS-TSCH 2.5.4.2): three tries a minute apart; a bridge that
 * crashes later is brought back by the supervisor. Valid against Microsoft's published schema
 * (tests/fixtures/schemas/task-scheduler.xsd): Count is an unsignedByte of at least 1.
 * schtasks /XML reads it.
 */
export function scheduledTaskXml(
  target: ServiceTarget,
  userId: string,
  workingDir: string,
): string {
  requireTaskInputs(target, userId, workingDir)
  const args = serviceArguments(target).map(windowsArgument).join(' ')
  return `<?xml version="1.0" encoding="UTF-16"?>
<Task version="1.3" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <RegistrationInfo>
    <Description>AePS enquiry desk bridge on 127.0.0.1. Written by aeps-bridge service install; removed by aeps-bridge service uninstall.</Description>
    <URI>\\${xml(TASK_NAME)}</URI>
  </RegistrationInfo>
  <Triggers>
    <LogonTrigger>
      <Enabled>true</Enabled>
      <UserId>${xml(userId)}</UserId>
    </LogonTrigger>
  </Triggers>
  <Principals>
    <Principal id="Author">
      <UserId>${xml(userId)}</UserId>
      <LogonType>InteractiveToken</LogonType>
      <RunLevel>LeastPrivilege</RunLevel>
    </Principal>
  </Principals>
  <Settings>
    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>
    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>
    <StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>
    <AllowHardTerminate>true</AllowHardTerminate>
    <StartWhenAvailable>true</StartWhenAvailable>
    <RunOnlyIfNetworkAvailable>false</RunOnlyIfNetworkAvailable>
    <IdleSettings>
      <StopOnIdleEnd>false</StopOnIdleEnd>
      <RestartOnIdle>false</RestartOnIdle>
    </IdleSettings>
    <AllowStartOnDemand>true</AllowStartOnDemand>
    <Enabled>true</Enabled>
    <Hidden>false</Hidden>
    <RunOnlyIfIdle>false</RunOnlyIfIdle>
    <WakeToRun>false</WakeToRun>
    <ExecutionTimeLimit>PT0S</ExecutionTimeLimit>
    <Priority>7</Priority>
    <RestartOnFailure>
      <Interval>PT1M</Interval>
      <Count>3</Count>
    </RestartOnFailure>
  </Settings>
  <Actions Context="Author">
    <Exec>
      <Command>${xml(target.executable)}</Command>
      <Arguments>${xml(args)}</Arguments>
      <WorkingDirectory>${xml(workingDir)}</WorkingDirectory>
    </Exec>
  </Actions>
</Task>
`
}

/** schtasks reads a task file in UTF-16 (little-endian, with its byte-order mark). */
export function utf16le(text: string): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from(text.replace(/\n/g, '\r\n'), 'utf16le'),
  ])
}

export const CONFIG_TEMPLATE = `# AePS enquiry desk bridge: configuration (KEY=value lines; docs/install.md, "Settings").
# This file holds the bank credentials: keep it readable by this account only (chmod 600).
# Leave AEPS_BASE_URL unset for sandbox mode (a simulated bank and fingerprint reader).
# AEPS_BASE_URL=https://api.example-aeps-provider.in
# AEPS_USER=
# AEPS_SECRET=
# MERCHANT_LOGIN_ID=
# MERCHANT_PAN=
# MERCHANT_LATITUDE=
# MERCHANT_LONGITUDE=
# BRIDGE_PORT=7410
# RD_PORTS=11100-11120
`
