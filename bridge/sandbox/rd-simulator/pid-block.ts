// PidData replies of the simulated service (docs/rd-service.md §3.3): a success carries a fresh
// random Skey (256 bytes, as an RSA-2048-wrapped AES key decodes), Hmac (48 bytes) and Data (the 19
// ASCII bytes of the PID timestamp, then "ciphertext" sized like FMR ~1 KB / FIR ~14 KB per
// finger), so no two captures are ever the same PID block. Errors carry Resp only.

import { randomBytes, randomInt } from 'node:crypto'
import { deviceInfoXml, istTimestamp, type DeviceIdentity } from './device-identity.ts'
import { POOR_CAPTURE_QSCORE } from '../../../src/shared/devices.ts'
import type { Personality } from './personalities.ts'
import type { CaptureOptions } from './pid-options-check.ts'
import { XSI_ATTRS, attrs } from './xml-out.ts'

/** errInfo wording of BioEnable's service and the Mantra-style start-up code (§4). */
export const ERR_INFO: Record<string, string> = {
  '100': 'Invalid PidOptions input. XML should strictly adhere to spec.',
  '110': 'Invalid value for fType',
  '120': 'Invalid value for fCount',
  '130': 'Invalid value for iType',
  '140': 'Invalid value for iCount',
  '150': 'Invalid value for pidVer',
  '160': 'Invalid value for timeout',
  '170': 'Invalid value for posh',
  '180': 'Face matching is not supported',
  '190': 'Invalid value for format',
  '200': 'Invalid Demo structure',
  '210': 'Protobuf format not supported',
  '700': 'Capture timed out',
  '710': 'Being used by another application',
  '720': 'Device not ready',
  '730': 'Capture Failed',
  '740': 'Device needs to be re-initialized',
  '750': 'RD Service does not support fingerprints',
  '760': 'RD Service does not support Iris',
  '770': 'Invalid URL',
  '999': 'Internal error',
  '-1509':
    'System is still checking status, please try after sometime. Meanwhile if you have not connected device then please connect it',
}

/**
 * (v1.5) What a PID says of its key, its time and its certificate: by default a current UIDAI key
 * (the 2028 one, docs/rd-service.md §3.3) and the laptop's own clock. The sandbox's cases change
 * them: an expired key (`20250923`), a clock 30 minutes off, an expired certificate.
 */
export interface PidFacts {
  ci: string
  clockOffsetMs: number
  /**
   * A base64 DER certificate for DeviceInfo's mc, or how to make it when a reply first needs it
   * (the sandbox's: its key pair is not made before the bridge's first answer); absent: the seeded
   * look-alike.
   */
  mc?: string | (() => string)
}

export const DEFAULT_PID_FACTS: PidFacts = { ci: '20280813', clockOffsetMs: 0 }

const FMR_BYTES = 700
const FIR_BYTES = 14_000

function prolog(personality: Personality): string {
  return personality.declaration ? '<?xml version="1.0"?>\n' : ''
}

function rootAttrs(personality: Personality): string {
  return personality.xmlns ? XSI_ATTRS : ''
}

export function errorPidData(personality: Personality, errCode: string): string {
  const resp = attrs({
    errCode,
    errInfo: ERR_INFO[errCode] ?? 'Error',
    fCount: '0',
    fType: '0',
    nmPoints: '0',
    qScore: '0',
  })
  return `${prolog(personality)}<PidData${rootAttrs(personality)}>\n  <Resp${resp} />\n</PidData>\n`
}

export function successPidData(
  personality: Personality,
  identity: DeviceIdentity,
  options: CaptureOptions,
  facts: PidFacts = DEFAULT_PID_FACTS,
): string {
  const fingers = Array.from({ length: options.fCount }, () => ({
    // A simulated finger always scores at or above the page's poor-capture line, so a sandbox walk
    // is the same every time; the poor-capture advice is driven by its own browser test.
    q: randomInt(POOR_CAPTURE_QSCORE, 99),
    nm: randomInt(27, 50),
  }))
  const join = (values: number[]) => {
    const list = values.join(',')
    return personality.newlineInScores ? `\n${list}` : list
  }
  const resp = attrs({
    errCode: '0',
    errInfo: personality.successInfo,
    fCount: String(options.fCount),
    fType: String(options.fType),
    nmPoints: join(fingers.map((f) => f.nm)),
    qScore: join(fingers.map((f) => f.q)),
  })
  const perFinger = (options.fType === 1 ? 0 : FMR_BYTES) + (options.fType === 0 ? 0 : FIR_BYTES)
  const ts = Buffer.from(istTimestamp(new Date(Date.now() + facts.clockOffsetMs)).local, 'ascii')
  const data = Buffer.concat([ts, randomBytes(perFinger * options.fCount)]).toString('base64')
  return [
    `${prolog(personality)}<PidData${rootAttrs(personality)}>`,
    `  <Resp${resp} />`,
    deviceInfoXml(personality, identity, { present: true, root: false, indent: '  ' }),
    `  <Skey ci="${facts.ci}">${randomBytes(256).toString('base64')}</Skey>`,
    `  <Hmac>${randomBytes(48).toString('base64')}</Hmac>`,
    `  <Data type="X">${data}</Data>`,
    '</PidData>',
    '',
  ].join('\n')
}

/** Three kinds of broken reply a confused service sends, in turn. */
export function garbageReply(
  personality: Personality,
  identity: DeviceIdentity,
  n: number,
): string {
  switch (n % 3) {
    case 0: {
      const full = successPidData(personality, identity, { fCount: 1, fType: 2, timeoutMs: 10_000 })
      return full.slice(0, Math.floor(full.length / 2))
    }
    case 1:
      return '<html><body><h1>Service Unavailable</h1></body></html>'
    default:
      return `<PidData><Resp errCode="0" errInfo="Success" fCount="1" fType="2" nmPoints="30" qScore="70" /><Data type="X"></Data></PidData>`
  }
}

export function rdServiceXml(
  personality: Personality,
  status: string,
  host: string,
  port: number,
): string {
  const lines = personality
    .interfaces(host, port)
    .map((i) => `    <Interface${attrs({ id: i.id, path: i.path })} />`)
  return [
    `${prolog(personality)}<RDService${rootAttrs(personality)}${attrs({ status, info: personality.info })}>`,
    ...lines,
    '</RDService>',
    '',
  ].join('\n')
}

export function deviceInfoReply(
  personality: Personality,
  identity: DeviceIdentity,
  present: boolean,
): string {
  return `${prolog(personality)}${deviceInfoXml(personality, identity, { present, root: true })}\n`
}
