import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import modelList from '@schemas/pages/bpm/ModelList.json'
import departUserList from '@schemas/pages/system/DepartUserList.json'
import gatewayList from '@schemas/pages/system/SysGatewayRouteList.json'
import logList from '@schemas/pages/system/LogList.json'
import userAnnouncementList from '@schemas/pages/system/UserAnnouncementList.json'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { bpmTables } from '@mocks/areas/bpm/tables'
import { loadNotices, notices } from '@/notices/notice-store'
import { backend, recordRequests, renderSchema, serveSignedInBackend } from './support'
import { AppEngine } from '@/engine/AppEngine'

serveSignedInBackend()

const rows = (container: HTMLElement = document.body) => [
  ...container.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]'),
]
const rowWith = (text: string, container?: HTMLElement) =>
  rows(container).find((row) => row.textContent?.includes(text))
/** The log type of each row shown, as the backend stores it. */
const logTypes = (container?: HTMLElement) =>
  new Set(rows(container).map((row) => backend.db.table('sys_log').get(row.getAttribute('data-row-key')!)?.logType))

function Location() {
  const { pathname, search } = useLocation()
  return <output aria-label="当前地址">{`${pathname}${search}`}</output>
}

/** A page schema inside a router, as the shell shows it; any other route shows the address it was opened at. */
function renderRouted(schema: unknown, at = '/list') {
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path="/list" element={<SchemaPage schema={schema} source="test" />} />
              <Route path="*" element={<Location />} />
            </Routes>
          </MemoryRouter>
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
}

/** Answers 确定 in the confirmation asking `question`. */
async function confirm(question: string) {
  const dialog = (await screen.findByText(question)).closest<HTMLElement>('.ant-modal')!
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
}

describe('tabs', () => {
  it('gives each log tab its own logType and keeps each tab’s query', async () => {
    const requests = recordRequests()
    renderSchema(logList)
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(requests.last('/sys/log/list').get('logType')).toBe('1')
    expect(logTypes()).toEqual(new Set([1]))

    const loginPane = document.querySelector<HTMLElement>('.ant-tabs-tabpane-active')!
    await userEvent.type(within(loginPane).getByPlaceholderText('请输入日志内容关键字'), 'admin')
    await userEvent.click(within(loginPane).getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(requests.last('/sys/log/list').get('keyWord')).toBe('admin'))
    expect(requests.last('/sys/log/list').get('logType')).toBe('1')

    await userEvent.click(screen.getByRole('tab', { name: '操作日志' }))
    await waitFor(() => expect(requests.last('/sys/log/list').get('logType')).toBe('2'))
    expect(requests.last('/sys/log/list').has('keyWord')).toBe(false)
    const operatePane = document.querySelector<HTMLElement>('.ant-tabs-tabpane-active')!
    expect(within(operatePane).getByPlaceholderText('请输入日志内容关键字')).toHaveValue('')
    expect(within(operatePane).getByRole('columnheader', { name: '操作类型' })).toBeInTheDocument()
    await waitFor(() => expect(rows(operatePane).length).toBeGreaterThan(0))
    expect(logTypes(operatePane)).toEqual(new Set([2]))

    await userEvent.click(screen.getByRole('tab', { name: '登录日志' }))
    const backPane = document.querySelector<HTMLElement>('.ant-tabs-tabpane-active')!
    expect(within(backPane).getByPlaceholderText('请输入日志内容关键字')).toHaveValue('admin')
    expect(within(backPane).queryByRole('columnheader', { name: '操作类型' })).toBeNull()
    expect(logTypes(backPane)).toEqual(new Set([1]))
    expect(rows(backPane).every((row) => row.textContent?.includes('admin'))).toBe(true)
  })
})

describe('links', () => {
  it('opens a process model in the designer with its id', async () => {
    const model = bpmTables(backend.db).models.list()[0]
    renderRouted(modelList)
    const row = await waitFor(() => {
      const found = rowWith(String(model.name))
      expect(found).toBeDefined()
      return found!
    })
    expect(within(row).getByRole('link', { name: String(model.name) })).toHaveAttribute(
      'href',
      `/bpm/modelEditor?id=${model.id}`,
    )
    await userEvent.click(within(row).getByRole('link', { name: '设计' }))
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent(`/bpm/modelEditor?id=${model.id}`)
  })
})

describe('overlays', () => {
  it('opens a message of 我的消息 in the notice modal, marks it read and shows it read', async () => {
    const requests = recordRequests()
    renderRouted(userAnnouncementList)
    const unread = await waitFor(() => {
      const found = rows().find((row) => within(row).queryByText('标为已读'))
      expect(found).toBeDefined()
      return found!
    })
    expect(within(unread).getByText('未读')).toBeInTheDocument()
    const send = backend.db.table('sys_announcement_send').get(unread.getAttribute('data-row-key')!)!
    const title = String(backend.db.table('sys_announcement').get(String(send.anntId))!.titile)
    await loadNotices()
    const unreadBefore = notices.anntMsgTotal + notices.sysMsgTotal
    await userEvent.click(within(unread).getByText('查看'))
    // The notice modal's code loads the first time an overlay opens.
    const modal = await screen.findByRole('dialog')
    expect(within(modal).getByText('通知消息')).toBeInTheDocument()
    expect(within(modal).getByRole('heading', { name: title })).toBeInTheDocument()
    await waitFor(() => expect(requests.count('/sys/sysAnnouncementSend/editByAnntIdAndUserId')).toBe(1))
    await waitFor(() =>
      expect(
        within(rows().find((row) => row.getAttribute('data-row-key') === send.id)!).queryByText('标为已读'),
      ).toBeNull(),
    )
    expect(
      within(rows().find((row) => row.getAttribute('data-row-key') === send.id)!).getByText('已读'),
    ).toBeInTheDocument()
    expect(notices.anntMsgTotal + notices.sysMsgTotal).toBe(unreadBefore - 1)
    await userEvent.click(within(modal).getByRole('button', { name: /关\s*闭/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('drawers', () => {
  it('removes a member from the department the drawer belongs to', async () => {
    const requests = recordRequests()
    renderSchema(departUserList)
    const depart = await waitFor(() => {
      const found = rows()[0]
      expect(found).toBeDefined()
      return found
    })
    const departId = depart.getAttribute('data-row-key')!
    await userEvent.click(within(depart).getByText('部门成员'))
    const drawer = (await screen.findByText('部门成员', { selector: '.ant-drawer-title' })).closest<HTMLElement>(
      '.ant-drawer-content',
    )!
    const member = await waitFor(() => {
      const found = rows(drawer)[0]
      expect(found).toBeDefined()
      return found
    })
    const userId = member.getAttribute('data-row-key')!
    const memberCount = rows(drawer).length
    expect(requests.last('/sys/user/departUserList').get('depId')).toBe(departId)
    await userEvent.click(within(member).getByText('移出部门'))
    await confirm('确定将该用户移出本部门吗?')
    await waitFor(() => expect(rows(drawer)).toHaveLength(memberCount - 1))
    const removal = requests.last('/sys/user/deleteUserInDepart', 'DELETE')
    expect(removal.get('depId')).toBe(departId)
    expect(removal.get('userId')).toBe(userId)
    expect(
      backend.db.table('sys_user_depart').first((link) => link.depId === departId && link.userId === userId),
    ).toBeUndefined()
  })
})

describe('form actions with a nested body', () => {
  it('saves a gateway route as {router: …} with its predicates and filters kept', async () => {
    const route = backend.db.table('sys_gateway_route').list()[0]
    const sent: unknown[] = []
    backend.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/sys/gatewayRoute/updateAll')) sent.push(await request.clone().json())
    })
    renderSchema(gatewayList)
    const row = await waitFor(() => {
      const found = rowWith(String(route.routerId))
      expect(found).toBeDefined()
      return found!
    })
    await userEvent.click(within(row).getByText('编辑'))
    const dialog = await screen.findByRole('dialog')
    const name = within(dialog).getByPlaceholderText('请输入服务名')
    await userEvent.clear(name)
    await userEvent.type(name, 'ipr-gateway-renamed')
    expect(within(dialog).getByPlaceholderText('请输入路由ID')).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      router: {
        id: route.id,
        routerId: route.routerId,
        name: 'ipr-gateway-renamed',
        uri: route.uri,
        status: route.status,
        predicates: JSON.parse(String(route.predicates)),
        filters: JSON.parse(String(route.filters)),
      },
    })
    await waitFor(() => expect(rowWith('ipr-gateway-renamed')).toBeDefined())
    expect(backend.db.table('sys_gateway_route').get(String(route.id))!.predicates).toBe(route.predicates)
  })

  it('adds a route with the route id editable', async () => {
    renderSchema(gatewayList)
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByPlaceholderText('请输入路由ID')).toBeEnabled()
  })
})

describe('the detail action check', () => {
  const page = (extra: object) => ({
    kind: 'list',
    title: '日志',
    api: { list: '/sys/log/list' },
    columns: [{ field: 'logContent', title: '日志内容' }],
    selection: false,
    rowActions: [{ kind: 'detail' }],
    ...extra,
  })

  it('reports a detail action on a page without form or detail at its JSON pointer', async () => {
    renderSchema(page({}))
    const problems = within(await screen.findByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(problems).toEqual(['/rowActions/0/kind 详情操作缺少表单配置：请设置 detail 或 form'])
  })

  it('accepts a detail action when the page has only a detail form', async () => {
    renderSchema(
      page({
        detail: {
          schema: {
            type: 'object',
            properties: {
              logContent: { type: 'string', title: '日志内容', 'x-decorator': 'FormItem', 'x-component': 'text' },
            },
          },
        },
      }),
    )
    expect(await screen.findByRole('columnheader', { name: '日志内容' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
