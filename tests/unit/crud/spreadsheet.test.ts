import { describe, expect, it } from 'vitest'
import { readWorkbook, WorkbookFormatError, writeWorkbook } from '@mocks/crud/excel/spreadsheet'

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

  it('refuses anything else with a message for the user', () => {
    expect(() => readWorkbook('PK\u0003\u0004 binary')).toThrow(WorkbookFormatError)
  })
})
