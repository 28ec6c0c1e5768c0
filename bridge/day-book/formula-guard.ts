// The CSV's formula-injection guard (docs/contract.md, export.csv; OWASP "CSV Injection"): a cell a
// spreadsheet would read as a formula gets a leading '. Spreadsheets skip or fold characters before
// they read a cell, so the guard looks past them: invisible characters and bidi marks
// (U+FEFF, U+200B-U+200F, U+2060-U+2064, U+202A-U+202E, U+2066-U+2069, U+061C, U+180E, U+00AD) and
// spaces, and it reads full-width and small forms as their ASCII letters (NFKC: ＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫),
// and U+2212 MINUS SIGN as a minus.

const SKIPPED = /^[\s\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]+/
const STARTERS = /^[=+\-@\u2212\u2795\u2796]/

/** Whether a spreadsheet could take the cell for a formula (or a DDE call). */
export function startsLikeFormula(text: string): boolean {
  if (/^[\t\r\n]/.test(text)) return true
  const head = text.replace(SKIPPED, '').slice(0, 4).normalize('NFKC')
  return STARTERS.test(head)
}

/**
 * startsLikeFormula's answer without its expressions where the first character settles it: a
 * printable ASCII character other than = + - @ is neither skipped nor folded into a starter (no
 * starter is the composition of such a character with what follows it).
 */
export function startsLikeFormulaFast(text: string): boolean {
  const c = text.charCodeAt(0)
  if (text.length === 0) return false
  if (c > 0x20 && c < 0x7f && c !== 0x3d && c !== 0x2b && c !== 0x2d && c !== 0x40) return false
  return startsLikeFormula(text)
}
