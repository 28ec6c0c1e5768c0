// What `aeps-bridge service install` writes, per OS (issue 11): the standard way each one starts a
// program at the user's log-on, running as the merchant's own account (security.md, "What a
// loopback service cannot keep out"): a systemd user unit, a launchd agent, a Task Scheduler task.
// Pure text from the executable's and the configuration file's paths, so each is tested here.

export const SERVICE_NAME = 'aeps-bridge'
export const LAUNCHD_LABEL = 'in.aeps-enquiry-desk.bridge'
export const TASK_NAME = 'AePS enquiry desk bridge'

export interface ServiceTarget {
  /** The installed executable. */
  executable: string
  configFile: string
}

/** The command line every service runs: the configuration file, and the log to DATA_DIR/logs. */
export function serviceArguments(target: ServiceTarget): string[] {
  return ['--config', target.configFile, '--log-file']
}

/** systemd.syntax quoting: a word, or a double-quoted string; "%" is a specifier, so doubled. */
function systemdWord(word: string): string {
  const escaped = word.replace(/%/g, '%%')
  if (/^[\w/.:@+,=-]+$/.test(escaped)) return escaped
  return `"${escaped.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

export function systemdUnit(target: ServiceTarget): string {
  const command = [target.executable, ...serviceArguments(target)].map(systemdWord).join(' ')
  return `# Written by \`aeps-bridge service install\`; removed by \`aeps-bridge service uninstall\`.
[Unit]
Description=AePS enquiry desk bridge (127.0.0.1)

[Service]
Type=exec
ExecStart=${command}
Restart=on-failure
RestartSec=5
# The journal, the logs and anything else the bridge creates stay private to this account.
UMask=0077
NoNewPrivileges=yes
TimeoutStopSec=30

[Install]
WantedBy=default.target
`
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function launchdPlist(target: ServiceTarget, stderrFile: string): string {
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

/**
 * A Task Scheduler task that starts at the user's log-on, as that user with least privilege,
 * never stopped for running long or on battery, restarted after a failure. schtasks /XML reads it.
 */
export function scheduledTaskXml(
  target: ServiceTarget,
  userId: string,
  workingDir: string,
): string {
  const args = serviceArguments(target).map(windowsArgument).join(' ')
  return `<?xml version="1.0" encoding="UTF-16"?>
<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
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
      <Count>999</Count>
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

export const CONFIG_TEMPLATE = `# AePS enquiry desk bridge: configuration (KEY=value lines; see the README's table).
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
