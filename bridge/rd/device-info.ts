// Reading a DeviceInfo (docs/rd-service.md §2). Only what identifies the *model* leaves this module
// (dpId, rdsId, rdsVer, mi); the device's own identity (srno, dc, mc, sysid) is reduced to
// booleans, so it cannot reach a reply or a log line by accident (docs/security.md).

import { displayText } from './display-text.ts'
import { certificateNotAfter } from './reader-class.ts'
import { attr, child, children, findElement, parseXml, type XmlNode } from './xml.ts'

export interface DeviceModel {
  dpId: string
  rdsId: string
  rdsVer: string
  mi: string
}

export interface DeviceInfoSummary extends DeviceModel {
  /**
   * The DeviceInfo says no reader is there: a serial Param (srno, or IDEMIA's serial_number) is
   * present with an empty value and there is no dc — a Mantra L1 service with nothing plugged in
   * still answers READY that way (§2, §6 pitfall 5) — or dpId, rdsId and mi are written but blank,
   * as BioEnable does when the serial is invalid (§2). A DeviceInfo that merely leaves things out
   * is no evidence either way.
   */
  noDevice: boolean
  /** The DeviceInfo has an additional_info element (where the serial lives). */
  hasDetails: boolean
  /** (v1.5) additional_info's device_type (L1 readers say so), or null. */
  deviceType: string | null
  /** (v1.5) The notAfter of `mc`, read in memory; null when it is not a certificate. */
  certificateNotAfter: Date | null
}

const SERIAL_PARAMS = new Set(['srno', 'serial_number', 'serialno'])

export function deviceModel(node: XmlNode | undefined): DeviceModel {
  return {
    dpId: displayText(attr(node, 'dpId'), 60),
    rdsId: displayText(attr(node, 'rdsId'), 60),
    rdsVer: displayText(attr(node, 'rdsVer'), 30),
    mi: displayText(attr(node, 'mi'), 60),
  }
}

export function summariseDeviceInfo(node: XmlNode): DeviceInfoSummary {
  const details = child(node, 'additional_info')
  const serials = children(details, 'Param')
    .filter((p) => SERIAL_PARAMS.has((attr(p, 'name') ?? '').toLowerCase()))
    .map((p) => attr(p, 'value') ?? '')
  const hasSerial = serials.some((value) => value !== '')
  const emptySerial = serials.length > 0 && !hasSerial
  const dc = (attr(node, 'dc') ?? '') !== ''
  const blanked = (['dpId', 'rdsId', 'mi'] as const).every((name) => attr(node, name) === '')
  const deviceType = children(details, 'Param').find(
    (p) => (attr(p, 'name') ?? '').toLowerCase() === 'device_type',
  )
  return {
    ...deviceModel(node),
    noDevice: !hasSerial && ((emptySerial && !dc) || blanked),
    hasDetails: details !== undefined,
    deviceType: deviceType === undefined ? null : displayText(attr(deviceType, 'value'), 10),
    certificateNotAfter: certificateNotAfter(attr(node, 'mc')),
  }
}

const IDENTITY_PARAMS = new Set([...SERIAL_PARAMS, 'sysid'])

/**
 * The device's own identity inside a PID block (serial, device code, certificate, system id):
 * only for the enquiry's scrubber, which removes them should the upstream echo one back.
 */
export function deviceIdentityValues(pidXml: string): string[] {
  const info = findElement(parseXml(pidXml), 'DeviceInfo')
  if (info === undefined) return []
  const values = [attr(info, 'dc') ?? '', attr(info, 'mc') ?? '']
  for (const param of children(child(info, 'additional_info'), 'Param')) {
    if (IDENTITY_PARAMS.has((attr(param, 'name') ?? '').toLowerCase()))
      values.push(attr(param, 'value') ?? '')
  }
  // A value this short identifies nothing and would garble every text it occurs in.
  return values.map((v) => v.trim()).filter((v) => v.length >= 4)
}

/** The DeviceInfo of a DEVICEINFO reply, or null when the reply holds none. */
export function readDeviceInfoReply(doc: XmlNode | null): DeviceInfoSummary | null {
  const node = findElement(doc, 'DeviceInfo')
  return node === undefined ? null : summariseDeviceInfo(node)
}
