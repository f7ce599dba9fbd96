import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WorkbookFormatError } from '@mocks/kernel/crud/excel/spreadsheet'
import { isBinaryXls, isZip, readXlsx } from '@mocks/kernel/crud/excel/xlsx'
import { xlsxWorkbook, type TypedCell } from '../../fixtures/excel/edited-workbooks'

// Written by Python's zipfile (deflated parts), laid out as Excel lays out a workbook whose sheets were reordered.
const fixture = new Uint8Array(readFileSync(new URL('../../fixtures/excel/positions.xlsx', import.meta.url)))

describe('.xlsx workbooks in the built-in backend', () => {
  it('reads the first sheet in workbook order: shared, rich, inline and plain cells, with skipped rows and cells kept in place', async () => {
    expect(isZip(fixture)).toBe(true)
    expect(await readXlsx(fixture)).toEqual([
      ['职务报表'],
      ['', '', '导出人:管理员'],
      ['职务编码', '职务名称', '职级'],
      ['xlsx_agent', '商标代理师 & 顾问', '中级'],
      [],
      ['xlsx_engineer', '专利工程师', '2'],
    ])
  })

  it('tells zip files and Excel 97-2003 binaries apart and refuses a broken zip as an unreadable workbook', async () => {
    expect(isBinaryXls(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true)
    expect(isBinaryXls(fixture)).toBe(false)
    await expect(readXlsx(fixture.slice(0, fixture.length - 30))).rejects.toBeInstanceOf(WorkbookFormatError)
  })
})

describe('typed .xlsx cells', () => {
  const rows: TypedCell[][] = [
    ['生日', '入职', '人数', '比例', '在职'],
    [{ date: '1990-01-05' }, { date: '2025-03-01 08:30:00' }, 12, 0.30000000000000004, true],
    [{ date: '2024-02-29' }, { date: '2024-12-31 23:59:59' }, -3, 1.5, false],
  ]
  const expected = [
    ['生日', '入职', '人数', '比例', '在职'],
    ['1990-01-05', '2025-03-01 08:30:00', '12', '0.3', 'TRUE'],
    ['2024-02-29', '2024-12-31 23:59:59', '-3', '1.5', 'FALSE'],
  ]

  it('reads dates by their cell style (built-in and custom Chinese formats), numbers without noise, booleans', async () => {
    expect(await readXlsx(xlsxWorkbook(rows))).toEqual(expected)
  })

  it('counts dates from 1904-01-01 in a workbook of the 1904 date system', async () => {
    expect(await readXlsx(xlsxWorkbook(rows, { date1904: true }))).toEqual(expected)
  })
})
