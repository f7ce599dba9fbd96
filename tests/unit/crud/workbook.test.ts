import { readFileSync } from 'node:fs'
import { read, utils, write, type CellObject } from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { readWorkbook } from '@mocks/kernel/crud/excel/read-workbook'
import { WorkbookFormatError } from '@mocks/kernel/crud/excel/workbook'
import { writeWorkbook } from '@mocks/kernel/crud/excel/write-workbook'
import { workbookOf, type TypedCell } from '../../fixtures/excel/edited-workbooks'

// Written by Python's zipfile (deflated parts), laid out as Excel lays out a workbook whose sheets were reordered.
const fixture = new Uint8Array(readFileSync(new URL('../../fixtures/excel/positions.xlsx', import.meta.url)))

/** One number cell written with the given number format, as the single cell of an .xlsx. */
const formatted = (value: number, z: string) => {
  const book = utils.book_new()
  utils.book_append_sheet(book, { A1: { t: 'n', v: value, z } satisfies CellObject, '!ref': 'A1' }, 'S')
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

describe('writing an export', () => {
  const sheet = {
    name: '职务/岗位',
    titles: ['职务报表', '导出人:管理员'],
    header: ['职务编码', '职务名称', '人数', '津贴', '设立日', '更新时间'],
    types: ['text', 'text', 'number', 'money', 'date', 'datetime'] as const,
    rows: [
      ['r&d <lead>', '研发"主管"\n兼职', 3, 1200.5, '2024-02-29', '2025-03-01 08:30:00'],
      ['agent', '代理师', '12', '88', '未定', null],
    ],
  }

  it('writes an .xlsx with merged titles, a header with a filter, typed cells and columns as wide as their text', async () => {
    const bytes = await writeWorkbook(sheet)
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    const book = read(bytes, { type: 'array', cellNF: true, cellStyles: true })
    // Excel refuses `/` in a sheet name.
    expect(book.SheetNames).toEqual(['职务 岗位'])
    const written = book.Sheets['职务 岗位']
    expect(written['!merges']).toEqual([
      { s: { r: 0, c: 0 }, e: { r: 0, c: 5 } },
      { s: { r: 1, c: 0 }, e: { r: 1, c: 5 } },
    ])
    expect(written['!autofilter']).toEqual({ ref: 'A3:F5' })
    expect(written.C4).toMatchObject({ t: 'n', v: 3 })
    expect(written.D4).toMatchObject({ t: 'n', v: 1200.5, z: '#,##0.00' })
    expect(written.E4).toMatchObject({ t: 'n', v: 45351, z: 'yyyy-mm-dd' })
    expect(written.F4).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm:ss' })
    // Numbers stored as text are still numbers; a date column holding something else keeps its text.
    expect(written.C5).toMatchObject({ t: 'n', v: 12 })
    expect(written.E5).toMatchObject({ t: 's', v: '未定' })
    expect(written.F5).toBeUndefined()
    expect(written['!cols']?.map((column) => column.wch)).toEqual([12, 17, 8, 10, 12, 21])
  })

  it('reads back what it writes: two title rows, a header and the data as Excel shows it', async () => {
    expect(await readWorkbook(await writeWorkbook(sheet))).toEqual([
      ['职务报表'],
      ['导出人:管理员'],
      ['职务编码', '职务名称', '人数', '津贴', '设立日', '更新时间'],
      ['r&d <lead>', '研发"主管"\n兼职', '3', '1200.5', '2024-02-29', '2025-03-01 08:30:00'],
      ['agent', '代理师', '12', '88', '未定'],
    ])
  })
})

describe('reading an import', () => {
  it('reads the first sheet in workbook order: shared, rich, inline and plain cells, with skipped rows and cells kept in place', async () => {
    expect(await readWorkbook(fixture)).toEqual([
      ['职务报表'],
      ['', '', '导出人:管理员'],
      ['职务编码', '职务名称', '职级'],
      ['xlsx_agent', '商标代理师 & 顾问', '中级'],
      [],
      ['xlsx_engineer', '专利工程师', '2'],
    ])
  })

  const rows: TypedCell[][] = [
    ['生日', '入职', '人数', '比例', '在职'],
    [{ date: '1990-01-05' }, { date: '2025-03-01 08:30:00' }, 12, 0.30000000000000004, true],
    [{ date: '2024-02-29' }, { date: '2024-12-31 23:59:59' }, -3, 1.5, false],
    [{ date: '2024-03-01' }, '', 13800138000, '', ''],
  ]
  const expected = [
    ['生日', '入职', '人数', '比例', '在职'],
    ['1990-01-05', '2025-03-01 08:30:00', '12', '0.3', 'TRUE'],
    ['2024-02-29', '2024-12-31 23:59:59', '-3', '1.5', 'FALSE'],
    ['2024-03-01', '', '13800138000'],
  ]

  it.each(['xlsx', 'xls', 'xml'] as const)(
    'reads a %s: dates by their format (built-in and custom Chinese), numbers without noise, booleans',
    async (format) => {
      expect(await readWorkbook(workbookOf(rows, { format }))).toEqual(expected)
    },
  )

  it('counts dates from 1904-01-01 in a workbook of the 1904 date system', async () => {
    expect(await readWorkbook(workbookOf(rows, { date1904: true }))).toEqual(expected)
  })

  it('tells date formats from number formats, ignoring quoted text, escapes, colours and locales', async () => {
    const dates = ['yyyy"年"m"月"d"日";@', '[$-804]yyyy/m/d\\ h:mm', 'yyyy\\-mm\\-dd', 'm/d/yy', 'd-mmm-yy']
    for (const z of dates) expect((await readWorkbook(formatted(32878, z)))[0][0]).toBe('1990-01-05')
    const numbers = ['0.00_);[Red]\\(0.00\\)', '#,##0" days"', 'General', '0.00E+00', '#,##0.00', '0%']
    for (const z of numbers) expect((await readWorkbook(formatted(32878, z)))[0][0]).toBe('32878')
  })

  it('refuses anything that is no workbook, a broken one too, as unreadable rather than guessing at CSV', async () => {
    const text = new TextEncoder().encode('职务编码,职务名称\nagent,代理师')
    await expect(readWorkbook(text)).rejects.toThrow(new WorkbookFormatError('不是可识别的Excel文件，请使用导出的模板'))
    await expect(readWorkbook(fixture.slice(0, fixture.length - 30))).rejects.toBeInstanceOf(WorkbookFormatError)
    const notAWorkbook = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0])
    await expect(readWorkbook(notAWorkbook)).rejects.toBeInstanceOf(WorkbookFormatError)
  })
})
