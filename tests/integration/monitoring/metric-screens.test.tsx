import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import diskMonitoring from '@schemas/pages/modules/monitor/DiskMonitoring.json'
import httpTrace from '@schemas/pages/modules/monitor/HttpTrace.json'
import jvmInfo from '@schemas/pages/modules/monitor/JvmInfo.json'
import systemInfo from '@schemas/pages/modules/monitor/SystemInfo.json'
import tomcatInfo from '@schemas/pages/modules/monitor/TomcatInfo.json'
import { backend, recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import { call, tokenOf } from '../mocks/support'
import '@renderers/dashboard/DashboardPage'

serveSignedInBackend()

const API = '*/jeecg-boot'

/** The 当前值 cell of a metric's row, once it has loaded. */
async function valueOf(param: string): Promise<string> {
  const row = (await screen.findByText(param)).closest('tr')!
  const cell = within(row).getAllByRole('cell').at(-1)!
  await waitFor(() => expect(cell.querySelector('.ant-spin')).toBeNull())
  return cell.textContent ?? ''
}

async function settled(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: title })
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'))
  return region
}

describe('the actuator metric tables', () => {
  it('JVM信息 converts bytes to MB and reads the second measurement of a timer', async () => {
    renderSchema(jvmInfo, 'schemas/pages/modules/monitor/JvmInfo.json')
    expect(await valueOf('jvm.memory.max')).toMatch(/^\d+\.\d{3} MB$/)
    expect(await valueOf('jvm.gc.pause.count')).toMatch(/^\d+ 次$/)
    expect(await valueOf('jvm.gc.pause.totalTime')).toMatch(/^[\d.]+ 秒$/)
    expect(screen.getByText('JVM 最大内存')).toBeInTheDocument()
  })

  it('shows 暂无数据 in the row of a metric the server does not know, the other rows filled', async () => {
    backend.server.use(
      mswHttp.get(`${API}/actuator/metrics/jvm.gc.pause`, () =>
        HttpResponse.json({ status: 404, error: 'Not Found' }, { status: 404 }),
      ),
    )
    renderSchema(jvmInfo, 'schemas/pages/modules/monitor/JvmInfo.json')
    expect(await valueOf('jvm.gc.pause.count')).toBe('暂无数据')
    expect(await valueOf('jvm.gc.pause.totalTime')).toBe('暂无数据')
    expect(await valueOf('jvm.threads.live')).toMatch(/^\d+ 个$/)
  })

  it('shows a failing metric’s message in its own row', async () => {
    backend.server.use(mswHttp.get(`${API}/actuator/metrics/system.cpu.usage`, () => HttpResponse.error()))
    renderSchema(systemInfo, 'schemas/pages/modules/monitor/SystemInfo.json')
    expect(await valueOf('system.cpu.usage')).toMatch(/网络/)
    expect(await valueOf('process.cpu.usage')).toMatch(/^\d+\.\d{2} %$/)
    expect(await valueOf('process.start.time')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('Tomcat信息 counts the live sessions, and 立即更新 asks again', async () => {
    await tokenOf('jeecg')
    const requests = recordRequests()
    renderSchema(tomcatInfo, 'schemas/pages/modules/monitor/TomcatInfo.json')
    expect(await valueOf('tomcat.sessions.active.current')).toBe('2 个')
    expect(screen.getByText(/上次更新时间：\d{4}年/)).toBeInTheDocument()
    const before = requests.count('/actuator/metrics/tomcat.sessions.active.current')
    await tokenOf('lisi')
    await userEvent.click(screen.getByRole('button', { name: '立即更新' }))
    await waitFor(() => expect(requests.count('/actuator/metrics/tomcat.sessions.active.current')).toBe(before + 1))
    expect(await valueOf('tomcat.sessions.active.current')).toBe('3 个')
  })
})

describe('磁盘监控 and 请求追踪', () => {
  it('draws a dial per disk with its used share and sizes', async () => {
    renderSchema(diskMonitoring, 'schemas/pages/modules/monitor/DiskMonitoring.json')
    const card = await settled('磁盘监控')
    // The dials' widget comes with the first page that draws one.
    expect(await within(card).findByText('/')).toBeInTheDocument()
    expect(within(card).getByText('总大小：100.00 GB')).toBeInTheDocument()
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-label', expect.stringMatching(/^\/ \d+%$/))
  })

  it('lists recent requests with method, URI, status and time, never their headers', async () => {
    const token = await tokenOf('jeecg')
    await call('/sys/online/list', { token })
    renderSchema(httpTrace, 'schemas/pages/modules/monitor/HttpTrace.json')
    const card = await settled('请求追踪')
    expect(within(card).getAllByText(/\/jeecg-boot\/sys\/online\/list/).length).toBeGreaterThan(0)
    expect(within(card).getByText(/共追踪到 \d+ 条近期HTTP请求记录/)).toBeInTheDocument()
    expect(within(card).queryByText(/httptrace/)).toBeNull()
    expect(card.textContent).not.toContain(token)
  })

  it('lists two requests traced in the same millisecond as two rows', async () => {
    const trace = (uri: string) => ({
      timestamp: '2026-11-30T07:55:16.743Z',
      request: { method: 'GET', uri: `http://localhost:8080/jeecg-boot${uri}` },
      response: { status: 200 },
      timeTaken: 3,
    })
    backend.server.use(
      mswHttp.get(`${API}/actuator/httptrace`, () =>
        HttpResponse.json({ traces: [trace('/sys/online/list'), trace('/sys/user/list')] }),
      ),
    )
    renderSchema(httpTrace, 'schemas/pages/modules/monitor/HttpTrace.json')
    const card = await settled('请求追踪')
    expect(within(card).getByText(/\/sys\/online\/list$/)).toBeInTheDocument()
    expect(within(card).getByText(/\/sys\/user\/list$/)).toBeInTheDocument()
    expect(within(card).getByText('共追踪到 2 条近期HTTP请求记录')).toBeInTheDocument()
    // React keeps a row by its key when the table refreshes: one key for both would draw one row twice or lose one.
    const keys = [...card.querySelectorAll('tr[data-row-key]')].map((row) => row.getAttribute('data-row-key'))
    expect(new Set(keys).size).toBe(2)
  })
})
