// The fingerprint of the code that makes the journal's kept CSV cells (kept-cells.ts and all it
// imports: csv.ts, export-cells.ts, the masks, the words, the redaction's guard). Kept cells carry
// it (KEPT_CELLS_TAG), so that cells made by other code (an earlier or later build whose rules or
// forms differ) are never copied into an export as if this code had made them: the export reads
// those records' bodies instead. tests/bridge/day-book/kept-cells.test.ts fails when the code
// changes and this does not; it prints the new value.
export const KEPT_CELLS_CODE = 'fe73bdc773e1490d34a63e44d6f219bbd762375bd7585c66162c5ffd47790577'
