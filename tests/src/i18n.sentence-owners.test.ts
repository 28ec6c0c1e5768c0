// One owner per sentence (docs/developer-guide.md, habit 7): the app's catalogues own
// what a person reads, the bridge's English sentences serve API clients and the journal. Every
// outcome and every error code needs its words on both sides, and the app shows only its own.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { LocalErrorCode } from '../../src/api/api-error.ts'
import { enFirstLoad } from '../../src/i18n/en-first-load.ts'
import { enLater } from '../../src/i18n/en-later.ts'
import { hi } from '../../src/i18n/hi.ts'
import type { Operation, Outcome } from '../../src/shared/contract.ts'
import { ERROR_STATUS } from '../../src/shared/errors.ts'
import { OUTCOMES, guidanceFor } from '../../src/shared/results.ts'

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
  BRIDGE_INCOMPATIBLE: true,
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

  it.each(languages)('%s has a name, a heading and guidance for every outcome', (language) => {
    const texts = catalogues[language]
    // A success is headed by what was asked for (balance or statement); other outcomes by name.
    const keys = outcomes.flatMap((outcome) => [
      `outcome.${outcome}`,
      `result.guidance.${outcome}`,
      ...(outcome === 'success'
        ? OPERATIONS.map((operation) => `result.heading.success.${operation}`)
        : [`result.heading.${outcome}`]),
    ])
    expect(keys.filter((key) => !texts[key]?.trim())).toEqual([])
  })

  it('the bridge has its own guidance for every outcome after either operation', () => {
    const missing = outcomes.flatMap((outcome) =>
      OPERATIONS.filter((operation) => !guidanceFor(outcome, operation).trim()).map(
        (operation) => `${outcome} after ${operation}`,
      ),
    )
    expect(missing).toEqual([])
  })
})

describe('error code sentences', () => {
  it.each(languages)('%s has a text for every error code', (language) => {
    const missing = codes.filter((code) => !catalogues[language][`code.${code}`]?.trim())
    expect(missing).toEqual([])
  })
})

describe('who shows what', () => {
  const APP_DIRS = ['components', 'views', 'lib', 'stores', 'composables']
  const files = APP_DIRS.flatMap((dir) =>
    readdirSync(new URL(`../../src/${dir}/`, import.meta.url), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((name) => /\.(ts|vue)$/.test(name))
      .map((name) => `${dir}/${name}`),
  )

  it('no app file shows the bridge’s guidance sentence', () => {
    // `result.guidance.*` are the app’s own keys; a `.guidance` read off a reply is the bridge’s.
    const showing = files.filter((file) =>
      /(?<!result)\.guidance\b/.test(
        readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'),
      ),
    )
    expect(showing).toEqual([])
  })
})
