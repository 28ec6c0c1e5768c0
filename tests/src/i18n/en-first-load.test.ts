// The first page carries only en-first-load.ts; texts of en-later.ts arrive with later chunks. A
// component of the first page that used a later text would show the key until that chunk came.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { enFirstLoad as en } from '../../../src/i18n/en-first-load.ts'

const FIRST_PAGE = [
  'App.vue',
  'views/EnquiryView.vue',
  'components/AppHeader.vue',
  'components/AppSandboxBanner.vue',
  'components/EnquiryWorkflow.vue',
  'components/CustomerAadhaarField.vue',
  'components/CustomerMobileField.vue',
  'components/CustomerBankCombobox.vue',
  'components/EnquiryConsentNotice.vue',
  'components/CustomerConsentBlock.vue',
  'components/CustomerLanguagePicker.vue',
  'components/CustomerReadAloudButton.vue',
  'components/EnquiryCapturePanel.vue',
  'components/DeviceStatusLine.vue',
  'components/AppErrorMessage.vue',
  'components/EnquirySubmitPanel.vue',
  'components/EnquiryLocationLine.vue',
  'components/MerchantAuthFormNotice.vue',
  'components/AppLoadFailed.vue',
  'views/NotFoundView.vue',
]

const source = (file: string) =>
  readFileSync(new URL(`../../../src/${file}`, import.meta.url), 'utf8')
const keys = Object.keys(en)

describe('texts of the first page', () => {
  it.each(FIRST_PAGE)('%s uses only texts of en-first-load.ts', (file) => {
    const text = source(file)
    expect(text).not.toContain('i18n/register-en-later.ts')
    const literal = [...text.matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((m) => m[1]!)
    const templated = [...text.matchAll(/\bt\(\s*`([\w.-]+)\$\{/g)].map((m) => m[1]!)
    expect(literal.filter((key) => !keys.includes(key))).toEqual([])
    const counted = [...text.matchAll(/\btn\(\s*'([\w.-]+)'/g)].map((m) => m[1]!)
    const forms = (base: string) => [`${base}.one`, `${base}.other`]
    expect(counted.filter((base) => !forms(base).every((key) => keys.includes(key)))).toEqual([])
    expect(templated.filter((prefix) => !keys.some((key) => key.startsWith(prefix)))).toEqual([])
  })
})
