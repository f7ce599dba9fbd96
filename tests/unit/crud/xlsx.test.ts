import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WorkbookFormatError } from '@mocks/crud/excel/spreadsheet'
import { isBinaryXls, isZip, readXlsx } from '@mocks/crud/excel/xlsx'

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
