// The Aadhaar field's text: digits grouped while typing, masked once valid and out of focus.

import { checkIssuedAadhaar } from '../../shared/fields.ts'
import { groupAadhaarDigits, maskAadhaarGrouped } from '../../shared/mask.ts'

export const AADHAAR_DIGITS = 12

/** The digits of whatever was typed or pasted, at most twelve. */
export function aadhaarDigitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, AADHAAR_DIGITS)
}

/** What the field shows: grouped digits, or the masked form when asked and the number is valid. */
export function aadhaarFieldText(digits: string, masked: boolean): string {
  if (masked && checkIssuedAadhaar(digits).ok) return maskAadhaarGrouped(digits)
  return groupAadhaarDigits(digits)
}

/** How many digits come before a caret position in the field's text. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length
}

/** The caret position in grouped text just after the given number of digits. */
export function caretAfterDigits(grouped: string, count: number): number {
  if (count <= 0) return 0
  let seen = 0
  for (let i = 0; i < grouped.length; i++) {
    if (/\d/.test(grouped[i]!)) seen++
    if (seen === count) return i + 1
  }
  return grouped.length
}
