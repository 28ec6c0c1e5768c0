// A bank's name from the provider's list: it is shown in the form, the day book and
// the record pages, and copied into every journal record of that bank, so it is checked as the
// bank's own texts are (redaction/normalise.ts stripControls) and bounded.
//
// BANK_NAME_MAX_LENGTH: the longest real names are those of India's state co-operative and rural
// development banks, about 80 characters ("The Karnataka State Co-operative Agriculture and Rural
// Development Bank Limited" is 79); 120 leaves half again for a "(formerly …)" or a longer
// transliteration, and keeps a journal line near its usual size (the review saw 100 KB a line).
// BANK_LIST_MAX_ENTRIES: NPCI's AePS members number a few hundred banks; 3,000 is ten times that.
//
// Spaces and tabs at the ends or doubled are tidied; any other control, line break, bidi or
// invisible character inside a name is not a bank's name but a broken or hostile list.

import type { Checked } from '../../src/shared/checked.ts'
import { passed, refused } from '../../src/shared/checked.ts'
import { stripControls } from '../redaction/normalise.ts'

export const BANK_NAME_MAX_LENGTH = 120
export const BANK_LIST_MAX_ENTRIES = 3000

/** The name to show, or why the list that holds it is not to be used. */
export function checkBankName(raw: string): Checked<string, string> {
  const name = raw.trim().replace(/[ \t]+/g, ' ')
  if (stripControls(name) !== name)
    return refused('a name holds control, bidi or invisible characters')
  if ([...name].length > BANK_NAME_MAX_LENGTH)
    return refused(`a name is longer than ${BANK_NAME_MAX_LENGTH} characters`)
  return passed(name)
}
