import { describe, expect, it } from 'vitest'
import { pidOptionsXml } from '../../../../bridge/rd/pid-options.ts'
import { checkPidOptions } from '../../../../bridge/sandbox/rd-simulator/pid-options-check.ts'

const opts = (attributes: string, extra = '') =>
  `<PidOptions ver="1.0"><Opts ${attributes} />${extra}</PidOptions>`
const base =
  'fCount="1" fType="2" iCount="0" pCount="0" format="0" pidVer="2.0" timeout="10000" posh="UNKNOWN" env="P"'

describe('simulated PidOptions check', () => {
  it('accepts what the bridge sends', () => {
    expect(checkPidOptions(pidOptionsXml(7000))).toEqual({
      ok: true,
      value: { fCount: 1, fType: 2, timeoutMs: 7000 },
    })
  })

  it('accepts a vendor sample with a declaration, extra attributes and CustOpts', () => {
    const body = `<?xml version="1.0"?> <PidOptions ver="1.0"> <Opts fCount="2" fType="0" iCount="0" iType="0" pCount="0" pType="0" format="0" pidVer="2.0" timeout="20000" otp="" wadh="" posh="LEFT_INDEX,RIGHT_INDEX" env="PP" /> <CustOpts><Param name="mantrakey" value="" /></CustOpts> </PidOptions>`
    expect(checkPidOptions(body)).toMatchObject({ ok: true, value: { fCount: 2, fType: 0 } })
  })

  it.each([
    ['100', 'not XML', 'garbage'],
    ['100', 'no Opts', '<PidOptions ver="1.0"></PidOptions>'],
    ['100', 'a bad env', opts(base.replace('env="P"', 'env="X"'))],
    ['100', 'nothing requested', opts(base.replace('fCount="1"', 'fCount="0"'))],
    ['110', 'a bad fType', opts(base.replace('fType="2"', 'fType="3"'))],
    ['120', 'too many fingers', opts(base.replace('fCount="1"', 'fCount="11"'))],
    ['130', 'a bad iType', opts(base + ' iType="1"')],
    ['140', 'too many irises', opts(base.replace('iCount="0"', 'iCount="3"'))],
    ['150', 'a bad pidVer', opts(base.replace('pidVer="2.0"', 'pidVer="1.0"'))],
    ['160', 'a zero timeout', opts(base.replace('timeout="10000"', 'timeout="0"'))],
    ['160', 'a non-numeric timeout', opts(base.replace('timeout="10000"', 'timeout="ten"'))],
    [
      '170',
      'a posh count mismatch',
      opts(base.replace('posh="UNKNOWN"', 'posh="LEFT_INDEX,RIGHT_INDEX"')),
    ],
    ['170', 'an unknown position', opts(base.replace('posh="UNKNOWN"', 'posh="LEFT_TOE"'))],
    ['180', 'a face', opts(base.replace('pCount="0"', 'pCount="1"').replace('posh="UNKNOWN"', ''))],
    ['190', 'a bad format', opts(base.replace('format="0"', 'format="2"'))],
    ['200', 'a Demo that is not a structure', opts(base, '<Demo>name</Demo>')],
    ['210', 'protobuf', opts(base.replace('format="0"', 'format="1"'))],
    ['760', 'an iris on a fingerprint reader', opts(base.replace('iCount="0"', 'iCount="1"'))],
  ])('answers %s for %s', (code, _name, body) => {
    expect(checkPidOptions(body)).toEqual({ ok: false, problem: code })
  })
})
