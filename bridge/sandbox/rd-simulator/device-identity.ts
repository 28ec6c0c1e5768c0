// A simulated reader's identity, stable for a given seed (personality and port by default), so a
// restarted simulator is "the same device": dc (UUID), srno, sysid and an mc that looks like a
// base64 DER certificate (docs/rd-service.md §2). ts changes on every reply.

import { createHash } from 'node:crypto'
import type { Personality } from './personalities.ts'
import { XSI_ATTRS, attrs, escapeAttr } from './xml-out.ts'

export interface DeviceIdentity {
  dc: string
  srno: string
  sysid: string
  mc: string
}

/** Deterministic bytes from a seed (SHA-256 in counter mode). */
function seededBytes(seed: string, length: number): Buffer {
  const blocks: Buffer[] = []
  for (let i = 0; blocks.length * 32 < length; i++) {
    blocks.push(createHash('sha256').update(`${seed}/${i}`).digest())
  }
  return Buffer.concat(blocks).subarray(0, length)
}

export function deviceIdentity(seed: string): DeviceIdentity {
  const b = seededBytes(seed, 64)
  const hex = b.toString('hex')
  const uuid = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    '4' + hex.slice(13, 16),
    '8' + hex.slice(17, 20),
    hex.slice(20, 32),
  ]
  // A DER SEQUENCE header (30 82 len) makes the base64 start "MII", as every real mc does.
  const body = seededBytes(seed + '/mc', 1020)
  const der = Buffer.concat([Buffer.from([0x30, 0x82, body.length >> 8, body.length & 0xff]), body])
  return {
    dc: uuid.join('-'),
    srno: String(1_000_000 + (b.readUInt32BE(40) % 9_000_000)),
    sysid: hex.slice(80, 100).toUpperCase(),
    mc: der.toString('base64'),
  }
}

/**
 * The identity with a real certificate when one is given (the sandbox's reader cases), else the
 * seeded look-alike's. One given as a function is made when a reply first reads it, once.
 */
export function withCertificate(
  identity: DeviceIdentity,
  mc: string | (() => string) | undefined,
): DeviceIdentity {
  if (typeof mc === 'string') return mc === '' ? identity : { ...identity, mc }
  if (mc === undefined) return identity
  let made: string | undefined
  return Object.defineProperty({ ...identity }, 'mc', {
    enumerable: true,
    get: () => (made ??= mc()),
  })
}

/** Local time in India, as RD services write it. */
export function istTimestamp(date = new Date()): { local: string; withZone: string } {
  const local = new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19)
  return { local, withZone: `${local}+05:30` }
}

/**
 * The DeviceInfo element. A reader that is not plugged in (`present: false`) answers with an
 * empty srno and no dc, as a Mantra L1 service does (§2).
 */
export function deviceInfoXml(
  personality: Personality,
  identity: DeviceIdentity,
  options: { present: boolean; root: boolean; indent?: string },
): string {
  const id = options.present ? identity : { dc: '', srno: '', sysid: identity.sysid, mc: '' }
  const pad = options.indent ?? ''
  const params: [string, string][] = [[personality.serialParam, id.srno]]
  if (personality.sysid) params.push(['sysid', id.sysid])
  params.push(['ts', istTimestamp().withZone], ...personality.extraParams)
  const root = attrs({ ...personality.model, dc: id.dc, mc: id.mc })
  const xsi = personality.xmlns && options.root ? XSI_ATTRS : ''
  const paramLines = params.map(
    ([name, value]) =>
      `${pad}    <Param name="${escapeAttr(name)}" value="${escapeAttr(value)}" />`,
  )
  return [
    `${pad}<DeviceInfo${xsi}${root}>`,
    `${pad}  <additional_info>`,
    ...paramLines,
    `${pad}  </additional_info>`,
    `${pad}</DeviceInfo>`,
  ].join('\n')
}
