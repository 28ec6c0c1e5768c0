// A journal of the release before kept CSV cells (no `cells` column) at its first start: the
// column is added with nothing rewritten, its records keep no cells and the CSV makes their rows
// from their bodies, byte for byte as before, and every record written or changed afterwards
// keeps its cells. The drills (a kill during the upgrade, a full disk) are
// kept-cells-upgrade.drill.test.ts's.

import { expect, it } from 'vitest'
import { csvChunks } from '../../../bridge/day-book/csv-export.ts'
import { toCsv } from '../../../bridge/day-book/csv.ts'
import { cellsColumn, writeJournalWithoutCells } from '../../fixtures/older-journal.ts'
import { journalRoot, NOW, record } from '../../fixtures/journal-fixtures.ts'

const h = journalRoot()

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = ''
  for await (const chunk of chunks) all += chunk
  return all
}

it('gives an earlier release’s journal the column: its rows made from their bodies as before, new writes kept', async () => {
  const older = [0, 1, 2].map((i) =>
    record({
      startedAt: new Date(NOW.getTime() - (10 - i) * 60_000).toISOString(),
      outcome: i ? 'failure' : 'success',
      message: i ? '300: Biometric data did not match' : 'ok',
    }),
  )
  await writeJournalWithoutCells(h.dir, older)
  expect(cellsColumn(h.file())).toEqual({ column: false, kept: 0 })
  let journal = await h.open()
  await journal.close()
  expect(cellsColumn(h.file())).toEqual({ column: true, kept: 0 })
  journal = await h.open()
  const before = [...journal.slices({})].flat()
  expect(await text(csvChunks(journal, {}, 'hi'))).toBe(toCsv(before, 'hi'))
  // A new record and a change to an older one (an erasure) keep their cells.
  await journal.write(record({ startedAt: NOW.toISOString() }))
  journal.erase(older[1]!.id, 'customer-asked')
  const after = [...journal.slices({})].flat()
  expect(await text(csvChunks(journal, {}, 'en'))).toBe(toCsv(after, 'en'))
  await journal.close()
  expect(cellsColumn(h.file())).toEqual({ column: true, kept: 2 })
})
