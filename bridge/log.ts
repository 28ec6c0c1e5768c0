// Every log line goes through redact(): one structured JSON line, with credentials, PAN, PID XML,
// device identity and full Aadhaar numbers removed whatever field they hide in (security.md).
// The primitives are redaction.ts's, shared with the reply scrubber; the log adds the secrets
// registered at start and redacts whole fields whose name says they hold one.

import { maskTwelveDigitRuns, redactPidBlocks, replaceValues, secretValues } from './redaction.ts'

const SECRET_KEYS =
  /^(authorization|secret|aeps_secret|aeps_user|user|password|pan|merchant_pan|rdrequest|pid|piddata|pidxml|skey|hmac|data|mc|dc|srno|serial|sysid|cookie)$/i

let knownSecrets: string[] = []

/** Values (credentials, the PAN) that must never appear in a log line, wherever they turn up. */
export function registerSecrets(values: readonly (string | undefined)[]): void {
  knownSecrets = secretValues([...knownSecrets, ...values])
}

export function scrubText(text: string): string {
  const out = replaceValues(text, knownSecrets, '[redacted]')
  return maskTwelveDigitRuns(redactPidBlocks(out, '[pid redacted]'))
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
