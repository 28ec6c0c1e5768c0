// Every log line goes through redact(): one structured JSON line, with credentials, PAN, PID XML,
// device identity and full Aadhaar numbers removed whatever field they hide in (security.md).

const SECRET_KEYS =
  /^(authorization|secret|aeps_secret|aeps_user|user|password|pan|merchant_pan|rdrequest|pid|piddata|pidxml|skey|hmac|data|mc|dc|srno|serial|sysid|cookie)$/i

let knownSecrets: string[] = []

/** Values (credentials, the PAN) that must never appear in a log line, wherever they turn up. */
export function registerSecrets(values: readonly (string | undefined)[]): void {
  knownSecrets = [
    ...new Set([...knownSecrets, ...values.filter((v): v is string => !!v && v.length >= 4)]),
  ]
}

export function scrubText(text: string): string {
  let out = text
  for (const secret of knownSecrets) out = out.split(secret).join('[redacted]')
  return out
    .replace(/<\s*PidData[\s\S]*?(<\/\s*PidData\s*>|$)/gi, '[pid redacted]')
    .replace(/(?<!\d)\d{12}(?!\d)/g, (digits) => 'XXXXXXXX' + digits.slice(-4))
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]'
  if (typeof value === 'string') return scrubText(value)
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      out[key] = SECRET_KEYS.test(key) ? '[redacted]' : redact(item, depth + 1)
    }
    return out
  }
  return value
}

export type LogLevel = 'info' | 'warn' | 'error'
export type LogSink = (line: string) => void

let sink: LogSink = (line) => process.stdout.write(line + '\n')

/** Tests capture log lines by replacing the sink. */
export function setLogSink(next: LogSink): void {
  sink = next
}

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const entry = {
    time: new Date().toISOString(),
    level,
    msg: scrubText(msg),
    ...(redact(fields) as object),
  }
  sink(JSON.stringify(entry))
}
