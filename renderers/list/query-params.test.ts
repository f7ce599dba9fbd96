import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import type { ListPageSchema } from '../generated/schema-language'
import { buildListParams, orderOf } from './query-params'

const page: ListPageSchema = {
  kind: 'list',
  title: '用户',
  columns: [
    { field: 'username', title: '账号' },
    { field: 'sex', title: '性别' },
  ],
  search: [
    { field: 'username', title: '账号', rule: 'like' },
    { field: 'sex', title: '性别', component: 'dict', dict: 'sex' },
    { field: 'createTime', title: '创建时间', component: 'dateRange' },
    { field: 'status', title: '状态', component: 'dict', dict: 'user_status', rule: 'multi' },
  ],
}

describe('buildListParams', () => {
  it('wraps like terms, splits ranges, joins multi values and drops empty ones', () => {
    const params = buildListParams(page, {
      search: {
        username: ' adm ',
        sex: '',
        createTime: [dayjs('2024-01-02'), dayjs('2024-02-03')],
        status: ['1', '2'],
      },
      sort: {},
      pageNo: 2,
      pageSize: 20,
    })
    expect(params).toEqual({
      username: '*adm*',
      createTime_begin: '2024-01-02',
      createTime_end: '2024-02-03',
      status_MultiString: '1,2',
      column: 'createTime',
      order: 'desc',
      field: 'id,,username,sex',
      pageNo: 2,
      pageSize: 20,
    })
  })

  it('sends a number range as its bounds, either side optional and zero kept', () => {
    const ranged: ListPageSchema = {
      ...page,
      search: [{ field: 'orderMoney', title: '订单金额', component: 'numberRange', rule: 'range' }],
    }
    const paramsFor = (value: unknown) =>
      buildListParams(ranged, { search: { orderMoney: value }, sort: {}, pageNo: 1, pageSize: 10 })
    expect(paramsFor([0, 1500])).toMatchObject({ orderMoney_begin: 0, orderMoney_end: 1500 })
    expect(paramsFor([null, 800])).not.toHaveProperty('orderMoney_begin')
    expect(paramsFor([null, 800])).toMatchObject({ orderMoney_end: 800 })
  })

  it('uses the table sort, the schema default, and keeps fixed params and filters', () => {
    const sorted = buildListParams(
      { ...page, defaultSort: { field: 'sortOrder', order: 'asc' } },
      { search: {}, sort: {}, pageNo: 1, pageSize: 10, filters: { sex: ['1', '2'] } },
      { dictId: 'd1' },
    )
    expect(sorted).toMatchObject({ column: 'sortOrder', order: 'asc', dictId: 'd1', sex: '1,2' })
    expect(
      buildListParams(page, {
        search: {},
        sort: { column: 'username', order: orderOf('ascend') },
        pageNo: 1,
        pageSize: 10,
      }),
    ).toMatchObject({ column: 'username', order: 'asc' })
    expect(orderOf('descend')).toBe('desc')
    expect(orderOf(null)).toBeUndefined()
  })
})
