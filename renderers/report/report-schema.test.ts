import { describe, expect, it } from 'vitest'
import { validateListPage } from '../generated/validate/list-page'
import { reportConfig, type QueryInfo, type ReportColumns } from './report-schema'

const columns: ReportColumns = {
  cgRpConfigId: '42',
  cgRpConfigName: '会员报表',
  columns: [
    { dataIndex: 'name', title: '会员名称', align: 'center', sorter: 'true', fieldWidth: 160 },
    { dataIndex: 'level', title: '会员等级', customRender: 'level', fieldWidth: null },
    { dataIndex: 'signed', title: '签约日期', fieldType: 'Date' },
  ],
  dictOptions: {
    level: [
      { value: 'A', text: '重点' },
      { value: 'B', text: '普通' },
    ],
  },
}

const queryInfo: QueryInfo = [
  { label: '会员名称', field: 'name', view: 'string', mode: 'single' },
  { label: '会员等级', field: 'level', view: 'list', mode: 'single' },
  { label: '签约日期', field: 'signed', view: 'date', mode: 'group', hidden: '1' },
  { label: '人数', field: 'staff', view: 'integer', mode: 'single', hidden: '1' },
  { label: '消费金额', field: 'amount', view: 'bigdecimal', mode: 'group', hidden: '1' },
]

describe('online report config as a list page', () => {
  it('is a valid list page of the engine', () => {
    const { page } = reportConfig(columns, queryInfo)
    expect(validateListPage(page)).toBe(true)
    expect(page).toMatchObject({
      kind: 'list',
      title: '会员报表',
      api: { list: '/online/cgreport/api/getData/42' },
      pagination: { pageSize: 10, pageSizeOptions: [10, 20, 30] },
    })
  })

  it('turns columns into list columns: width, server sorting, inline dictionary, dates', () => {
    const { page } = reportConfig(columns, queryInfo)
    expect(page.columns).toEqual([
      { field: 'name', title: '会员名称', align: 'center', width: 160, sorter: true },
      {
        field: 'level',
        title: '会员等级',
        align: 'center',
        render: 'dict',
        options: [
          { value: 'A', label: '重点' },
          { value: 'B', label: '普通' },
        ],
      },
      { field: 'signed', title: '签约日期', align: 'center', render: 'date' },
    ])
  })

  it('turns query items into search fields: choices from the dictionary, ranges for groups, collapsed items advanced', () => {
    const config = reportConfig(columns, queryInfo)
    expect(config.page.search).toEqual([
      { field: 'name', title: '会员名称', component: 'text', rule: 'eq' },
      {
        field: 'level',
        title: '会员等级',
        component: 'select',
        rule: 'eq',
        options: [
          { value: 'A', label: '重点' },
          { value: 'B', label: '普通' },
        ],
      },
      { field: 'signed', title: '签约日期', component: 'dateRange', rule: 'range', advanced: true },
      { field: 'staff', title: '人数', component: 'number', rule: 'eq', advanced: true },
      { field: 'amount', title: '消费金额', component: 'numberRange', rule: 'range', advanced: true },
    ])
    expect(config.singleFields).toEqual(['name', 'level', 'staff'])
  })

  it('names the whole dictionary of a choice whose query item carries its code', () => {
    const coded: QueryInfo = [
      { label: '会员等级', field: 'level', view: 'list', mode: 'single', dictCode: 'member_level' },
    ]
    expect(reportConfig(columns, coded).page.search).toEqual([
      { field: 'level', title: '会员等级', component: 'dict', rule: 'eq', dict: 'member_level' },
    ])
  })

  it('has no search form without query items', () => {
    expect(reportConfig(columns, []).page.search).toBeUndefined()
  })
})
