// The opt-in OTLP push, set with OpenTelemetry's standard variables and nothing else:
// off unless OTEL_EXPORTER_OTLP_METRICS_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT is set, so the
// metrics never leave the laptop for a place nobody configured. OTLP/HTTP with protobuf only
// (the collector's default, and the smallest body over a merchant's mobile data).
// https://opentelemetry.io/docs/specs/otel/protocol/exporter/

import { ConfigError } from './settings.ts'

type Env = Readonly<Record<string, string | undefined>>

/** Every OpenTelemetry variable this file reads (so a settings file may carry them). */
export const OTLP_SETTINGS = [
  'OTEL_SDK_DISABLED',
  'OTEL_METRICS_EXPORTER',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT',
  'OTEL_EXPORTER_OTLP_PROTOCOL',
  'OTEL_EXPORTER_OTLP_METRICS_PROTOCOL',
  'OTEL_EXPORTER_OTLP_HEADERS',
  'OTEL_EXPORTER_OTLP_METRICS_HEADERS',
  'OTEL_EXPORTER_OTLP_COMPRESSION',
  'OTEL_EXPORTER_OTLP_METRICS_COMPRESSION',
  'OTEL_METRIC_EXPORT_INTERVAL',
  'OTEL_METRIC_EXPORT_TIMEOUT',
  'OTEL_RESOURCE_ATTRIBUTES',
  'OTEL_SERVICE_NAME',
] as const

export interface OtlpSettings {
  /** Where the metrics go: the metrics endpoint as set, or the base endpoint + /v1/metrics. */
  url: string
  headers: Record<string, string>
  intervalMs: number
  timeoutMs: number
  /** OTEL_EXPORTER_OTLP_(METRICS_)COMPRESSION: gzip or none (the default). */
  compression: 'gzip' | 'none'
  /** OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES: how IT tells its desks apart. */
  resourceAttributes: Record<string, string>
}

const read = (env: Env, name: string) => {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? null : value
}

function requireEndpoint(value: string, name: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(name, 'must be an http:// or https:// URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(name, 'must be an http:// or https:// URL (OTLP/HTTP)')
  return url
}

/** `key=value,key2=value2`, values URL-encoded (the OTLP exporter specification). */
function requirePairs(value: string | null, name: string): Record<string, string> {
  const headers: Record<string, string> = {}
  if (value === null) return headers
  for (const pair of value.split(',')) {
    const at = pair.indexOf('=')
    const key = at > 0 ? pair.slice(0, at).trim() : ''
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(key))
      throw new ConfigError(name, 'must be key=value pairs separated by commas')
    try {
      headers[key] = decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      throw new ConfigError(name, `the value of ${key} is not URL-encoded text`)
    }
  }
  return headers
}

/** Headers the push writes itself: one from the settings would be sent twice or contradict it. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'host'])

/**
 * What Node would refuse in a header value, said at start rather than thrown by every push
 * (RFC 9110 field-value: tab, visible ASCII, and obs-text 0x80-0xFF). The value is usually a
 * token, so the reason names the character's position and code, never the value.
 */
function headerValueProblem(value: string): string | null {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code === 0x09 || (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff)) continue
    const what =
      code === 0x0d || code === 0x0a
        ? 'a line break'
        : code === 0
          ? 'a NUL character'
          : code > 0xff
            ? 'a character above U+00FF'
            : 'a control character'
    const hex = (value.codePointAt(i) ?? code).toString(16).toUpperCase().padStart(4, '0')
    return `holds ${what} (U+${hex}) at position ${i + 1} once URL-decoded, which no HTTP header may carry`
  }
  return null
}

/** Header pairs, each value one that an HTTP request can carry. */
function requireHeaders(value: string | null, name: string): Record<string, string> {
  const headers = requirePairs(value, name)
  for (const [key, each] of Object.entries(headers)) {
    if (OWN_HEADERS.has(key.toLowerCase()))
      throw new ConfigError(name, `${key} is set by the bridge itself; remove it`)
    const problem = headerValueProblem(each)
    if (problem !== null) throw new ConfigError(name, `the value of ${key} ${problem}`)
  }
  return headers
}

function requireMs(env: Env, name: string, fallback: number, min: number): number {
  const value = read(env, name)
  if (value === null) return fallback
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < min || ms > 86_400_000)
    throw new ConfigError(name, `must be a whole number of milliseconds from ${min}`)
  return ms
}

function requireCompression(env: Env): 'gzip' | 'none' {
  for (const name of ['OTEL_EXPORTER_OTLP_METRICS_COMPRESSION', 'OTEL_EXPORTER_OTLP_COMPRESSION']) {
    const value = read(env, name)?.toLowerCase() ?? null
    if (value === null) continue
    if (value === 'gzip' || value === 'none') return value
    throw new ConfigError(name, 'must be gzip or none')
  }
  return 'none'
}

/** null when the push is off (the default). A bad setting is named, as loadConfig does. */
export function readOtlpSettings(env: Env): OtlpSettings | null {
  if (read(env, 'OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return null
  if (read(env, 'OTEL_METRICS_EXPORTER')?.toLowerCase() === 'none') return null
  const own = read(env, 'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT')
  const base = read(env, 'OTEL_EXPORTER_OTLP_ENDPOINT')
  if (own === null && base === null) return null
  const url =
    own !== null
      ? requireEndpoint(own, 'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT').href
      : requireEndpoint(base!, 'OTEL_EXPORTER_OTLP_ENDPOINT').href.replace(/\/?$/, '/v1/metrics')
  for (const name of ['OTEL_EXPORTER_OTLP_METRICS_PROTOCOL', 'OTEL_EXPORTER_OTLP_PROTOCOL']) {
    const protocol = read(env, name)
    if (protocol !== null && protocol !== 'http/protobuf')
      throw new ConfigError(
        name,
        'the bridge sends OTLP over HTTP with protobuf: use http/protobuf',
      )
  }
  const compression = requireCompression(env)
  const intervalMs = requireMs(env, 'OTEL_METRIC_EXPORT_INTERVAL', 60_000, 1000)
  const timeoutMs = requireMs(env, 'OTEL_METRIC_EXPORT_TIMEOUT', 30_000, 100)
  return {
    url,
    headers: {
      ...requireHeaders(read(env, 'OTEL_EXPORTER_OTLP_HEADERS'), 'OTEL_EXPORTER_OTLP_HEADERS'),
      ...requireHeaders(
        read(env, 'OTEL_EXPORTER_OTLP_METRICS_HEADERS'),
        'OTEL_EXPORTER_OTLP_METRICS_HEADERS',
      ),
    },
    resourceAttributes: {
      ...requirePairs(read(env, 'OTEL_RESOURCE_ATTRIBUTES'), 'OTEL_RESOURCE_ATTRIBUTES'),
      ...(read(env, 'OTEL_SERVICE_NAME') === null
        ? {}
        : { 'service.name': read(env, 'OTEL_SERVICE_NAME')! }),
    },
    compression,
    intervalMs,
    // Never longer than the interval: one push ends before the next is due.
    timeoutMs: Math.min(timeoutMs, intervalMs),
  }
}
