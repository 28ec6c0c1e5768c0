// Reading a DeviceInfo (rd-service.md §2). Only what identifies the *model* leaves this module
// (dpId, rdsId, rdsVer, mi); the device's own identity (srno, dc, mc, sysid) is reduced to one
// boolean, so it cannot reach a reply or a log line by accident (security.md).

import { displayText } from './display-text.ts'
import { attr, child, children, findElement, type XmlNode } from './xml.ts'

export interface DeviceModel {
  dpId: string
  rdsId: string
  rdsVer: string
  mi: string
}

export interface DeviceInfoSummary extends DeviceModel {
  /**
   * A serial (srno, or IDEMIA's serial_number) or a device code is present. A Mantra L1 service
   * with nothing plugged in still answers READY with an empty srno (§2, §6 pitfall 5).
   */
  hasIdentity: boolean
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
  const params = children(child(node, 'additional_info'), 'Param')
  const serial = params.some(
    (p) =>
      SERIAL_PARAMS.has((attr(p, 'name') ?? '').toLowerCase()) && (attr(p, 'value') ?? '') !== '',
  )
  const dc = (attr(node, 'dc') ?? '') !== ''
  return { ...deviceModel(node), hasIdentity: serial || dc }
}

/** The DeviceInfo of a DEVICEINFO reply, or null when the reply holds none. */
export function readDeviceInfoReply(doc: XmlNode | null): DeviceInfoSummary | null {
  const node = findElement(doc, 'DeviceInfo')
  return node === undefined ? null : summariseDeviceInfo(node)
}
