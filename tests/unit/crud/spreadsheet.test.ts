import { describe, expect, it } from 'vitest'
import { readWorkbook, WorkbookFormatError, writeWorkbook } from '@mocks/kernel/crud/excel/spreadsheet'
import { xmlSpreadsheet } from '../../fixtures/excel/edited-workbooks'

describe('Excel 2003 XML workbooks', () => {
  it('reads back what it writes: two title rows, a header and the data', () => {
    const text = writeWorkbook({
      name: '职务',
      titles: ['职务报表', '导出人:管理员'],
      header: ['职务编码', '职务名称'],
      rows: [
        ['patent_attorney', '专利代理师'],
        ['r&d <lead>', '研发"主管"\n兼职'],
      ],
    })
    expect(text).toContain('<?mso-application progid="Excel.Sheet"?>')
    expect(readWorkbook(text)).toEqual([
      ['职务报表'],
      ['导出人:管理员'],
      ['职务编码', '职务名称'],
      ['patent_attorney', '专利代理师'],
      ['r&d <lead>', '研发"主管"\n兼职'],
    ])
  })

  it('fills cells skipped with ss:Index', () => {
    const text =
      '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet><Table><Row><Cell><Data>a</Data></Cell><Cell ss:Index="3"><Data>c</Data></Cell></Row></Table></Worksheet></Workbook>'
    expect(readWorkbook(text)).toEqual([['a', '', 'c']])
  })

  it('reads the typed cells of a workbook Excel saved again: dates, numbers without noise, booleans', () => {
    const text = xmlSpreadsheet([
      [{ date: '1990-01-05' }, { date: '2025-03-01 08:30:00' }, 0.30000000000000004, 13800138000, true, false],
    ])
    expect(readWorkbook(text)).toEqual([['1990-01-05', '2025-03-01 08:30:00', '0.3', '13800138000', 'TRUE', 'FALSE']])
  })

  it('refuses anything else with a message for the user', () => {
    expect(() => readWorkbook('PK\u0003\u0004 binary')).toThrow(WorkbookFormatError)
  })
})
