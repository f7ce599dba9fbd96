import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import userList from '@schemas/pages/system/UserList.json'
import { captureDownloads } from '../../support/downloads'
import { backend, failed, ok, recordRequests, renderSchema, signInAs, serveSignedInBackend } from './support'

serveSignedInBackend()

const SOURCE = 'schemas/pages/system/UserList.json'
const body = () => document.querySelector('.ant-table-tbody') as HTMLElement
const dataRows = () =>
  within(body())
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('data-row-key'))
const totalText = () => screen.getByText(/共 \d+ 条/).textContent
const totalOf = () => Number(/共 (\d+) 条/.exec(totalText())![1])
const api = (path: string) => `*/jeecg-boot${path}`

async function openUsers() {
  renderSchema(userList, SOURCE)
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
}

/** The topmost dialog (a closing one may still be in the document). */
const topDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!

async function confirmModal(text: string) {
  const dialog = await topDialog()
  await waitFor(() => expect(dialog).toHaveTextContent(text))
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }))
}

describe('users list', () => {
  it('shows the first page with dictionary texts, total text and page sizes', async () => {
    const requests = recordRequests()
    await openUsers()
    expect(dataRows()).toHaveLength(10)
    expect(totalText()).toMatch(/^1-10 共 \d+ 条$/)
    const params = requests.last('/sys/user/list')
    expect(Object.fromEntries(params)).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
    })
    expect(within(body()).getAllByText('正常').length).toBeGreaterThan(0)
    expect(within(body()).getAllByText(/^[男女]$/).length).toBeGreaterThan(0)
  })

  it('keeps the widths the schema gives its columns and the actions of a row on one line', async () => {
    await openUsers()
    // As wide as its columns' widths add up to (squeezed into the window, titles broke over several lines).
    expect(body().closest('table')?.style.width).toMatch(/^\d+px$/)
    const actions = within(dataRows()[0]).getByText('编辑', { exact: true }).closest('td')
    expect(actions).toHaveStyle({ whiteSpace: 'nowrap' })
  })

  it('searches with like terms from page 1 and resets', async () => {
    const requests = recordRequests()
    await openUsers()
    await userEvent.click(screen.getByTitle('2'))
    await waitFor(() => expect(requests.last('/sys/user/list').get('pageNo')).toBe('2'))
    await userEvent.type(screen.getByPlaceholderText('请输入用户账号'), 'adm')
    await userEvent.click(screen.getByRole('button', { name: /^查\s*询$/ }))
    await waitFor(() => expect(requests.last('/sys/user/list').get('username')).toBe('*adm*'))
    expect(requests.last('/sys/user/list').get('pageNo')).toBe('1')
    await waitFor(() => expect(dataRows().map((row) => row.textContent)).toEqual([expect.stringContaining('admin')]))

    expect(screen.queryByPlaceholderText('请输入手机号码')).toBeNull()
    await userEvent.click(screen.getByText('展开'))
    expect(screen.getByPlaceholderText('请输入手机号码')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }))
    await waitFor(() => expect(requests.last('/sys/user/list').has('username')).toBe(false))
    await waitFor(() => expect(dataRows()).toHaveLength(10))
  })

  it('sorts by a column, ascend as asc', async () => {
    const requests = recordRequests()
    await openUsers()
    await userEvent.click(within(document.querySelector<HTMLElement>('.ant-table-thead')!).getByText('用户账号'))
    await waitFor(() =>
      expect(Object.fromEntries(requests.last('/sys/user/list'))).toMatchObject({ column: 'username', order: 'asc' }),
    )
    await waitFor(() => {
      const names = dataRows().map((row) => row.querySelectorAll('td')[1].textContent)
      expect(names).toEqual([...names].sort())
    })
  })

  it('pages with the size changer', async () => {
    const requests = recordRequests()
    await openUsers()
    const total = totalOf()
    await userEvent.click(screen.getByTitle('2'))
    await waitFor(() => expect(totalText()).toBe(`11-${Math.min(20, total)} 共 ${total} 条`))
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!)
    await userEvent.click(await screen.findByTitle('20 条/页'))
    await waitFor(() =>
      expect(Object.fromEntries(requests.last('/sys/user/list'))).toMatchObject({ pageNo: '1', pageSize: '20' }),
    )
  })

  it('selects rows, clears, and batch deletes after confirmation', async () => {
    const requests = recordRequests()
    await openUsers()
    const total = totalOf()
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }))
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument()

    const [first, second] = dataRows()
    await userEvent.click(within(first).getByRole('checkbox'))
    await userEvent.click(within(second).getByRole('checkbox'))
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument()
    await userEvent.click(screen.getByText('清空'))
    expect(screen.getByText('已选择 0 项')).toBeInTheDocument()

    await userEvent.click(within(first).getByRole('checkbox'))
    await userEvent.click(within(second).getByRole('checkbox'))
    const ids = [first, second].map((row) => row.getAttribute('data-row-key'))
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }))
    await confirmModal('确定要删除这 2 项吗?')
    await waitFor(() => expect(requests.last('/sys/user/deleteBatch', 'DELETE').get('ids')).toBe(ids.join(',')))
    await waitFor(() => expect(totalOf()).toBe(total - 2))
    expect(screen.getByText('已选择 0 项')).toBeInTheDocument()
  })

  it('deletes one row after 确认删除 and moves back from an emptied last page', async () => {
    const requests = recordRequests()
    await openUsers()
    const total = totalOf()
    const lastPage = Math.ceil(total / 10)
    // By account, so the signed-in admin (whom the server refuses to delete) is not on the last page.
    await userEvent.click(within(document.querySelector<HTMLElement>('.ant-table-thead')!).getByText('用户账号'))
    await waitFor(() => expect(requests.last('/sys/user/list').get('column')).toBe('username'))
    await userEvent.click(screen.getByTitle(String(lastPage)))
    await waitFor(() => expect(requests.last('/sys/user/list').get('pageNo')).toBe(String(lastPage)))
    await waitFor(() => expect(dataRows()).toHaveLength(total - (lastPage - 1) * 10))
    while (dataRows().length > 1) {
      const count = dataRows().length
      await userEvent.click(within(dataRows()[0]).getByText('删除'))
      await confirmModal('是否删除选中数据?')
      await waitFor(() => expect(dataRows()).toHaveLength(count - 1))
    }
    const dialogTitle = async () => {
      await userEvent.click(within(dataRows()[0]).getByText('删除'))
      expect(await topDialog()).toHaveTextContent('确认删除')
      await confirmModal('是否删除选中数据?')
    }
    await dialogTitle()
    await waitFor(() => expect(requests.last('/sys/user/list').get('pageNo')).toBe(String(lastPage - 1)))
    await waitFor(() => expect(dataRows()).toHaveLength(10))
  })

  it('shows a 510 answer as a warning and a 500 answer as an empty table', async () => {
    backend.server.use(
      mswHttp.get(api('/sys/user/list'), () => HttpResponse.json(failed('没有权限，请联系管理员授权', 510))),
    )
    renderSchema(userList, SOURCE)
    expect(await screen.findByText('没有权限，请联系管理员授权')).toBeInTheDocument()
    backend.server.use(mswHttp.get(api('/sys/user/list'), () => HttpResponse.json(failed('操作失败，数据库异常', 500))))
    await userEvent.click(screen.getByRole('button', { name: /^查\s*询$/ }))
    expect(await screen.findByText('操作失败，数据库异常')).toBeInTheDocument()
    expect(dataRows()).toHaveLength(0)
  })
})

describe('export and import', () => {
  const saved = captureDownloads()

  it('exports the filtered rows and the selection as <title>.xls', async () => {
    const requests = recordRequests()
    backend.server.use(
      mswHttp.get(
        api('/sys/user/exportXls'),
        () =>
          new HttpResponse(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), {
            headers: { 'Content-Type': 'application/vnd.ms-excel' },
          }),
      ),
    )
    await openUsers()
    await userEvent.type(screen.getByPlaceholderText('请输入用户账号'), 'a')
    await userEvent.click(screen.getByRole('button', { name: /^查\s*询$/ }))
    await waitFor(() => expect(requests.last('/sys/user/list').get('username')).toBe('*a*'))
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    const id = dataRows()[0].getAttribute('data-row-key')!
    await userEvent.click(within(dataRows()[0]).getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }))
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['用户信息.xls']))
    expect(Object.fromEntries(requests.last('/sys/user/exportXls'))).toMatchObject({ username: '*a*', selections: id })
  })

  it('says 文件下载失败 when the answer is not a file', async () => {
    backend.server.use(mswHttp.get(api('/sys/user/exportXls'), () => HttpResponse.json(failed('导出失败'))))
    await openUsers()
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }))
    expect(await screen.findByText('文件下载失败')).toBeInTheDocument()
    expect(saved).toEqual([])
  })

  async function importFile(name = 'users.xlsx') {
    await userEvent.click(screen.getByRole('button', { name: /导\s*入/ }))
    const dialog = await screen.findByRole('dialog')
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement
    expect(input.accept).toBe('.xls,.xlsx')
    await userEvent.upload(input, new File(['x'], name), { applyAccept: false })
    return dialog
  }

  it('imports a workbook, shows the server message and reloads', async () => {
    const requests = recordRequests()
    backend.server.use(
      mswHttp.post(api('/sys/user/importExcel'), () => HttpResponse.json(ok(null, '共1行数据全部导入成功！'))),
    )
    await openUsers()
    const loads = requests.count('/sys/user/list')
    const dialog = await importFile()
    await userEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }))
    expect(await screen.findByText('共1行数据全部导入成功！')).toBeInTheDocument()
    await waitFor(() => expect(requests.count('/sys/user/list')).toBe(loads + 1))
  })

  it('links the error file when some rows failed (code 201)', async () => {
    backend.server.use(
      mswHttp.post(api('/sys/user/importExcel'), () =>
        HttpResponse.json(
          ok(
            {
              msg: '总上传行数：2，已导入行数：1，错误行数：1',
              fileUrl: '/sys/common/static/errors/users_err.txt',
              fileName: '导入错误',
            },
            '文件导入成功，但有错误。',
            201,
          ),
        ),
      ),
    )
    await openUsers()
    const dialog = await importFile()
    await userEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }))
    expect((await screen.findAllByText('导入成功，但有错误数据！')).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: '点击下载错误文件' })).toHaveAttribute(
      'href',
      '/jeecg-boot/sys/common/static/errors/users_err.txt',
    )
  })

  it('shows the server message of a failed import and refuses other file types', async () => {
    backend.server.use(
      mswHttp.post(api('/sys/user/importExcel'), () => HttpResponse.json(failed('文件导入失败:有重复数据！'))),
    )
    await openUsers()
    let dialog = await importFile('notes.txt')
    expect(await screen.findByText('只能导入 .xls 或 .xlsx 文件')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /开始上传/ })).toBeDisabled()
    dialog = await importFile('users.xls')
    await userEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }))
    expect(await screen.findByText('文件导入失败:有重复数据！')).toBeInTheDocument()
  })
})

describe('user form', () => {
  async function openAdd() {
    await openUsers()
    await userEvent.click(screen.getByRole('button', { name: /添加用户/ }))
    return screen.findByRole('dialog')
  }

  it('shows the rule messages of the catalogue', async () => {
    const dialog = await openAdd()
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入用户名')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入手机号')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入登录密码!')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入用户账号'), 'ab')
    expect(await within(dialog).findByText('长度6到18个字符')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入手机号码'), '123')
    expect(await within(dialog).findByText('请输入正确手机号')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入登录密码'), 'secret1')
    await userEvent.type(within(dialog).getByPlaceholderText('请重新输入登录密码'), 'secret2')
    expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入邮箱'), 'x@y')
    expect(await within(dialog).findByText('邮箱格式不正确')).toBeInTheDocument()
  })

  it('asks the server whether a username is taken', async () => {
    const requests = recordRequests()
    const dialog = await openAdd()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入用户账号'), 'admin')
    await userEvent.tab()
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument()
    expect(Object.fromEntries(requests.last('/sys/duplicate/check'))).toMatchObject({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'admin',
    })
  })

  it('keeps the form open with what was typed when the save fails', async () => {
    backend.server.use(mswHttp.post(api('/sys/user/add'), () => HttpResponse.json(failed('操作失败，工号重复'))))
    const dialog = await openAdd()
    const fill = (placeholder: string, text: string) =>
      fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value: text } })
    fill('请输入用户账号', 'newcomer')
    fill('请输入登录密码', 'secret1')
    fill('请重新输入登录密码', 'secret1')
    fill('请输入用户姓名', '新同事')
    fill('请输入工号', 'N001')
    fill('请输入手机号码', '13912345678')
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('操作失败，工号重复')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(within(dialog).getByPlaceholderText('请输入用户账号')).toHaveValue('newcomer')
  })

  it('adds a user that then shows in the list', async () => {
    const dialog = await openAdd()
    const fill = (placeholder: string, text: string) =>
      fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value: text } })
    fill('请输入用户账号', 'newcomer')
    fill('请输入登录密码', 'secret1')
    fill('请重新输入登录密码', 'secret1')
    fill('请输入用户姓名', '新同事')
    fill('请输入工号', 'N001')
    fill('请输入手机号码', '13912345678')
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.type(screen.getByPlaceholderText('请输入用户账号'), 'newcomer')
    await userEvent.click(screen.getByRole('button', { name: /^查\s*询$/ }))
    await waitFor(() => expect(dataRows()).toHaveLength(1))
    expect(within(dataRows()[0]).getByText('新同事')).toBeInTheDocument()
  })
})

describe('permissions', () => {
  it('hides the write buttons from a user without them', async () => {
    await signInAs('jeecg')
    await openUsers()
    expect(screen.queryByRole('button', { name: /添加用户/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull()
    expect(within(dataRows()[0]).queryByText('删除')).toBeNull()
    expect(within(dataRows()[0]).getByText('详情')).toBeInTheDocument()
  })
})
