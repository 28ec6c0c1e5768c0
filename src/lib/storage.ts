// The only things this app keeps in the browser: merchant preferences (the customer language this
// desk serves among them), the IINs of recent banks and (v1.5) the display names of the people who
// took this counter, the shop's own. Never a customer's Aadhaar or mobile number (docs/security.md).
// Besides these, this tab's sessionStorage keeps a refused capture's facts across a reload
// (capture-hold-memory.ts: a skew, times and a reader's digest).

export const STORAGE_KEYS = {
  language: 'aeps-desk.language',
  paper: 'aeps-desk.receipt-paper',
  recentBanks: 'aeps-desk.recent-banks',
  browserLocation: 'aeps-desk.browser-location',
  customerLanguage: 'aeps-desk.customer-language',
  customerLinesOnReceipt: 'aeps-desk.customer-lines-on-receipt',
  operatorNames: 'aeps-desk.operator-names',
  operatorOnReceipt: 'aeps-desk.operator-on-receipt',
} as const

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export function readStored(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // Storage full or disabled: the preference lasts for this visit only.
  }
}

export function readStoredList(key: StorageKey): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}
