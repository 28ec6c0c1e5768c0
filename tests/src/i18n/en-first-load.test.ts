// The first page carries only en-first-load.ts; texts of en-later.ts arrive with later chunks. A
// component of the first page that used a later text would show the key until that chunk came.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { enFirstLoad as en } from '../../../src/i18n/en-first-load.ts'

const FIRST_PAGE = [
  'App.vue',
  'views/EnquiryView.vue',
  'components/app/AppHeader.vue',
  'components/app/AppSandboxBanner.vue',
  'components/counter/EnquiryWorkflow.vue',
  'components/counter/CustomerAadhaarField.vue',
  'components/counter/CustomerMobileField.vue',
  'components/counter/CustomerBankCombobox.vue',
  'components/counter/EnquiryConsentNotice.vue',
  'components/counter/CustomerConsentBlock.vue',
  'components/answer/CustomerLanguagePicker.vue',
  'components/answer/CustomerReadAloudButton.vue',
  'components/counter/EnquiryCapturePanel.vue',
  'components/counter/DeviceStatusLine.vue',
  'components/app/AppErrorMessage.vue',
  'components/counter/EnquirySubmitPanel.vue',
  'components/counter/EnquiryLocationLine.vue',
  'components/app/MerchantAuthFormNotice.vue',
  'components/app/AppLoadFailed.vue',
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
