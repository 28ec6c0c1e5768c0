// Masking as docs/security.md and docs/contract.md require: an Aadhaar number shows its last four
// digits only, never the upstream's own mask (first and last digits visible, docs/provider-api.md).

function lastDigits(value: string, count: number): string {
  const digits = value.replace(/\D/g, '')
  return digits.slice(-count)
}

/** `XXXXXXXX1234`: the wire and journal form of an Aadhaar number. */
export function maskAadhaar(aadhaar: string): string {
  return 'XXXXXXXX' + lastDigits(aadhaar, 4).padStart(4, 'X')
}

/** `XXXX XXXX 1234`: the on-screen and receipt form. */
export function maskAadhaarGrouped(aadhaar: string): string {
  return 'XXXX XXXX ' + lastDigits(aadhaar, 4).padStart(4, 'X')
}

/** `XXXXXX3210`: a customer's mobile number keeps its last four digits. */
export function maskMobile(mobile: string): string {
  return 'XXXXXX' + lastDigits(mobile, 4).padStart(4, 'X')
}

/** `1234 5678 9012` while typing: digits only, in groups of four. */
export function groupAadhaarDigits(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 12)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}
