// The customer language of the desk: follows the interface until chosen, remembered
// once chosen, and names the notice read (docs/merchant-guide.md, "The record").
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCustomerLanguageStore } from '../../../src/stores/customer-language.ts'
import { usePreferencesStore } from '../../../src/stores/preferences.ts'

const memory = new Map<string, string>()
globalThis.localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
  clear: () => memory.clear(),
  key: () => null,
  length: 0,
} as Storage

beforeEach(() => {
  memory.clear()
  setActivePinia(createPinia())
})

describe('useCustomerLanguageStore', () => {
  it('follows the merchant’s interface language until a customer language is chosen', async () => {
    const store = useCustomerLanguageStore()
    expect(store.language).toBe('en')
    usePreferencesStore().language = 'hi'
    expect(store.language).toBe('hi')
    store.choose('ta')
    usePreferencesStore().language = 'en'
    expect(store.language).toBe('ta')
  })

  it('remembers the choice for this desk, and ignores a stored value it does not know', () => {
    useCustomerLanguageStore().choose('ur')
    setActivePinia(createPinia())
    expect(useCustomerLanguageStore().language).toBe('ur')
    memory.set('aeps-desk.customer-language', 'xx')
    setActivePinia(createPinia())
    expect(useCustomerLanguageStore().language).toBe('en')
  })

  it('names the notice shown by operation, version and language', () => {
    const store = useCustomerLanguageStore()
    store.choose('ta')
    store.setShown('ta')
    expect(store.noticeId('mini-statement')).toBe('ms-4-ta')
    store.choose('hi')
    store.setShown('hi', 4)
    expect(store.noticeId('balance-enquiry')).toBe('be-4-hi')
  })

  it('names version 2 for a notice shown without the kept sentences (no settings yet)', () => {
    const store = useCustomerLanguageStore()
    store.choose('hi')
    store.setShown('hi', 2)
    expect(store.noticeId('balance-enquiry')).toBe('be-2-hi')
    store.setShown('hi', 4)
    expect(store.noticeId('balance-enquiry')).toBe('be-4-hi')
  })

  it('names no notice while the chosen language’s is not the one on screen', () => {
    const store = useCustomerLanguageStore()
    expect(store.noticeId('balance-enquiry')).toBeUndefined()
    store.setShown('hi')
    store.choose('ta')
    expect(store.noticeShown).toBe(false)
    expect(store.noticeId('balance-enquiry')).toBeUndefined()
  })

  it('prints the customer’s lines on the receipt until the merchant says not to, and remembers it', () => {
    const store = useCustomerLanguageStore()
    expect(store.linesOnReceipt).toBe(true)
    store.setLinesOnReceipt(false)
    setActivePinia(createPinia())
    expect(useCustomerLanguageStore().linesOnReceipt).toBe(false)
  })
})
