import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import type { SearchItem, Tab } from '../generated/schema-language'
import { addressOf, searchOfAddress, tabOfAddress } from './address-state'
import { listScopeOf } from './list-scope'

const tabs: Tab[] = [
  { key: 'all', title: '全部', fixedParams: { flag: '0' } },
  { key: 'department', title: '本部门', fixedParams: { flag: '2' } },
  { key: 'waiting', title: '待我处理', fixedParams: { assignee: '{{user.username}}', status: '0' } },
]
const fields: SearchItem[] = [
  { field: 'caseNo', title: '案号', rule: 'like' },
  { field: 'signDate', title: '签订日期', rule: 'range', component: 'dateRange' },
  { field: 'amount', title: '金额', component: 'numberRange' },
  { field: 'tags', title: '标签', rule: 'multi' },
]

describe('a list’s state in its address', () => {
  it('opens the tab named by scope, else the one whose literal fixed parameters the address holds', () => {
    expect(tabOfAddress(tabs, new URLSearchParams('scope=department'))).toBe('department')
    expect(tabOfAddress(tabs, new URLSearchParams('flag=2'))).toBe('department')
    expect(tabOfAddress(tabs, new URLSearchParams('scope=nothing&flag=0'))).toBe('all')
    // A tab fixing a value from the session opens by its key only.
    expect(tabOfAddress(tabs, new URLSearchParams('assignee={{user.username}}&status=0'))).toBeUndefined()
    expect(tabOfAddress(tabs, new URLSearchParams('scope=waiting'))).toBe('waiting')
  })

  it('reads search values in the shape their inputs take', () => {
    const values = searchOfAddress(
      fields,
      new URLSearchParams('caseNo=ZL&signDate_begin=2026-01-01&signDate_end=2026-01-31&amount_begin=5&tags=a,b'),
    )
    expect(values.caseNo).toBe('ZL')
    expect((values.signDate as dayjs.Dayjs[]).map((day) => day.format('YYYY-MM-DD'))).toEqual([
      '2026-01-01',
      '2026-01-31',
    ])
    expect(values.amount).toEqual([5, null])
    expect(values.tags).toEqual(['a', 'b'])
  })

  it('writes the tab and the search over the parameters it owns, keeping the others', () => {
    const next = addressOf(new URLSearchParams('flag=2&caseNo=old&tab=info'), {
      tabs,
      tab: 'all',
      fields,
      search: { caseNo: ' ZL ', signDate: [dayjs('2026-01-01'), null], tags: [] },
    })
    expect(next.toString()).toBe('tab=info&scope=all&caseNo=ZL&signDate_begin=2026-01-01')
  })

  it('gives list expressions the user and the date', () => {
    const scope = listScopeOf({ username: 'admin' }, dayjs('2026-02-20')) as {
      user: { username: string }
      today: string
      daysFromToday: (days: number) => string
    }
    expect(scope.user.username).toBe('admin')
    expect(scope.today).toBe('2026-02-20')
    expect(scope.daysFromToday(30)).toBe('2026-03-22')
  })
})
