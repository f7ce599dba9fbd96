import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider, notification } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { http as mswHttp, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import formDesignLink from '@schemas/pages/bpm/FormDesignLink.json'
import instanceList from '@schemas/pages/bpm/ProcessInstanceList.json'
import todoList from '@schemas/pages/bpm/TaskTodoList.json'
import doneList from '@schemas/pages/bpm/TaskDoneList.json'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { backend, recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import { AppEngine } from '@/engine/AppEngine'
import { Location, renderTaskHandle } from './task-handle-page'

serveSignedInBackend()

const body = () => document.querySelector('.ant-table-tbody') as HTMLElement
const dataRows = () =>
  within(body())
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('data-row-key'))
const rowWith = (text: string) => dataRows().find((row) => row.textContent.includes(text))!
const waitForRows = (count: number) => waitFor(() => expect(dataRows()).toHaveLength(count))
const topDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!

/** Opens an antd select by its form label and picks the option with the given text. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  const item = within(dialog).getByText(label).closest('.ant-formily-item, .ant-form-item') as HTMLElement
  fireEvent.mouseDown(item.querySelector('.ant-select-selector')!)
  await userEvent.click(await screen.findByTitle(option))
}

const inputOf = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByText(label).closest('.ant-formily-item, .ant-form-item') as HTMLElement).querySelector(
    'input, textarea',
  ) as HTMLElement

describe('流程表单 (form-design links)', () => {
  it('lists the links of the leave process with their dictionary texts and searches by process', async () => {
    const requests = recordRequests()
    renderSchema(formDesignLink, 'schemas/pages/bpm/FormDesignLink.json')
    // The three forms of the leave process, the contract approval form, the claim, loan and salary forms and the
    // invoice, requisition and refund forms: a full first page.
    await waitForRows(10)
    expect(rowWith('合同审批单')).toHaveTextContent('ipr_contract')
    expect(rowWith('请假申请单')).toHaveTextContent('leave_apply')
    expect(rowWith('请假申请单')).toHaveTextContent('请假流程')
    expect(rowWith('请假申请单')).toHaveTextContent('自定义开发')
    expect(rowWith('人事备案单')).toHaveTextContent('不启用')

    const search = document.querySelector('.schema-search') as HTMLElement
    fireEvent.mouseDown(search.querySelector('.ant-select-selector')!)
    await userEvent.click(await screen.findByTitle('请假流程'))
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(requests.last('/act/process/form/list').get('processKey')).toBe('leave'))
    await waitForRows(3)
  })

  it('adds a link through the form and refuses a form key already linked', async () => {
    renderSchema(formDesignLink, 'schemas/pages/bpm/FormDesignLink.json')
    await waitForRows(10)
    const fill = async (formKey: string) => {
      await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }))
      const dialog = await topDialog()
      await userEvent.type(inputOf(dialog, '表单名称'), '销假确认单')
      await userEvent.type(inputOf(dialog, '表单标识'), formKey)
      await choose(dialog, '关联流程', '请假流程')
      await choose(dialog, '表单类型', 'Online表单')
      await userEvent.type(inputOf(dialog, '表单地址'), 'online/cgform/leave_back')
      await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    }
    await fill('leave_back')
    // The newest link comes first: the page still holds ten rows, now with the new one.
    await waitFor(() => expect(rowWith('销假确认单')).toHaveTextContent('Online表单'))
    await fill('leave_apply')
    expect(await screen.findByText('表单标识已存在')).toBeInTheDocument()
  })
})

describe('流程实例 (process instances)', () => {
  it('shows status, start user and times, filters by status, and opens an instance at its detail route', async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <AppEngine>
            <MemoryRouter initialEntries={['/bpm/process/instance']}>
              <Routes>
                <Route
                  path="/bpm/process/instance"
                  element={<SchemaPage schema={instanceList} source="schemas/pages/bpm/ProcessInstanceList.json" />}
                />
                <Route path="/bpm/process/instance/detail" element={<Location />} />
              </Routes>
            </MemoryRouter>
          </AppEngine>
        </AntApp>
      </ConfigProvider>,
    )
    // A full first page: the seeded leave requests and the business approvals in progress; the leave requests alone
    // by their name.
    await waitForRows(10)
    const search = document.querySelector('.schema-search') as HTMLElement
    await userEvent.type(within(search).getByLabelText('流程名称'), '请假申请')
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitForRows(8)
    const first = rowWith('请假申请-1')
    expect(first).toHaveTextContent('处理中')
    expect(first).toHaveTextContent('管理员')
    expect(first).toHaveTextContent('总经办')
    expect(rowWith('请假申请-2')).toHaveTextContent('通过')
    expect(rowWith('请假申请-7')).toHaveTextContent('已取消')

    fireEvent.mouseDown(search.querySelector('.ant-select-selector')!)
    await userEvent.click(await screen.findByTitle('不通过'))
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitForRows(2)
    expect(dataRows().every((row) => row.textContent.includes('不通过'))).toBe(true)

    const row = rowWith('请假申请-3')
    expect(within(row).getByRole('link', { name: '流程图' })).toHaveAttribute(
      'href',
      within(row).getByRole('link', { name: '请假申请-3' }).getAttribute('href'),
    )
    await userEvent.click(within(row).getByRole('link', { name: '请假申请-3' }))
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/bpm\/process\/instance\/detail\?id=\S+$/)
  })
})

describe('我的待办 (to-do tasks): the deal rule', () => {
  const dealIn = (row: HTMLElement) => within(row).queryByText('办理')

  it('offers 办理 only on to-do and sent-back tasks, not on those in progress, rejected or cancelled', async () => {
    const requests = recordRequests()
    renderSchema(todoList, 'schemas/pages/bpm/TaskTodoList.json')
    await waitForRows(5)
    // JeecgBoot's public workflow views read "my tasks" from /act/task/list; none reads /act/task/todo/list.
    expect(requests.last('/act/task/list').get('pageNo')).toBe('1')
    const byResult = (label: string) => dataRows().find((row) => row.querySelectorAll('td')[2].textContent === label)!
    expect(dealIn(byResult('待办'))).not.toBeNull()
    expect(dealIn(byResult('退回'))).not.toBeNull()
    expect(dealIn(byResult('处理中'))).toBeNull()
    expect(dealIn(byResult('不通过'))).toBeNull()
    expect(dealIn(byResult('已取消'))).toBeNull()
  })

  it('says calmly that the workflow module is not enabled when the server answers 404, with no error toast', async () => {
    backend.server.use(mswHttp.get('*/jeecg-boot/act/task/list', () => new HttpResponse(null, { status: 404 })))
    const toasts = vi.spyOn(notification, 'error')
    renderSchema(todoList, 'schemas/pages/bpm/TaskTodoList.json')
    expect(await screen.findByText('未启用流程模块')).toBeInTheDocument()
    expect(body()).toHaveTextContent('未启用流程模块')
    expect(dataRows()).toHaveLength(0)
    // The client hands a loud failure to its catalogue, loaded on demand: once loaded, a toast would have been asked.
    await import('@/http/error-catalogue')
    expect(toasts).not.toHaveBeenCalled()
    toasts.mockRestore()
  })

  it('deals with a task on its 办理 page: 驳回 wants an opinion, 同意 sends the task from the to-do list to the done list', async () => {
    const view = renderSchema(todoList, 'schemas/pages/bpm/TaskTodoList.json')
    await waitForRows(5)
    const todo = dataRows().find((row) => row.querySelectorAll('td')[2].textContent === '待办')!
    const instanceName = todo.querySelectorAll('td')[0].textContent
    const href = dealIn(todo)!.closest('a')!.getAttribute('href')!
    expect(href).toMatch(/^\/bpm\/task\/handle\?taskId=\S+$/)
    view.unmount()
    const taskId = new URLSearchParams(href.split('?')[1]).get('taskId')!
    // An earlier decision of the instance came with two files: its line of the history links each, named by the file.
    const earlier = { id: `${taskId}-earlier`, endTime: '2026-05-06 09:00:00', result: 2, reason: '同意' }
    backend.db
      .table('act_task')
      .insert({ ...backend.db.table('act_task').get(taskId)!, ...earlier, files: 'bpm/请假条.pdf,bpm/交接清单.docx' })

    renderTaskHandle(href)
    // A leave request binds no business form: the page says so beside the approval panel.
    expect(await screen.findByText(/该流程未绑定业务表单/)).toBeInTheDocument()
    const history = screen.getByText('审批历史').closest('.ant-card') as HTMLElement
    for (const name of ['请假条.pdf', '交接清单.docx'])
      expect(decodeURI(within(history).getByRole('link', { name }).getAttribute('href')!)).toMatch(`bpm/${name}`)
    await userEvent.click(screen.getByRole('button', { name: /驳\s*回/ }))
    expect(await screen.findByText('审批意见不能为空')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('审批意见'), '同意，注意交接工作')
    // A file attached to the decision uploads at once (the app's upload endpoint) and is kept with the opinion.
    const attachments = screen.getByLabelText('审批附件')
    await userEvent.upload(
      attachments.querySelector('input[type=file]') as HTMLInputElement,
      new File(['交接清单'], '交接清单.txt', { type: 'text/plain' }),
    )
    expect(await within(attachments).findByRole('link', { name: /交接清单/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /同\s*意/ }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/bpm/task/todo')
    expect(String(backend.db.table('act_task').get(taskId)!.files)).toMatch(/^bpm\/\S+$/)
    cleanup()

    renderSchema(doneList, 'schemas/pages/bpm/TaskDoneList.json')
    await waitFor(() => expect(rowWith('同意，注意交接工作')).toBeDefined())
    expect(rowWith('同意，注意交接工作')).toHaveTextContent(instanceName)
    expect(rowWith('同意，注意交接工作')).toHaveTextContent('通过')
  })
})
