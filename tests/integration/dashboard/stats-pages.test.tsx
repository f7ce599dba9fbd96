import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import agents from '@schemas/pages/stats/AgentStats.json'
import businessTypes from '@schemas/pages/stats/BusinessTypeStats.json'
import departments from '@schemas/pages/stats/DepartmentStats.json'
import finance from '@schemas/pages/stats/FinanceStats.json'
import people from '@schemas/pages/stats/PersonStats.json'
import { session } from '@/session/session-store'
import { call } from '../mocks/support'
import { renderSchema, serveSignedInBackend } from '../engine/support'
import { firstColumn, settled } from './cards'
// The dashboard loads on first use; imported here it resolves at once, as a cached chunk does.
import '@renderers/dashboard/DashboardPage'

serveSignedInBackend()

describe('the 统计 pages', () => {
  it('are in the administrator’s menu under 统计分析, one schema page each', async () => {
    const answer = await call('/sys/permission/getUserPermissionByToken', { token: session.token })
    const group = answer.body.result.menu.find((item: { meta: { title: string } }) => item.meta.title === '统计分析')
    expect(
      group.children.map((item: { meta: { title: string }; component: string }) => [item.meta.title, item.component]),
    ).toEqual([
      ['业务类型统计', 'stats/BusinessTypeStats'],
      ['部门统计', 'stats/DepartmentStats'],
      ['代理人统计', 'stats/AgentStats'],
      ['财务统计', 'stats/FinanceStats'],
      ['人员绩效', 'stats/PersonStats'],
    ])
  })

  it.each([
    ['业务类型统计', businessTypes, 'byType', 'byTypeTable', '专利'],
    ['部门统计', departments, 'byDept', 'byDeptTable', undefined],
    ['代理人统计', agents, 'byAgent', 'byAgentTable', undefined],
    ['财务统计', finance, 'moneyTrend', 'moneyTable', undefined],
    ['人员绩效', people, 'receivedByPerson', 'personTable', undefined],
  ])('%s draws its chart and lists the table behind it', async (_title, schema, chartKey, tableKey, firstName) => {
    renderSchema(schema, 'schemas/pages/stats/page.json')
    const chart = await settled(chartKey)
    const title = chart.getAttribute('aria-label')!
    expect(within(chart).getByRole('img', { name: title })).toBeInTheDocument()
    const drawn = within(within(chart).getByRole('table', { name: title })).getAllByRole('row')
    expect(drawn.length).toBeGreaterThan(1)
    const names = firstColumn(await settled(tableKey))
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name !== '')).toBe(true)
    if (firstName) expect(names[0]).toBe(firstName)
  })
})
