import { describe, expect, it } from 'vitest'
import { judge } from '../../bridge/rd/discovery.ts'
import { readDeviceInfoReply } from '../../bridge/rd/device-info.ts'
import { displayText } from '../../bridge/rd/display-text.ts'
import { parseRdServiceReply } from '../../bridge/rd/rd-service-reply.ts'
import { cleanPath, resolvePaths, vendorPaths } from '../../bridge/rd/vendor-paths.ts'
import { parseXml } from '../../bridge/rd/xml.ts'

const MANTRA = `<?xml version="1.0"?>
<RDService status="READY" info="Mantra Authentication Vendor Device Manager">
    <Interface id="DEVICEINFO" path="/rd/info" />
    <Interface id="CAPTURE" path="/rd/capture" />
</RDService>`

const MORPHO = `<RDService status="READY" info="Morpho_RD_Service"><Interface id="CAPTURE" path="/127.0.0.1:11102/capture" /><Interface id="DEVICEINFO" path="/127.0.0.1:11102/getDeviceInfo" /></RDService>`

describe('parseRdServiceReply', () => {
  it('reads status, info and paths by Interface id, whatever their order', () => {
    expect(parseRdServiceReply(MANTRA)).toEqual({
      status: 'READY',
      oddStatus: null,
      info: 'Mantra Authentication Vendor Device Manager',
      listed: { capture: '/rd/capture', info: '/rd/info' },
    })
    expect(parseRdServiceReply(MORPHO)?.listed).toEqual({
      capture: '/127.0.0.1:11102/capture',
      info: '/127.0.0.1:11102/getDeviceInfo',
    })
  })

  it('accepts INFO as an alias of DEVICEINFO', () => {
    const reply = parseRdServiceReply(
      '<RDService status="USED" info="x"><Interface id="INFO" path="/i"/></RDService>',
    )
    expect(reply?.listed.info).toBe('/i')
    expect(reply?.status).toBe('USED')
  })

  it('reports an unknown status as NOTREADY and keeps what was said', () => {
    const reply = parseRdServiceReply('<RDService status="BUSYISH" info="x"/>')
    expect(reply?.status).toBe('NOTREADY')
    expect(reply?.oddStatus).toBe('BUSYISH')
  })

  it('normalises status spelling (Not_Ready, ready)', () => {
    expect(parseRdServiceReply('<RDService status="Not_Ready"/>')?.status).toBe('NOTREADY')
    expect(parseRdServiceReply('<RDService status=" ready "/>')?.status).toBe('READY')
  })

  it('returns null for a reply that is not an RDService', () => {
    expect(parseRdServiceReply('<html><body>It works</body></html>')).toBeNull()
    expect(parseRdServiceReply('HTTP server')).toBeNull()
  })
})

describe('vendor paths', () => {
  it('chooses Morpho/IDEMIA defaults by info string, Mantra-style otherwise', () => {
    expect(vendorPaths('Morpho_RD_Service')).toEqual({
      capture: '/capture',
      info: '/getDeviceInfo',
    })
    expect(vendorPaths('IDEMIA_L1_RDSERVICE')).toEqual({
      capture: '/capture',
      info: '/getDeviceInfo',
    })
    expect(vendorPaths('Precision - Biometric Device is ready for capture')).toEqual({
      capture: '/rd/capture',
      info: '/rd/info',
    })
  })

  it.each([
    ['/rd/capture', '/rd/capture'],
    ['/127.0.0.1:11102/capture', '/capture'],
    ['127.0.0.1:11102/getDeviceInfo', '/getDeviceInfo'],
    ['http://127.0.0.1:11100/rd/info', '/rd/info'],
    ['rd/capture', '/rd/capture'],
    ['', null],
    ['/a b', null],
    ['/../etc', null],
    ['//evil/x', null],
  ])('cleans %j to %j', (raw, expected) => {
    expect(cleanPath(raw)).toBe(expected)
  })

  it('falls back to the vendor path where a listed one is missing or unusable', () => {
    expect(resolvePaths('Morpho_RD_Service', { capture: '/a b' })).toMatchObject({
      capture: '/capture',
      info: '/getDeviceInfo',
    })
  })
})

describe('DeviceInfo', () => {
  const info = (params: string, dc = '') =>
    readDeviceInfoReply(
      parseXml(
        `<DeviceInfo dpId="MANTRA.MSIPL" rdsId="RENESAS.MANTRA.001" rdsVer="1.4.1" mi="MFS110" mc="MIIB" dc="${dc}"><additional_info>${params}</additional_info></DeviceInfo>`,
      ),
    )

  it('keeps the model and reduces the device identity to one flag', () => {
    const summary = info('<Param name="srno" value="8190767"/><Param name="sysid" value="6A3F"/>')
    expect(summary).toEqual({
      dpId: 'MANTRA.MSIPL',
      rdsId: 'RENESAS.MANTRA.001',
      rdsVer: '1.4.1',
      mi: 'MFS110',
      hasIdentity: true,
    })
    expect(JSON.stringify(summary)).not.toMatch(/8190767|6A3F|MIIB/)
  })

  it('has no identity with an empty srno and no dc (reader unplugged)', () => {
    expect(info('<Param name="srno" value=""/>')?.hasIdentity).toBe(false)
  })

  it('accepts a dc or IDEMIA serial_number as identity', () => {
    expect(
      info('<Param name="srno" value=""/>', '2174254f-7d7e-4c4b-8c02-6877237cf502')?.hasIdentity,
    ).toBe(true)
    expect(info('<Param name="serial_number" value="1234"/>')?.hasIdentity).toBe(true)
  })

  it('returns null when the reply holds no DeviceInfo', () => {
    expect(readDeviceInfoReply(parseXml('<PidData><Resp errCode="770"/></PidData>'))).toBeNull()
  })
})

describe('judge', () => {
  const reply = (status: 'READY' | 'NOTREADY' | 'USED') => ({
    status,
    oddStatus: null,
    info: 'x',
    listed: {},
  })
  const model = { dpId: 'd', rdsId: 'r', rdsVer: '1', mi: 'm' }

  it('reports a READY service without a serial as NOTREADY with a note', () => {
    const verdict = judge(reply('READY'), { ...model, hasIdentity: false })
    expect(verdict.status).toBe('NOTREADY')
    expect(verdict.note).toMatch(/not plugged in/)
  })

  it('reports a READY service that did not describe itself as NOTREADY', () => {
    expect(judge(reply('READY'), null).status).toBe('NOTREADY')
  })

  it('keeps READY, NOTREADY and USED as the service said them when a device is there', () => {
    expect(judge(reply('READY'), { ...model, hasIdentity: true })).toEqual({ status: 'READY' })
    expect(judge(reply('USED'), { ...model, hasIdentity: true })).toEqual({ status: 'USED' })
    expect(judge(reply('NOTREADY'), null)).toEqual({ status: 'NOTREADY' })
  })
})

describe('displayText', () => {
  it('strips control characters, collapses whitespace and shortens', () => {
    expect(displayText(' Mantra\n\tAuthentication\u0000 ')).toBe('Mantra Authentication')
    expect(displayText('x'.repeat(200), 10)).toHaveLength(10)
  })
})
