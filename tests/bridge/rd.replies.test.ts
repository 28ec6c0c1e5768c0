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
      noDevice: false,
      hasDetails: true,
      deviceType: null,
      // The mc here is no certificate: unknown, and nothing of it is kept.
      certificateNotAfter: null,
    })
    expect(JSON.stringify(summary)).not.toMatch(/8190767|6A3F|MIIB/)
  })

  it('says no device with an empty srno or serial_number and no dc (reader unplugged)', () => {
    expect(info('<Param name="srno" value=""/>')?.noDevice).toBe(true)
    expect(info('<Param name="serial_number" value=" "/>')?.noDevice).toBe(true)
  })

  it('accepts a dc or IDEMIA serial_number as a device', () => {
    expect(
      info('<Param name="srno" value=""/>', '2174254f-7d7e-4c4b-8c02-6877237cf502')?.noDevice,
    ).toBe(false)
    expect(info('<Param name="serial_number" value="1234"/>')?.noDevice).toBe(false)
  })

  it('does not say no device when the serial is merely left out', () => {
    expect(info('<Param name="sysid" value="6A3F"/>')).toMatchObject({
      noDevice: false,
      hasDetails: true,
    })
    const bare = readDeviceInfoReply(
      parseXml('<DeviceInfo dpId="X.Y" rdsId="R" rdsVer="1" mi="M"/>'),
    )
    expect(bare).toMatchObject({ dpId: 'X.Y', noDevice: false, hasDetails: false })
  })

  it('says no device when dpId, rdsId and mi are blanked (BioEnable, invalid serial)', () => {
    const blank = readDeviceInfoReply(
      parseXml(
        '<DeviceInfo dpId="" rdsId="" rdsVer="" mi="" dc=""><additional_info/></DeviceInfo>',
      ),
    )
    expect(blank?.noDevice).toBe(true)
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

  const present = {
    ...model,
    noDevice: false,
    hasDetails: true,
    deviceType: null,
    certificateNotAfter: null,
  }

  it('reports a READY service whose DeviceInfo says no device as NOTREADY with a note', () => {
    const verdict = judge(reply('READY'), { ...present, noDevice: true })
    expect(verdict.status).toBe('NOTREADY')
    expect(verdict.note).toMatch(/not plugged in/)
  })

  it('keeps READY, with a note, when DEVICEINFO failed or gave no details', () => {
    for (const info of [null, { ...present, hasDetails: false }]) {
      const verdict = judge(reply('READY'), info)
      expect(verdict.status).toBe('READY')
      expect(verdict.note).toMatch(/device details could not be read/)
    }
  })

  it('keeps READY, NOTREADY and USED as the service said them when a device is there', () => {
    expect(judge(reply('READY'), present)).toEqual({ status: 'READY' })
    expect(judge(reply('USED'), present)).toEqual({ status: 'USED' })
    expect(judge(reply('NOTREADY'), null)).toEqual({ status: 'NOTREADY' })
  })
})

describe('displayText', () => {
  it('strips control characters, collapses whitespace and shortens', () => {
    expect(displayText(' Mantra\n\tAuthentication\u0000 ')).toBe('Mantra Authentication')
    expect(displayText('x'.repeat(200), 10)).toHaveLength(10)
  })
})
