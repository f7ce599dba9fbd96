import { describe, expect, it } from 'vitest'
import { pageRows } from './report-page-rows'

const answer = (result: unknown, success = true) =>
  ({ success, message: success ? '' : '实体不存在', code: success ? 200 : 500, result, timestamp: 0 }) as Parameters<
    typeof pageRows
  >[0]

describe('report page rows', () => {
  it('translate coded columns with the dictionary items of their own page, comma lists item by item', () => {
    const rows = pageRows(
      answer({
        columns: [
          { title: '性别', dataIndex: 'sex', customRender: 'sex' },
          { title: '姓名', dataIndex: 'realname' },
        ],
        dictOptions: {
          sex: [
            { value: '1', text: '男' },
            { value: '2', text: '女' },
          ],
        },
        data: {
          total: '12',
          records: [
            { realname: '张三', sex: 1 },
            { realname: '周晓雯', sex: '1,2' },
            { realname: '无名', sex: null },
          ],
        },
      }),
    )
    expect(rows.result).toEqual({
      total: '12',
      records: [
        { realname: '张三', sex: 1, sex_dictText: '男' },
        { realname: '周晓雯', sex: '1,2', sex_dictText: '男,女' },
        { realname: '无名', sex: null, sex_dictText: '' },
      ],
    })
  })

  it('keep a failed answer failed, with no rows', () => {
    expect(pageRows(answer(null, false))).toMatchObject({
      success: false,
      message: '实体不存在',
      result: { records: [], total: 0 },
    })
  })
})
