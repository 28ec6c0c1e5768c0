// Reading the reply to RDSERVICE (docs/rd-service.md §1.3): status, info, and the Interface paths
// by id. Namespace- and whitespace-tolerant through xml.ts; Interface order is not relied on
// (Mantra lists DEVICEINFO first, Morpho CAPTURE first).

import type { RdServiceStatus } from '../../src/shared/contract.ts'
import { displayText } from './display-text.ts'
import { attr, children, findElement, parseXml } from './xml.ts'

export interface RdServiceReply {
  status: RdServiceStatus
  /** The status as written, when it was none of READY/NOTREADY/USED. */
  oddStatus: string | null
  info: string
  listed: { capture?: string; info?: string }
}

const STATUSES: readonly string[] = ['READY', 'NOTREADY', 'USED']

export function parseRdServiceReply(body: string): RdServiceReply | null {
  const root = findElement(parseXml(body), 'RDService')
  if (root === undefined) return null
  const rawStatus = (attr(root, 'status') ?? '').toUpperCase().replace(/[\s_-]/g, '')
  const known = STATUSES.includes(rawStatus)
  const listed: RdServiceReply['listed'] = {}
  for (const iface of children(root, 'Interface')) {
    const id = (attr(iface, 'id') ?? '').toUpperCase()
    const path = attr(iface, 'path')
    if (path === undefined) continue
    if (id === 'CAPTURE') listed.capture ??= path
    // INFO is BioEnable's name for the same interface (§1.3 table).
    else if (id === 'DEVICEINFO' || id === 'INFO') listed.info ??= path
  }
  return {
    // An unknown status is not a promise the device is ready.
    status: known ? (rawStatus as RdServiceStatus) : 'NOTREADY',
    oddStatus: known ? null : displayText(attr(root, 'status'), 40),
    info: displayText(attr(root, 'info')),
    listed,
  }
}
