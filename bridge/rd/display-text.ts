// Text an RD service wrote that the bridge shows to the merchant (info, dpId, mi, errInfo):
// printable characters only, whitespace collapsed, and short. A device is a trust edge too
// (house-style habit 4).

export function displayText(value: string | undefined, max = 120): string {
  if (value === undefined) return ''
  const clean = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return clean.length > max ? clean.slice(0, max - 1) + '…' : clean
}
