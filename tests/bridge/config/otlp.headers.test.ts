// OTLP header values are checked when the settings are read (review V4): each shape that Node
// would refuse at every push (and so crash the bridge about a second after each start) refuses
// the start instead, naming the setting, the header and what is wrong, never the value. Values an
// HTTP header can carry (Latin-1 included) pass.

import { describe, expect, it } from 'vitest'
import { readOtlpSettings } from '../../../bridge/config/otlp.ts'
import { ConfigError } from '../../../bridge/config/settings.ts'

const ENDPOINT = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }

function refusal(headers: Record<string, string>): ConfigError {
  try {
    readOtlpSettings({ ...ENDPOINT, ...headers })
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('not refused')
}

describe('an OTLP header value that no HTTP request can carry refuses the start', () => {
  it.each([
    ['a CR LF pair', 'x-api-key=abc%0D%0AX-Injected:%201', 'a line break (U+000D) at position 4'],
    ['a lone LF', 'x-api-key=abc%0Adef', 'a line break (U+000A) at position 4'],
    ['a NUL', 'x-api-key=abc%00', 'a NUL character (U+0000) at position 4'],
    ['another control character', 'x-api-key=a%1Bb', 'a control character (U+001B) at position 2'],
    ['DEL', 'x-api-key=a%7F', 'a control character (U+007F) at position 2'],
    [
      'a character above U+00FF',
      'x-api-key=%E2%82%AC5',
      'a character above U+00FF (U+20AC) at position 1',
    ],
    ['an emoji', 'x-api-key=ok%F0%9F%98%80', 'a character above U+00FF (U+1F600) at position 3'],
  ])('%s', (_shape, value, reason) => {
    for (const name of ['OTEL_EXPORTER_OTLP_HEADERS', 'OTEL_EXPORTER_OTLP_METRICS_HEADERS']) {
      const error = refusal({ [name]: value })
      expect(error.setting).toBe(name)
      expect(error.message).toContain(`the value of x-api-key holds ${reason}`)
      // The value is usually a collector's token: never in the message.
      expect(error.message).not.toContain('abc')
    }
  })

  it('a value that is not URL-encoded text', () => {
    expect(refusal({ OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=%E2%82' }).message).toContain(
      'the value of x-api-key is not URL-encoded text',
    )
  })

  it('a header the push writes itself', () => {
    expect(refusal({ OTEL_EXPORTER_OTLP_HEADERS: 'Content-Type=text%2Fplain' }).message).toContain(
      'Content-Type is set by the bridge itself',
    )
  })

  it('a header without a name', () => {
    expect(refusal({ OTEL_EXPORTER_OTLP_HEADERS: '=token' }).message).toContain(
      'must be key=value pairs separated by commas',
    )
  })
})

describe('header values an HTTP request can carry', () => {
  it('pass: spaces, tabs, visible ASCII and Latin-1', () => {
    const settings = readOtlpSettings({
      ...ENDPOINT,
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20t0k%2Fen,x-tab=a%09b,x-city=caf%C3%A9',
    })
    expect(settings?.headers).toEqual({
      authorization: 'Bearer t0k/en',
      'x-tab': 'a\tb',
      'x-city': 'café',
    })
  })
})
