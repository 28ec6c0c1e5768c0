// One owner per sentence (house-style.md, habit 7; issue 14, item 6): the app's catalogues own
// what a person reads, the bridge's English sentences serve API clients and the journal. Every
// outcome and every error code needs its words on both sides, and the app shows only its own.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { LocalErrorCode } from '../../../src/api/api-error.ts'
import { enFirstLoad } from '../../../src/i18n/en-first-load.ts'
import { enLater } from '../../../src/i18n/en-later.ts'
import { hi } from '../../../src/i18n/hi.ts'
import type { Operation, Outcome } from '../../../src/shared/contract.ts'
import { ERROR_STATUS } from '../../../src/shared/errors.ts'
import { OUTCOMES, guidanceFor } from '../../../src/shared/results.ts'

// Written as records so that a new outcome or local code fails the type check here until listed.
const EVERY_OUTCOME = {
  success: true,
  failure: true,
  pending: true,
  reversed: true,
  timeout: true,
  unauthorized: true,
  'missing-parameter': true,
  error: true,
  redirect: true,
  'merchant-auth-required': true,
  unknown: true,
} satisfies Record<Outcome, true>
const LOCAL_CODES = {
  BRIDGE_UNREACHABLE: true,
  CLIENT_TIMEOUT: true,
  BAD_REPLY: true,
} satisfies Record<LocalErrorCode, true>
const OPERATIONS: Operation[] = ['balance-enquiry', 'mini-statement']

const catalogues: Record<'English' | 'Hindi', Record<string, string>> = {
  English: { ...enFirstLoad, ...enLater },
  Hindi: hi,
}
const languages = Object.keys(catalogues) as (keyof typeof catalogues)[]
const outcomes = Object.keys(EVERY_OUTCOME) as Outcome[]
const codes = [...Object.keys(ERROR_STATUS), ...Object.keys(LOCAL_CODES)]

describe('outcome sentences', () => {
  it('lists every outcome in the shared OUTCOMES list', () => {
    expect([...OUTCOMES].sort()).toEqual([...outcomes].sort())
  })

  it.each(languages.flatMap((language) => outcomes.map((outcome) => [language, outcome])))(
    '%s has a name, a heading and guidance for the outcome %s',
    (language, outcome) => {
      const texts = catalogues[language as keyof typeof catalogues]
      // A success is headed by what was asked for (balance or statement); other outcomes by name.
      const headings =
        outcome === 'success'
          ? OPERATIONS.map((operation) => `result.heading.success.${operation}`)
          : [`result.heading.${outcome}`]
      for (const key of [`outcome.${outcome}`, `result.guidance.${outcome}`, ...headings]) {
        expect(texts[key]?.trim(), key).toBeTruthy()
      }
    },
  )

  it.each(outcomes.flatMap((outcome) => OPERATIONS.map((operation) => [outcome, operation])))(
    'the bridge has its own guidance for %s after a %s',
    (outcome, operation) => {
      expect(guidanceFor(outcome as Outcome, operation as Operation).trim()).not.toBe('')
    },
  )
})

describe('error code sentences', () => {
  it.each(languages.flatMap((language) => codes.map((code) => [language, code])))(
    '%s has a text for the error code %s',
    (language, code) => {
      expect(catalogues[language as keyof typeof catalogues][`code.${code}`]?.trim()).toBeTruthy()
    },
  )
})

describe('who shows what', () => {
  const APP_DIRS = ['components', 'views', 'lib', 'stores', 'composables']
  const files = APP_DIRS.flatMap((dir) =>
    readdirSync(new URL(`../../../src/${dir}/`, import.meta.url)).map((name) => `${dir}/${name}`),
  )

  it.each(files)('%s does not show the bridge’s guidance sentence', (file) => {
    const source = readFileSync(new URL(`../../../src/${file}`, import.meta.url), 'utf8')
    // `result.guidance.*` are the app’s own keys; a `.guidance` read off a reply is the bridge’s.
    expect(source).not.toMatch(/(?<!result)\.guidance\b/)
  })
})
