// The sandbox upstream's successful replies (docs/provider-api.md section 2.2): plausible balances
// and statements, stable for one customer within a day, so a merchant who repeats an enquiry sees
// one story.

import { createHash } from 'node:crypto'
import { sandboxScenarioFor } from '../../../src/shared/sandbox-numbers.ts'
import { seeded, statementEntries } from './statement-fixtures.ts'

export type Op = 'be' | 'ms'

/** The upstream's clock is India time, written without a zone (docs/provider-api.md). */
const upstreamDateTime = (date: Date) =>
  new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ')

/** Digits derived from a seed: references that look real and repeat for the same seed. */
export function digitsOf(seed: string, length: number): string {
  const hash = createHash('sha256').update(seed).digest()
  let out = ''
  for (let i = 0; out.length < length; i++) out += String(hash[i % hash.length]! % 10)
  return out.slice(0, length)
}

/**
 * An RRN as NPCI's switches write them (YDDDHH and a six-digit sequence, India time), so the
 * scrubber keeps it as a real one (bridge/redaction/rrn.ts) even when it passes the Verhoeff check.
 */
export function npciRrn(at: Date, sequence: string): string {
  const ist = new Date(at.getTime() + 330 * 60_000)
  const year = ist.getUTCFullYear()
  const day =
    (Date.UTC(year, ist.getUTCMonth(), ist.getUTCDate()) - Date.UTC(year, 0, 1)) / 86_400_000 + 1
  const hour = ist.getUTCHours()
  return `${year % 10}${String(day).padStart(3, '0')}${String(hour).padStart(2, '0')}${sequence}`
}

/** A successful reply to a request whose fields have all been checked. */
export function successReply(
  op: Op,
  body: Record<string, string>,
  today: Date,
  ref: string,
): object {
  const random = seeded(Number(digitsOf(body.aadhaar! + today.toDateString(), 9)))
  return op === 'be'
    ? balanceReply(body, today, ref, random)
    : statementReply(body, today, ref, random)
}

function balanceReply(
  body: Record<string, string>,
  today: Date,
  ref: string,
  random: () => number,
) {
  const rupees = Math.round(random() * 250_000_00) / 100
  return {
    code: '0x0200',
    status: 'SUCCESS',
    message: '000: Balance fetched successfully.',
    data: {
      clientRefNo: 'SBX' + today.getTime().toString().slice(-8) + ref,
      routeType: 'SANDBOX',
      bankiin: body.bankiin,
      stanNo: digitsOf(ref + 'stan', 6),
      rrn: npciRrn(today, digitsOf(ref + 'rrn', 6)),
      bankMessage: 'Balance Enquiry Successful',
      bankCode: '00',
      merchantCode: body.merchantLoginId,
      merchantMobile: '9000000000',
      // The upstream's own mask, first and last digits visible (docs/provider-api.md).
      aadhaarNumber: body.aadhaar!.slice(0, 1) + 'XXXXXXX' + body.aadhaar!.slice(-4),
      transactionType: 'BALANCE_ENQUIRY',
      transactionDateTime: upstreamDateTime(today),
      transactionAmount: '0',
      availableBalance: rupees.toFixed(2).replace(/\.00$/, ''),
    },
  }
}

function statementReply(
  body: Record<string, string>,
  today: Date,
  ref: string,
  random: () => number,
) {
  const entries =
    sandboxScenarioFor(body.aadhaar!) === 'empty-statement' ? [] : statementEntries(random, today)
  const orderRefId = 'MS' + today.getTime() + ref
  return {
    code: '0x0200',
    status: 'SUCCESS',
    message: '000: Mini statement fetched successfully.',
    data: {
      orderRefId,
      clientRefId: 'SBXC' + ref,
      bankName: null,
      accountNumber: null,
      ipaymentId: orderRefId,
      transactionMode: null,
      payableValue: 0,
      transactionValue: 0,
      bankAccountBalance: 0,
      miniStatement: entries,
    },
  }
}
