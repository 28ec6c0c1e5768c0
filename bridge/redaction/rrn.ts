// When the reply's `rrn` is kept as the bank sent it. The RRN is the merchant's
// reference with the bank, so it must survive; but a hostile bank can put someone's Aadhaar number
// there (the review's `999900000016`), and every other field masks a Verhoeff-valid 12-digit run.
//
// The rule, decided on what each kind of number is:
// - an `rrn` that is the customer's own Aadhaar number is never kept;
// - one that cannot be an Aadhaar number is kept: not twelve digits, a first digit 0 or 1 (UIDAI
//   never issues those), or failing the Verhoeff check (nine real RRNs in ten);
// - a Verhoeff-valid one is kept only when it reads as an NPCI RRN issued at the enquiry's time:
//   NPCI's switches write `YDDDHHnnnnnn` (last digit of the year, day of the year, hour, then a
//   sequence), so a real one names a day within two of the enquiry's (IST) and an hour 00-23.
//   Someone's Aadhaar number passes that by chance about 3 times in 10,000 (5 of 3,650 year-days,
//   24 of 100 hours); a provider that writes its RRNs another way loses one in ten to
//   XXXXXXXX1234, and the record keeps its STAN and client reference for the bank.

import { IST_OFFSET_MS } from '../../src/shared/india-day.ts'
import { verhoeffValid } from '../../src/shared/verhoeff.ts'
import { readsAsReference } from './reference-shape.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Days either side of the enquiry's that an RRN may name (a reply after midnight, a slow clock). */
const DAYS_EITHER_SIDE = 2

/** Whether twelve digits read as an NPCI RRN (YDDDHHnnnnnn) of a day near `at`, in IST. */
export function readsAsRrnOf(digits: string, at: Date): boolean {
  if (!/^\d{12}$/.test(digits)) return false
  const yearDigit = Number(digits[0])
  const dayOfYear = Number(digits.slice(1, 4))
  const hour = Number(digits.slice(4, 6))
  if (dayOfYear < 1 || dayOfYear > 366 || hour > 23) return false
  for (let offset = -DAYS_EITHER_SIDE; offset <= DAYS_EITHER_SIDE; offset++) {
    const day = new Date(at.getTime() + IST_OFFSET_MS + offset * DAY_MS)
    const year = day.getUTCFullYear()
    const ordinal =
      Math.round(
        (Date.UTC(year, day.getUTCMonth(), day.getUTCDate()) - Date.UTC(year, 0, 1)) / DAY_MS,
      ) + 1
    if (year % 10 === yearDigit && ordinal === dayOfYear) return true
  }
  return false
}

/** Whether a value could be someone's Aadhaar number: 12 digits, 2-9 first, Verhoeff-valid. */
export function couldBeAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && verhoeffValid(value)
}

/** The reply's `rrn` to keep as sent, or null when it is to be masked like any identifier. */
export function rrnToKeep(rrn: unknown, customerAadhaar: string, at: Date): string | null {
  if (typeof rrn !== 'string' || rrn.trim() === '') return null
  const value = rrn.trim()
  // A text in the rrn field is no RRN: it is scrubbed like any text (reference-shape.ts).
  if (!readsAsReference(value)) return null
  if (customerAadhaar !== '' && value.replace(/\D/g, '') === customerAadhaar) return null
  if (!couldBeAadhaar(value)) return value
  return readsAsRrnOf(value, at) ? value : null
}
