// The translators' notes (where a language's words come from, how they were checked) are files
// beside the catalogues that nothing imports, so they never ship in a language's chunk; every
// customer language keeps its notes, and no catalogue carries notes at run time.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCustomerCatalogue } from '../../../../src/i18n/customer/load.ts'
import { CUSTOMER_LANGUAGES } from '../../../../src/i18n/customer/types.ts'

/** A static, dynamic or glob import whose path names the notes folder or a Markdown file. */
const IMPORTS_NOTES = /(?:from|import|glob)\s*\(?\s*\[?\s*['"`][^'"`]*(?:notes\/|\.md['"`])/

const root = join(import.meta.dirname, '..', '..', '..', '..')
const notes = (lang: string) => join(root, 'src', 'i18n', 'customer', 'notes', `${lang}.md`)

describe('translators’ notes', () => {
  it.each(CUSTOMER_LANGUAGES)(
    '%s has notes on where its words come from and how they were checked',
    (lang) => {
      expect(existsSync(notes(lang))).toBe(true)
      const text = readFileSync(notes(lang), 'utf8')
      expect(text).toMatch(/^## Where the words come from\n\n\S/m)
      expect(text).toMatch(/^## How they were checked\n\n\S/m)
    },
  )

  it.each(CUSTOMER_LANGUAGES)(
    '%s ships the texts and the language’s names, no notes',
    async (lang) => {
      const catalogue = await loadCustomerCatalogue(lang)
      expect(Object.keys(catalogue).sort()).toEqual([
        'bcp47',
        'dir',
        'englishName',
        'lang',
        'name',
        'texts',
      ])
    },
  )

  it('no import of src/ names the notes, by path or by glob', () => {
    const src = join(root, 'src')
    const naming = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(ts|vue)$/.test(path))
      .filter((path) => IMPORTS_NOTES.test(readFileSync(join(src, path), 'utf8')))
    expect(naming).toEqual([])
  })

  it('that check sees a static, a dynamic and a glob import, and lets a comment pass', () => {
    expect(
      IMPORTS_NOTES.test("import notes from '../../../../src/i18n/customer/notes/ta.md'"),
    ).toBe(true)
    expect(IMPORTS_NOTES.test('await import(`./notes/${lang}.md`)')).toBe(true)
    expect(IMPORTS_NOTES.test("import.meta.glob('./notes/*.md')")).toBe(true)
    expect(IMPORTS_NOTES.test('// kept in notes/<lang>.md, which nothing imports')).toBe(false)
  })
})
