import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import analysis from '@schemas/pages/dashboard/Analysis.json'
import { visitTotals } from '@mocks/areas/system/services/visits'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
// The dashboard loads on first use; imported here it resolves at once, as a cached chunk does.
import '@renderers/dashboard/DashboardPage'

serveSignedInBackend()

const API = '*/jeecg-boot'
const envelope = (result: unknown) => ({ success: true, message: '', code: 200, result, timestamp: Date.now() })

const card = (title: string) => screen.findByRole('region', { name: title })

/** A card once its data has come: no longer busy. */
async function settled(title: string): Promise<HTMLElement> {
  const region = await card(title)
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'))
  return region
}

describe('the home dashboard', () => {
  it('shows the visit figures the backend counts from its login log and charts the last seven days', async () => {
    const totals = visitTotals(backend.db)
    renderSchema(analysis, 'schemas/pages/dashboard/Analysis.json')
    const total = await settled('总访问量')
    expect(total).toHaveTextContent(totals.totalVisitCount.toLocaleString('en-US'))
    expect(await settled('今日IP')).toHaveTextContent(String(totals.todayIp))
    const trend = await settled('近7日访问量与IP')
    expect(within(trend).getByRole('img', { name: '近7日访问量与IP' })).toBeInTheDocument()
    const table = within(trend).getByRole('table', { name: '近7日访问量与IP' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['项目', '访问量', 'IP'])
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
  })

  it('shows a failing source’s message inside its own card while the other widgets draw', async () => {
    backend.server.use(
      mswHttp.get(`${API}/sys/visitInfo`, () =>
        HttpResponse.json({ success: false, message: '统计服务暂不可用', code: 500, result: null, timestamp: 0 }),
      ),
    )
    renderSchema(analysis, 'schemas/pages/dashboard/Analysis.json')
    const trend = await settled('近7日访问量与IP')
    expect(within(trend).getByRole('alert')).toHaveTextContent('统计服务暂不可用')
    const total = await settled('总访问量')
    expect(within(total).queryByRole('alert')).toBeNull()
    expect(total).toHaveTextContent(visitTotals(backend.db).totalVisitCount.toLocaleString('en-US'))
  })
})

describe('a dashboard schema', () => {
  const periodSchema = {
    kind: 'dashboard',
    period: { links: ['today', 'week', 'month', 'year'], initial: 'today' },
    widgets: [
      {
        key: 'income',
        kind: 'kpi',
        title: '收入',
        field: 'amount',
        unit: '元',
        source: { call: { method: 'get', url: '/test/income' }, period: true },
      },
      {
        key: 'fixed',
        kind: 'kpi',
        title: '固定',
        field: 'amount',
        source: { call: { method: 'get', url: '/test/fixed' } },
      },
    ],
  }

  it('sends the chosen period as begin and end to the widgets that declare it, and only to them', async () => {
    const periods: string[] = []
    let fixedCalls = 0
    backend.server.use(
      mswHttp.get(`${API}/test/income`, ({ request }) => {
        const query = new URL(request.url).searchParams
        periods.push(`${query.get('begin')}~${query.get('end')}`)
        return HttpResponse.json(envelope({ amount: periods.length * 100 }))
      }),
      mswHttp.get(`${API}/test/fixed`, () => {
        fixedCalls += 1
        return HttpResponse.json(envelope({ amount: 7 }))
      }),
    )
    renderSchema(periodSchema)
    const today = dayjs().format('YYYY-MM-DD')
    expect(await settled('收入')).toHaveTextContent('100元')
    expect(periods).toEqual([`${today}~${today}`])

    await userEvent.click(screen.getByRole('button', { name: '本年' }))
    await waitFor(() => expect(screen.getByRole('region', { name: '收入' })).toHaveTextContent('200元'))
    expect(periods[1]).toBe(`${dayjs().format('YYYY')}-01-01~${today}`)
    expect(screen.getByRole('button', { name: '本年' })).toHaveAttribute('aria-pressed', 'true')
    expect(fixedCalls).toBe(1)
  })

  it('says 暂无数据 in a widget whose source answers nothing', async () => {
    backend.server.use(mswHttp.get(`${API}/test/rows`, () => HttpResponse.json(envelope([]))))
    renderSchema({
      kind: 'dashboard',
      widgets: [
        {
          key: 'top',
          kind: 'ranking',
          title: '排行',
          category: 'name',
          field: 'count',
          source: { call: { method: 'get', url: '/test/rows' } },
        },
      ],
    })
    const rank = await settled('排行')
    expect(rank).toHaveTextContent('暂无数据')
  })

  it('ranks the rows of an online report by its id', async () => {
    backend.server.use(
      mswHttp.get(`${API}/online/cgreport/api/getColumnsAndData/report-7`, () =>
        HttpResponse.json(
          envelope({
            columns: [],
            data: {
              records: [
                { name: '乙', count: 3 },
                { name: '甲', count: 9 },
                { name: '丙', count: '5' },
              ],
              total: 3,
            },
          }),
        ),
      ),
    )
    renderSchema({
      kind: 'dashboard',
      widgets: [
        {
          key: 'top',
          kind: 'ranking',
          title: '排行',
          category: 'name',
          field: 'count',
          limit: 2,
          source: { report: 'report-7' },
        },
      ],
    })
    const ranking = within(await settled('排行')).getByRole('list', { name: '排行' })
    expect(
      within(ranking)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1甲9', '2丙5'])
  })

  it('shows a note’s Markdown and HTML through the app’s sanitizer: its script and its onerror never run', async () => {
    renderSchema({
      kind: 'dashboard',
      widgets: [
        {
          key: 'tip',
          kind: 'note',
          title: '说明',
          markdown: '**注意** <em>请核对</em> <img src=x onerror="alert(1)"><script>alert(2)</script>\n- 第一条',
        },
      ],
    })
    const note = await settled('说明')
    expect(await within(note).findByText('请核对')).toHaveProperty('tagName', 'EM')
    expect(within(note).getByText('注意').tagName).toBe('STRONG')
    expect(within(note).getByRole('listitem')).toHaveTextContent('第一条')
    expect(note.querySelector('script')).toBeNull()
    // jsdom runs no inline handlers, so what proves it is that the handler is gone: the image keeps only its source.
    expect(note.querySelector('img')!.getAttributeNames()).toEqual(['src'])
  })

  it('shows the problems of a broken dashboard schema with their JSON pointers', async () => {
    renderSchema(
      {
        kind: 'dashboard',
        widgets: [
          { key: 'a', kind: 'speedometer', title: '仪表' },
          { key: 'b', kind: 'chart', title: '图', chart: 'bar', category: 'x', source: { report: 'r1' } },
          { key: 'b', kind: 'kpi', title: '数', field: 'n', source: { url: '/x' } },
        ],
      },
      'schemas/pages/test/Broken.json',
    )
    const panel = await screen.findByRole('alert')
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '/widgets/0/kind 不认识的类型 "speedometer"',
      '/widgets/1 缺少必填属性 "series"',
      '/widgets/2/source 缺少必填属性 "call"',
      '/widgets/2/source/url 不认识的属性 "url"',
      '/widgets/2/source 缺少必填属性 "report"',
    ])
  })
})
