import { describe, expect, it } from 'vitest'
import { DOCUMENTED_RD_CODES, rdErrorMessage } from '../../../bridge/rd/error-codes.ts'
import { readPidData, weakestScore } from '../../../bridge/rd/pid-data.ts'
import { pidOptionsXml } from '../../../bridge/rd/pid-options.ts'

const SUCCESS = `<?xml version="1.0"?>
<PidData xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <Resp errCode="0" errInfo="Success." fCount="1" fType="2" nmPoints="46" qScore="
71" />
  <DeviceInfo dpId="MANTRA.MSIPL" rdsId="MANTRA.WIN.001" rdsVer="1.0.3" mi="MFS100" mc="MIIEGDCC" dc="21045a54-85e4-4ebd-8b31-2220c4144d7f">
    <additional_info><Param name="srno" value="3567278" /></additional_info>
  </DeviceInfo>
  <Skey ci="20221021">nvTyVf0g==</Skey>
  <Hmac>SGmRzr/4ji24GbEi</Hmac>
  <Data type="X">MjAyMi0wMS0xM1QxODo1NDowM4gS</Data>
</PidData>`

describe('readPidData', () => {
  it('reads quality and the device model of a success, and nothing of the identity', () => {
    const reading = readPidData(SUCCESS)
    expect(reading).toEqual({
      kind: 'captured',
      quality: { qScore: 71, nmPoints: 46 },
      model: { dpId: 'MANTRA.MSIPL', rdsId: 'MANTRA.WIN.001', rdsVer: '1.0.3', mi: 'MFS100' },
    })
    expect(JSON.stringify(reading)).not.toMatch(/3567278|21045a54|MIIEGDCC/)
  })

  it('reads a success with a BOM, a blank line before it and NULs after it', () => {
    expect(readPidData(`\uFEFF\r\n${SUCCESS}\r\n\u0000\u0000`).kind).toBe('captured')
  })

  it('keeps a device error code verbatim, negative ones included', () => {
    expect(
      readPidData(
        '<PidData><Resp errCode="720" errInfo="Device not ready" fCount="0" qScore="0" /></PidData>',
      ),
    ).toEqual({ kind: 'device-error', errCode: '720', errInfo: 'Device not ready' })
    expect(
      readPidData(
        '<PidData><Resp errCode=" -1509 " errInfo="System is still checking" /></PidData>',
      ),
    ).toMatchObject({
      kind: 'device-error',
      errCode: '-1509',
    })
  })

  it.each([
    ['not XML', 'Service Unavailable'],
    ['another document', '<html><body>oops</body></html>'],
    ['no Resp', '<PidData><Skey>a</Skey></PidData>'],
    ['a non-numeric errCode', '<PidData><Resp errCode="x1"/></PidData>'],
    ['success without Skey', SUCCESS.replace(/<Skey[\s\S]*?<\/Skey>/, '')],
    ['success without Hmac', SUCCESS.replace(/<Hmac>[\s\S]*?<\/Hmac>/, '')],
    [
      'success with empty Data',
      SUCCESS.replace(/<Data type="X">[^<]*<\/Data>/, '<Data type="X"></Data>'),
    ],
    ['a truncated block', SUCCESS.slice(0, SUCCESS.length / 2)],
    ['a block cut off before </PidData>', SUCCESS.slice(0, SUCCESS.indexOf('</PidData>'))],
  ])('refuses %s as a bad reply', (_name, body) => {
    expect(readPidData(body).kind).toBe('bad')
  })
})

describe('weakestScore', () => {
  it.each([
    ['71', 71],
    ['71,64', 64],
    [' 80 ,\n 59 ', 59],
    ['\n71', 71],
    ['', null],
    ['abc', null],
    [undefined, null],
  ])('reads %j as %j', (raw, expected) => {
    expect(weakestScore(raw)).toBe(expected)
  })
})

describe('rdErrorMessage', () => {
  const documented = [
    ...['100', '110', '120', '130', '140', '150', '160', '170', '180', '190', '200', '210'],
    ...['700', '710', '720', '730', '740', '750', '760', '770', '999', '-1509'],
  ]

  it('has a sentence of its own for every documented code', () => {
    expect([...DOCUMENTED_RD_CODES].sort()).toEqual([...documented].sort())
    for (const code of documented) {
      const message = rdErrorMessage(code)
      expect(message).toMatch(/\.$/)
      expect(message).not.toMatch(/reported error/)
    }
  })

  it('tells the merchant what to do for the common ones', () => {
    expect(rdErrorMessage('700')).toMatch(/place the finger/)
    expect(rdErrorMessage('-1509')).toMatch(/still starting.*wait a few seconds/i)
    expect(rdErrorMessage('710')).toMatch(/another application/)
  })

  it('names an unknown code, with what the device said', () => {
    expect(rdErrorMessage('823', 'Device not registered')).toBe(
      'The fingerprint reader reported error 823 ("Device not registered"). Check that the reader is plugged in and try again; if it repeats, restart the RD service.',
    )
    expect(rdErrorMessage('-7')).toMatch(/error -7\. /)
  })
})

describe('pidOptionsXml', () => {
  it('is one line, without an XML declaration, asking for one FMR+FIR finger', () => {
    expect(pidOptionsXml()).toBe(
      '<PidOptions ver="1.0"><Opts fCount="1" fType="2" iCount="0" pCount="0" format="0" pidVer="2.0" timeout="10000" posh="UNKNOWN" env="P" /></PidOptions>',
    )
    expect(pidOptionsXml(15000)).toContain('timeout="15000"')
  })
})
