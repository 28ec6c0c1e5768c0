// The simulated service checks PidOptions like a real one (docs/rd-service.md §3.2 grammar, §4
// codes 100-210 as BioEnable's service returns them), except that fType 2 (FMR+FIR) is accepted, as
// current L1 services do. It is a fingerprint-only reader: iris is 760, face 180.

import { passed, refused, type Checked } from '../../../src/shared/checked.ts'
import { attr, child, findElement, parseXml } from '../../rd/xml.ts'

export interface CaptureOptions {
  fCount: number
  fType: 0 | 1 | 2
  timeoutMs: number
}

/** The options, or the RD error code (errCode) a real service answers them with. */
export type PidOptionsCheck = Checked<CaptureOptions, string>

const POSITIONS = new Set([
  'LEFT_IRIS',
  'RIGHT_IRIS',
  'FACE',
  ...['LEFT', 'RIGHT'].flatMap((side) =>
    ['INDEX', 'LITTLE', 'MIDDLE', 'RING', 'THUMB'].map((finger) => `${side}_${finger}`),
  ),
])

const bad = (errCode: string): PidOptionsCheck => refused(errCode)

/** A non-negative integer attribute; `fallback` when absent; NaN when not a number. */
function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  return /^\d{1,6}$/.test(value) ? Number(value) : NaN
}

export function checkPidOptions(body: string): PidOptionsCheck {
  const root = findElement(parseXml(body), 'PidOptions')
  const opts = child(root, 'Opts')
  if (root === undefined || opts === undefined) return bad('100')
  const ver = attr(root, 'ver')
  if (ver !== undefined && ver !== '1.0') return bad('100')
  const env = attr(opts, 'env') ?? ''
  if (!['', 'P', 'PP', 'S'].includes(env)) return bad('100')

  const fCount = count(attr(opts, 'fCount'), 0)
  const fType = count(attr(opts, 'fType'), 0)
  const iCount = count(attr(opts, 'iCount'), 0)
  const iType = count(attr(opts, 'iType'), 0)
  const pCount = count(attr(opts, 'pCount'), 0)
  const format = count(attr(opts, 'format'), 0)
  if (Number.isNaN(pCount) || pCount > 1) return bad('100')
  if (fCount === 0 && iCount === 0 && pCount === 0) return bad('100')
  if (pCount > 0 && fCount === 0 && iCount === 0) return bad('100')
  if (![0, 1, 2].includes(fType)) return bad('110')
  if (Number.isNaN(fCount) || fCount > 10) return bad('120')
  if (iType !== 0) return bad('130')
  if (Number.isNaN(iCount) || iCount > 2) return bad('140')
  if ((attr(opts, 'pidVer') ?? '') !== '2.0') return bad('150')
  const timeout = count(attr(opts, 'timeout'), 10_000)
  if (Number.isNaN(timeout) || timeout === 0) return bad('160')
  if (!poshFits(attr(opts, 'posh'), fCount + iCount + pCount)) return bad('170')
  if (pCount > 0) return bad('180')
  if (![0, 1].includes(format)) return bad('190')
  const demo = child(root, 'Demo')
  if (demo !== undefined && typeof demo['#text'] === 'string' && demo['#text'].trim() !== '')
    return bad('200')
  if (format === 1) return bad('210')
  if (iCount > 0) return bad('760')
  if (fCount === 0) return bad('120')
  return passed({ fCount, fType: fType as 0 | 1 | 2, timeoutMs: timeout })
}

/** UNKNOWN, or one known position per modality requested, no repeats (§3.2 posh). */
function poshFits(posh: string | undefined, expected: number): boolean {
  if (posh === undefined || posh === '' || posh.toUpperCase() === 'UNKNOWN') return true
  const list = posh.split(',').map((p) => p.trim().toUpperCase())
  return (
    list.length === expected &&
    new Set(list).size === list.length &&
    list.every((p) => POSITIONS.has(p))
  )
}
