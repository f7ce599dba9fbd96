import { cleanup, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import analysis from '@schemas/pages/dashboard/Analysis.json'
import { session } from '@/session/session-store'
import { call } from '../mocks/support'
import { backend, recordRequests, renderSchema, serveSignedInBackend, signInAs } from '../engine/support'
import { settled } from './cards'
// The dashboard loads on first use; imported here it resolves at once, as a cached chunk does.
import '@renderers/dashboard/DashboardPage'

serveSignedInBackend()

const SOURCE = 'schemas/pages/dashboard/Analysis.json'
const CLOSED = ['7', '8', '9', '10']

/** The home page opens on 本月: the figures the backend gives the signed-in user for the month so far. */
async function monthFigures() {
  const period = `begin=${dayjs().startOf('month').format('YYYY-MM-DD')}&end=${dayjs().format('YYYY-MM-DD')}`
  return (await call(`/ipr/statistics/overview?${period}`, { token: session.token })).body.result
}

const shown = (amount: number) => amount.toLocaleString('en-US')

describe('the business home page', () => {
  it('shows the month’s figures and charts, and 合同额 moves once a contract signed today is saved', async () => {
    const before = await monthFigures()
    renderSchema(analysis, SOURCE)
    expect(await settled('contractAmount')).toHaveTextContent(`合同额${shown(before.contractAmount)}元`)
    expect(await settled('newCases')).toHaveTextContent(`在办案件 ${before.openCases}件`)
    const trend = await settled('caseTrend')
    expect(within(trend).getByRole('img', { name: '新增案件趋势' })).toBeInTheDocument()
    expect(within(within(trend).getByRole('table')).getAllByRole('row')).toHaveLength(dayjs().date() + 1)
    expect(within(await settled('businessMix')).getByRole('table')).toHaveTextContent('专利')
    // 期限预警: the most overdue first, in red, each opening its record's list on it.
    const deadlines = await settled('deadlines')
    const [first] = within(deadlines).getAllByRole('row').slice(1)
    expect(first.querySelector('.ant-tag-red')).not.toBeNull()
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/ipr\/[\w/]+\?id=\w+/)

    const contract = backend.db.table('ipr_contract').first(() => true)!
    const saved = await call('/ipr/contract/add', {
      method: 'POST',
      token: session.token,
      body: {
        contractNo: 'HT-HOME-0001',
        contractName: '首页测试合同',
        customerId: contract.customerId,
        contractType: '1',
        amount: 88000,
        signDate: dayjs().format('YYYY-MM-DD'),
      },
    })
    expect(saved.body.success).toBe(true)
    cleanup()
    renderSchema(analysis, SOURCE)
    expect(await settled('contractAmount')).toHaveTextContent(`合同额${shown(before.contractAmount + 88000)}元`)
    expect(await settled('contractAmount')).toHaveTextContent(`新签合同 ${before.newContracts + 1}份`)
  })

  it('asks each source once: the overview for its eight figures and the collection chart, a small chart’s source beside the chart reading it', async () => {
    const before = await monthFigures()
    const requests = recordRequests()
    // The figures and the chart reading the same call, and two figures whose small charts read a big chart's source.
    const sharing = ['collection', 'caseTrend', 'todayVisits', 'visitTrend']
    const figures = analysis.widgets.filter((widget) => widget.source === 'overview' || sharing.includes(widget.key))
    expect(figures.filter((widget) => widget.source === 'overview')).toHaveLength(8)
    renderSchema({ ...analysis, widgets: figures }, SOURCE)
    expect(await settled('newCustomers')).toHaveTextContent(`新增客户${before.newCustomers}`)
    expect(await settled('contractAmount')).toHaveTextContent(`合同额${shown(before.contractAmount)}元`)
    for (const widget of figures) await settled(widget.key)
    expect(within(await settled('newCases')).getByRole('img', { name: '新增案件趋势' })).toBeInTheDocument()
    expect(within(await settled('todayVisits')).getByRole('img', { name: '今日访问趋势' })).toBeInTheDocument()
    expect(requests.count('/ipr/statistics/overview')).toBe(1)
    expect(requests.all('/ipr/statistics/cases').filter((query) => query.get('groupBy') === 'time')).toHaveLength(1)
    expect(requests.all('/ipr/statistics/contracts').filter((query) => query.get('groupBy') === 'time')).toHaveLength(1)
    expect(requests.count('/sys/visitInfo')).toBe(1)
    expect(requests.count('/sys/loginfo')).toBe(1)
  })

  it('lists the signed-in user’s open approval tasks under 我的待办; a task dealt with leaves it; without a workflow module it says so calmly', async () => {
    // JeecgBoot's public workflow views read "my tasks" from /act/task/list.
    const todo = async () =>
      (await call('/act/task/list?pageNo=1&pageSize=50', { token: session.token })).body.result.records as {
        id: string
        instanceName: string
        result: number
      }[]
    const open = await todo()
    // The home page's own 我的待办 card, drawn alone: the twenty others cost jsdom half a minute and say nothing here.
    const todoCard = { ...analysis, widgets: analysis.widgets.filter((widget) => widget.key === 'myTodo') }
    renderSchema(todoCard, SOURCE)
    const shownKeys = async () =>
      [...(await settled('myTodo')).querySelectorAll('tr[data-row-key]')].map((row) => row.getAttribute('data-row-key'))
    expect(await shownKeys()).toEqual(open.slice(0, 5).map((task) => task.id))
    expect(await settled('myTodo')).toHaveTextContent(open[0].instanceName)

    const dealt = open.slice(0, 5).find((task) => task.result === 6)!
    const answer = await call('/act/task/complete', {
      method: 'POST',
      token: session.token,
      body: { id: dealt.id, result: 2, reason: '同意' },
    })
    expect(answer.body.success).toBe(true)
    cleanup()
    renderSchema(todoCard, SOURCE)
    expect(await shownKeys()).not.toContain(dealt.id)
    expect(await shownKeys()).toEqual((await todo()).slice(0, 5).map((task) => task.id))

    // A server without the workflow module answers 404 there.
    backend.server.use(mswHttp.get('*/jeecg-boot/act/task/list', () => new HttpResponse(null, { status: 404 })))
    cleanup()
    renderSchema(todoCard, SOURCE)
    expect(await settled('myTodo')).toHaveTextContent('未启用流程模块')
    expect(await settled('myTodo')).not.toHaveTextContent('加载失败')
  })

  it('shows jeecg the figures of the cases they handle and no contract money', async () => {
    await signInAs('jeecg')
    const open = backend.db
      .table('ipr_case')
      .count((row) => row.handler === 'jeecg' && !CLOSED.includes(String(row.caseStatus)))
    renderSchema(analysis, SOURCE)
    expect(await settled('newCases')).toHaveTextContent(`在办案件 ${open}件`)
    expect(await settled('contractAmount')).toHaveTextContent('合同额0元')
    const ranking = within(await settled('agentRank'))
    expect(ranking.queryAllByRole('listitem').every((item) => item.textContent?.includes('周晓雯'))).toBe(true)
  })
})
