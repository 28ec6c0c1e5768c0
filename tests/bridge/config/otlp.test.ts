import { describe, expect, it } from 'vitest'
import { readOtlpSettings } from '../../../bridge/config/otlp.ts'

describe('readOtlpSettings', () => {
  it('is off without an endpoint, whatever else is set', () => {
    expect(readOtlpSettings({})).toBeNull()
    expect(
      readOtlpSettings({ OTEL_EXPORTER_OTLP_HEADERS: 'a=b', OTEL_METRIC_EXPORT_INTERVAL: '5000' }),
    ).toBeNull()
    expect(readOtlpSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeNull()
  })

  it.each([
    ['OTEL_SDK_DISABLED', 'true'],
    ['OTEL_METRICS_EXPORTER', 'none'],
  ])('is off with %s=%s even with an endpoint', (name, value) => {
    expect(
      readOtlpSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', [name]: value }),
    ).toBeNull()
  })

  it.each([
    ['http://collector:4318', 'http://collector:4318/v1/metrics'],
    ['https://otlp.example/', 'https://otlp.example/v1/metrics'],
    ['https://otlp.example/fleet', 'https://otlp.example/fleet/v1/metrics'],
  ])('adds /v1/metrics to OTEL_EXPORTER_OTLP_ENDPOINT %s', (endpoint, url) => {
    expect(readOtlpSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })?.url).toBe(url)
  })

  it('takes OTEL_EXPORTER_OTLP_METRICS_ENDPOINT as it is, before the base endpoint', () => {
    const settings = readOtlpSettings({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://base:4318',
      OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'https://metrics.example/ingest',
    })
    expect(settings?.url).toBe('https://metrics.example/ingest')
  })

  it('reads headers (URL-decoded, the metrics ones winning), the interval, the timeout and the resource', () => {
    expect(
      readOtlpSettings({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20abc,x-tenant=bc1',
        OTEL_EXPORTER_OTLP_METRICS_HEADERS: 'x-tenant=bc2',
        OTEL_METRIC_EXPORT_INTERVAL: '15000',
        OTEL_METRIC_EXPORT_TIMEOUT: '60000',
        OTEL_RESOURCE_ATTRIBUTES: 'service.instance.id=desk-7',
        OTEL_SERVICE_NAME: 'bridge-east',
        OTEL_EXPORTER_OTLP_COMPRESSION: 'gzip',
      }),
    ).toEqual({
      url: 'http://c:4318/v1/metrics',
      headers: { authorization: 'Bearer abc', 'x-tenant': 'bc2' },
      compression: 'gzip',
      intervalMs: 15000,
      // Never longer than the interval: one push never overlaps the next.
      timeoutMs: 15000,
      resourceAttributes: { 'service.instance.id': 'desk-7', 'service.name': 'bridge-east' },
    })
  })

  it('defaults to a push a minute, 30 s to answer', () => {
    expect(readOtlpSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toMatchObject({
      intervalMs: 60_000,
      timeoutMs: 30_000,
      headers: {},
      compression: 'none',
    })
  })

  it.each([
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
    [{ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'ftp://c/x' }, 'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT'],
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }, 'OTEL_EXPORTER_OTLP_PROTOCOL'],
    [{ OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: 'http/json' }, 'OTEL_EXPORTER_OTLP_METRICS_PROTOCOL'],
    [{ OTEL_EXPORTER_OTLP_HEADERS: 'no-equals-sign' }, 'OTEL_EXPORTER_OTLP_HEADERS'],
    [{ OTEL_EXPORTER_OTLP_HEADERS: 'a=%E0%A4' }, 'OTEL_EXPORTER_OTLP_HEADERS'],
    [{ OTEL_METRIC_EXPORT_INTERVAL: '10' }, 'OTEL_METRIC_EXPORT_INTERVAL'],
    [{ OTEL_METRIC_EXPORT_TIMEOUT: 'soon' }, 'OTEL_METRIC_EXPORT_TIMEOUT'],
    [{ OTEL_EXPORTER_OTLP_COMPRESSION: 'zstd' }, 'OTEL_EXPORTER_OTLP_COMPRESSION'],
  ])('names the bad setting in %j', (env, setting) => {
    expect(() =>
      readOtlpSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', ...env }),
    ).toThrow(expect.objectContaining({ setting }))
  })
})
