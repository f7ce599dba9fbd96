import { describe, expect, it } from 'vitest'
import { savedName } from './export-file'

describe('the name a download is saved under', () => {
  it('keeps the page’s name and takes the extension of the format the server sent', () => {
    const xlsx = new Blob([], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
    expect(savedName(xlsx, '请款账单.xls')).toBe('请款账单.xlsx')
    // JeecgBoot's AutoPoi answers Excel 97-2003 (with a charset at times): the page's .xls stays.
    expect(savedName(new Blob([], { type: 'application/vnd.ms-excel;charset=UTF-8' }), '请款账单.xls')).toBe(
      '请款账单.xls',
    )
    expect(savedName(new Blob([], { type: 'application/octet-stream' }), 'v1.2 清单.xls')).toBe('v1.2 清单.xls')
  })
})
