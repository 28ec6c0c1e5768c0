// The fingerprint of the code that makes the journal's kept CSV cells (kept-cells.ts and all it
// imports: csv.ts, export-cells.ts, the masks, the words, the redaction's guard). Kept cells carry
// it (KEPT_CELLS_TAG), so that cells made by other code (an earlier or later build whose rules or
// forms differ) are never copied into an export as if this code had made them: the export reads
// those records' bodies instead. tests/bridge/day-book/kept-cells.test.ts fails when the code
// changes and this does not; it prints the new value.
export const KEPT_CELLS_CODE = '881932b64f034318453862a40565c70be6c2acc0d2bbbfbf5ad3f4652718dcfe'
