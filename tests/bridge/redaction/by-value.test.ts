import { afterEach, describe, expect, it } from 'vitest'
import { makeScrubber, scrubDeep } from '../../../bridge/redaction/profiles.ts'
import { log, redact, registerSecrets, scrubText, setLogSink } from '../../../bridge/log.ts'
import { redactPidBlocks, replaceValues, secretValues } from '../../../bridge/redaction/by-value.ts'

const PID =
  '<PidData><Resp errCode="0" qScore="78"/><Skey ci="20281231">U0tFWVZBTFVF</Skey><Hmac>SE1BQ1ZBTFVF</Hmac><Data type="X">REFUQQ==</Data></PidData>'

describe('makeScrubber', () => {
  const scrub = makeScrubber({
    aadhaar: '234567890124',
    pan: 'ABCDE1234F',
    credentials: ['merchant-api', 'very-secret-value', 'abc'],
    pidXml: PID,
  })

  it('masks the customer’s Aadhaar number to its last four digits', () => {
    expect(scrub('Aadhaar 234567890124 verified')).toBe('Aadhaar XXXXXXXX0124 verified')
  })

  it('masks the merchant PAN', () => {
    expect(scrub('PAN ABCDE1234F')).toBe('PAN XXXXXX234F')
  })

  it('removes the credentials', () => {
    expect(scrub('user merchant-api secret very-secret-value')).toBe(
      'user [redacted] secret [redacted]',
    )
  })

  it('does not treat credentials shorter than four characters as secrets', () => {
    expect(scrub('abc')).toBe('abc')
  })

  it('removes the PID block, whole or re-serialised', () => {
    expect(scrub(`echo ${PID} end`)).toBe('echo [pid] end')
    expect(scrub('x <PidData a="1"><Skey>K</Skey></PidData> y')).toBe('x [pid] y')
    expect(scrub('cut < PidData><Skey>K')).toBe('cut [pid]')
  })

  it('applies to every string inside a JSON value and leaves other values as they are', () => {
    const value = {
      message: 'for 234567890124',
      data: { list: ['ABCDE1234F', 7, null, true], nested: { pid: PID } },
    }
    expect(scrubDeep(value, scrub)).toEqual({
      message: 'for XXXXXXXX0124',
      data: { list: ['XXXXXX234F', 7, null, true], nested: { pid: '[pid]' } },
    })
  })
})

describe('log redaction', () => {
  afterEach(() => setLogSink((line) => process.stdout.write(line + '\n')))

  it('removes registered secrets wherever they appear in text', () => {
    registerSecrets(['registered-secret-1', undefined, 'abc'])
    expect(scrubText('token=registered-secret-1;')).toBe('token=[redacted];')
  })

  it('masks any twelve digits as an Aadhaar number, in any grouping, and a longer number too', () => {
    expect(scrubText('aadhaar 234567890124 and rrn 5123456789012')).toBe(
      'aadhaar XXXXXXXX0124 and rrn XXXXXXXXX9012',
    )
    expect(scrubText('aadhaar 1000 0000 0001 ok')).toBe('aadhaar XXXXXXXX0001 ok')
  })

  it('masks any mobile number to its last four', () => {
    expect(scrubText('call 98765 43210 or 098765-43210')).toBe('call XXXXXX3210 or XXXXXXX3210')
  })

  it('removes PID XML from text', () => {
    expect(scrubText(`got ${PID}`)).toBe('got [pid redacted]')
  })

  it('drops the value of every sensitive key, at any depth', () => {
    expect(
      redact({
        Authorization: 'Basic abc',
        rdRequest: PID,
        pan: 'ABCDE1234F',
        nested: { skey: 'x', hmac: 'y', srno: '8190767', dc: 'uuid', mc: 'cert', ok: 'fine' },
        list: [{ secret: 's' }],
      }),
    ).toEqual({
      Authorization: '[redacted]',
      rdRequest: '[redacted]',
      pan: '[redacted]',
      nested: {
        skey: '[redacted]',
        hmac: '[redacted]',
        srno: '[redacted]',
        dc: '[redacted]',
        mc: '[redacted]',
        ok: 'fine',
      },
      list: [{ secret: '[redacted]' }],
    })
  })

  it('writes one JSON line per call through the sink, redacted', () => {
    registerSecrets(['sink-secret-value'])
    const lines: string[] = []
    setLogSink((line) => lines.push(line))
    log('warn', 'failed for 234567890124 with sink-secret-value', {
      aadhaar: '234567890124',
      pan: 'X',
    })
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>
    expect(entry).toMatchObject({
      level: 'warn',
      msg: 'failed for XXXXXXXX0124 with [redacted]',
      aadhaar: 'XXXXXXXX0124',
      pan: '[redacted]',
    })
    expect(typeof entry.time).toBe('string')
  })
})

describe('by value (bridge/redaction/by-value.ts)', () => {
  it('removes a PID block cut short, to the end of the text', () => {
    expect(redactPidBlocks('a <PidData><Data>zz', '[x]')).toBe('a [x]')
  })

  it('redacts by value only values of at least four characters', () => {
    expect(secretValues(['abc', 'abcd', 'abcd', undefined, ''])).toEqual(['abcd'])
    expect(replaceValues('abc abcd', ['abcd'], '[r]')).toBe('abc [r]')
  })
})
