// The fixed parts of the day book's workbook (ECMA-376 Part 1, SpreadsheetML; Part 2, the package):
// the content types, the relationships, the workbook with its one sheet, and the styles. The sheet's
// rows are xlsx.ts's. Styles, by index: 0 the default, 1 the India wall time as a date, 2 text ('@',
// built-in format 49) for every other cell, 3 the bold text of the header row. No shared strings:
// every cell carries its own text (inline strings), so nothing grows with the rows.

import { EXPORT_COLUMNS } from './export-cells.ts'

export const XLSX_TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss'
export const STYLE_DATE = 1
export const STYLE_TEXT = 2
export const STYLE_HEADER = 3

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml'

/** Column widths in characters, for the values they hold. */
const WIDTHS = [20, 22, 24, 9, 12, 28, 9, 15, 12, 15, 9, 20, 10, 40, 40, 24, 26]

/** `A` … `Q`: the columns' letters, for the cells' references. */
export const COLUMN_LETTERS = EXPORT_COLUMNS.map((_, i) => String.fromCharCode(65 + i))

export const CONTENT_TYPES =
  XML +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/>` +
  '</Types>'

export const PACKAGE_RELS =
  XML +
  `<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>'

export const WORKBOOK =
  XML +
  `<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
  '<sheets><sheet name="Enquiries" sheetId="1" r:id="rId1"/></sheets>' +
  '</workbook>'

export const WORKBOOK_RELS =
  XML +
  `<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
  '</Relationships>'

export const STYLES =
  XML +
  `<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="${XLSX_TIME_FORMAT}"/></numFmts>` +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>'

/** The sheet up to its first row: the header row frozen, the columns' widths and formats. */
export const SHEET_HEAD =
  XML +
  `<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft"/>' +
  '</sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>' +
  '<cols>' +
  WIDTHS.map(
    (width, i) =>
      `<col min="${i + 1}" max="${i + 1}" width="${width}" style="${i === 0 ? STYLE_DATE : STYLE_TEXT}" customWidth="1"/>`,
  ).join('') +
  '</cols>' +
  '<sheetData>'

/**
 * The sheet after its last row (`lastRow`, 1 when only the header is there): an autofilter on the
 * header row over every row, so the merchant filters by outcome, bank or operator in Excel at once
 * (UX review 2026-11-29, U10). `autoFilter` follows `sheetData` in the schema's order.
 */
export function sheetTail(lastRow: number): string {
  const last = COLUMN_LETTERS[COLUMN_LETTERS.length - 1]!
  return `</sheetData><autoFilter ref="A1:${last}${Math.max(1, lastRow)}"/></worksheet>`
}
