// Every log line goes through redact(): one structured JSON line, with credentials, PAN, PID XML,
// device identity and full Aadhaar numbers removed whatever field they hide in (docs/security.md).
// The text is scrubbed with the log's settings of the one redaction (redaction/profiles.ts: the
// secrets registered at start, PID blocks, any 12 digits and any mobile number); whole fields whose
// name says they hold a secret are redacted here.

import { secretValues } from './redaction/by-value.ts'
import { logText } from './redaction/profiles.ts'

const SECRET_KEYS =
  /^(authorization|secret|aeps_secret|aeps_user|user|password|pan|merchant_pan|rdrequest|pid|piddata|pidxml|skey|hmac|data|mc|dc|srno|serial|sysid|cookie)$/i

let knownSecrets: string[] = []

/** Values (credentials, the PAN) that must never appear in a log line, wherever they turn up. */
export function registerSecrets(values: readonly (string | undefined)[]): void {
  knownSecrets = secretValues([...knownSecrets, ...values])
}

export function scrubText(text: string): string {
  return logText(text, knownSecrets)
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

/**
 * Log output is best effort: a reader of stdout that went away (EPIPE, a closed pipe, a full disk
 * behind a redirect) must never stop the bridge. Stream errors are swallowed here, and
 * once stdout has failed the lines go to stderr, and if that fails too, nowhere.
 */
const broken = new Set<NodeJS.WriteStream>()
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', () => broken.add(stream))
}

function writeLine(line: string): void {
  for (const stream of [process.stdout, process.stderr]) {
    if (broken.has(stream) || stream.destroyed || !stream.writable) continue
    try {
      stream.write(line + '\n', (error) => {
        if (error) broken.add(stream)
      })
      return
    } catch {
      broken.add(stream)
    }
  }
}

let sink: LogSink = writeLine

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
  try {
    sink(JSON.stringify(entry))
  } catch {
    // A log line that cannot be written is lost; the request it describes is not.
  }
}
