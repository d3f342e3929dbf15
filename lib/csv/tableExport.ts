import { stringify } from 'csv-stringify/sync'

/**
 * The one table-export helper (spec section 3: a column has a label, a field given by name or
 * function, and an optional format). Pure and synchronous, so the browser (the back-office's
 * exports) and the gateway (the integrators' CSV endpoint) write files the same way:
 * semicolon-separated, UTF-8 with a byte-order mark, named base name plus time (spec section 9).
 */
export type ExportColumn<T> = {
  label: string
  field: (keyof T & string) | ((row: T) => unknown)
  format?: (value: unknown, row: T) => string
}

const CSV_DELIMITER = ';'
/** Spreadsheet programs read UTF-8 accents right only with it. */
export const CSV_BOM = '\uFEFF'

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before
 * one) is written behind an apostrophe, which spreadsheets show as plain text (OWASP's CSV
 * injection advice): a visitor's name or message must never become a formula in staff's hands.
 * Numbers, and a lone "-" (the display rule's empty value), are written as they are.
 */
const inert = (text: string) => (text.length > 1 && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

const cell = <T>(row: T, column: ExportColumn<T>): string => {
  const value = typeof column.field === 'function' ? column.field(row) : row[column.field]
  if (column.format) return inert(column.format(value, row))
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  return value instanceof Date ? value.toISOString() : inert(String(value))
}

/** Rows as CSV text; `header: false` continues a file already started (streamed exports). */
export function toCsvRows<T>(rows: readonly T[], columns: readonly ExportColumn<T>[], options: { header?: boolean } = {}): string {
  const records = rows.map((row) => columns.map((column) => cell(row, column)))
  if (options.header !== false) records.unshift(columns.map((column) => column.label))
  return stringify(records, { delimiter: CSV_DELIMITER, record_delimiter: 'windows' })
}

/** A complete file: byte-order mark, header line, rows. */
export const toCsv = <T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string => CSV_BOM + toCsvRows(rows, columns)

/** `leads-2026-11-22-0931.csv`: base name plus local date and time. */
export function exportFileName(base: string, at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${base}-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.csv`
}
