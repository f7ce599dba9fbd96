import { describe, expect, it } from 'vitest'
import type { ListPageSchema } from '../generated/schema-language'
import { pageOfTab } from './tab-pages'

const page: ListPageSchema = {
  kind: 'list',
  title: '日志管理',
  api: { list: '/sys/log/list' },
  fixedParams: { tenant: 1 },
  searchDefaults: { keyWord: '' },
  search: [{ field: 'keyWord', title: '搜索日志' }],
  columns: [{ field: 'logContent', title: '日志内容' }],
  tabs: [
    { key: 'login', title: '登录日志', fixedParams: { logType: 1 } },
    {
      key: 'operate',
      title: '操作日志',
      fixedParams: { logType: 2 },
      searchDefaults: { operateType: 2 },
      columns: [{ field: 'operateType', title: '操作类型' }],
    },
  ],
}

describe('pageOfTab', () => {
  it('adds the tab’s fixed params and search defaults to the page’s and drops the tabs', () => {
    const login = pageOfTab(page, page.tabs![0])
    expect(login.fixedParams).toEqual({ tenant: 1, logType: 1 })
    expect(login.searchDefaults).toEqual({ keyWord: '' })
    expect(login.columns).toBe(page.columns)
    expect(login.tabs).toBeUndefined()
  })

  it('uses the tab’s own columns and search fields where it has them', () => {
    const operate = pageOfTab(page, page.tabs![1])
    expect(operate.fixedParams).toEqual({ tenant: 1, logType: 2 })
    expect(operate.searchDefaults).toEqual({ keyWord: '', operateType: 2 })
    expect(operate.columns).toEqual([{ field: 'operateType', title: '操作类型' }])
    expect(operate.search).toBe(page.search)
  })
})
