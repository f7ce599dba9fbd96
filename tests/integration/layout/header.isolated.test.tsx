import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/session/session-store'
import { signOut } from '@/session/sign-out'
import { currentPath, renderShell, serveShell, setWindowWidth, shellBackend } from './render-shell'

vi.mock('@/session/sign-out', () => ({ signOut: vi.fn(() => Promise.resolve()) }))

const requests: { method: string; path: string; body: unknown }[] = []
const envelope = (success: boolean, message: string, result: unknown = null) =>
  HttpResponse.json({ success, message, code: success ? 200 : 500, result, timestamp: Date.now() })

function answer(method: 'get' | 'put', path: string, reply: () => Response) {
  shellBackend.use(
    http[method](`*/jeecg-boot${path}`, async ({ request }) => {
      requests.push({ method: request.method, path, body: method === 'put' ? await request.json() : undefined })
      return reply()
    }),
  )
}

serveShell()
afterEach(() => {
  shellBackend.resetHandlers()
  requests.length = 0
})

async function openUserMenu(user: ReturnType<typeof userEvent.setup>, entry: string) {
  await user.hover(screen.getByRole('button', { name: '用户菜单' }))
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(entry) }))
}

const toast = (text: string) => screen.findByText(text)
/** The visible dropdown entries (rc-select's role=option nodes are an offscreen accessibility copy). */
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent)
const pickOption = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await waitFor(() => expect(shownOptions()).toContain(text))
  await user.click(
    [...document.querySelectorAll('.ant-select-item-option-content')].find((option) => option.textContent === text)!,
  )
}

describe('menu search', () => {
  it('finds a page by its menu title and opens it', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('button', { name: '搜索菜单' }))
    await user.type(screen.getByRole('combobox'), '角色')
    await pickOption(user, '角色管理')
    expect(currentPath()).toBe('/isystem/role')
  })

  it('leaves out container views', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('button', { name: '搜索菜单' }))
    await user.type(screen.getByRole('combobox'), '管理')
    // 系统管理 and 流程管理 are RouteView containers.
    await waitFor(() => expect(shownOptions()).toEqual(['用户管理', '角色管理', '部门管理']))
  })

  it('says so when nothing matches', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('button', { name: '搜索菜单' }))
    await user.type(screen.getByRole('combobox'), '不存在的菜单')
    expect(await screen.findByText('没有查询到任何数据')).toBeInTheDocument()
  })

  it('asks for text when the empty box is submitted', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('button', { name: '搜索菜单' }))
    await user.type(screen.getByRole('combobox'), '{Enter}')
    expect(await toast('请输入搜索内容')).toBeInTheDocument()
  })

  it('searches in a dialog on mobile', async () => {
    const user = userEvent.setup()
    setWindowWidth(375)
    renderShell()
    await user.click(screen.getByRole('button', { name: '搜索菜单' }))
    const dialog = await screen.findByRole('dialog', { name: '搜索菜单' })
    await user.type(within(dialog).getByRole('combobox'), '用户')
    await pickOption(user, '用户管理')
    expect(currentPath()).toBe('/isystem/user')
  })
})

describe('change password', () => {
  it('requires every field and a matching confirmation', async () => {
    const user = userEvent.setup()
    renderShell()
    await openUserMenu(user, '密码修改')
    const dialog = await screen.findByRole('dialog', { name: '修改密码' })
    expect(dialog.closest<HTMLElement>('.ant-modal')!.style.width).toBe('800px')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入旧密码!')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入新密码!')).toBeInTheDocument()
    expect(within(dialog).getByText('请确认新密码!')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('新密码'), 'abc123')
    await user.type(within(dialog).getByLabelText('确认新密码'), 'abc124')
    expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('sends the change with PUT and shows the server message as success', async () => {
    const user = userEvent.setup()
    answer('put', '/sys/user/updatePassword', () => envelope(true, '密码修改成功'))
    renderShell()
    await openUserMenu(user, '密码修改')
    const dialog = await screen.findByRole('dialog', { name: '修改密码' })
    await user.type(within(dialog).getByLabelText('旧密码'), 'old-pass')
    await user.type(within(dialog).getByLabelText('新密码'), 'new-pass1')
    await user.type(within(dialog).getByLabelText('确认新密码'), 'new-pass1')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await toast('密码修改成功')).toBeInTheDocument()
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/sys/user/updatePassword',
        body: { username: 'admin', oldpassword: 'old-pass', password: 'new-pass1', confirmpassword: 'new-pass1' },
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改密码' })).toBeNull())
  })

  it('shows a refusal as a warning and keeps the dialog open', async () => {
    const user = userEvent.setup()
    answer('put', '/sys/user/updatePassword', () => envelope(false, '旧密码输入错误'))
    renderShell()
    await openUserMenu(user, '密码修改')
    const dialog = await screen.findByRole('dialog', { name: '修改密码' })
    await user.type(within(dialog).getByLabelText('旧密码'), 'wrong')
    await user.type(within(dialog).getByLabelText('新密码'), 'new-pass1')
    await user.type(within(dialog).getByLabelText('确认新密码'), 'new-pass1')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    const warning = await toast('旧密码输入错误')
    expect(warning.closest('.ant-message-notice')?.querySelector('.anticon-exclamation-circle')).not.toBeNull()
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument()
  })

  it('refuses without a signed-in user', async () => {
    const user = userEvent.setup()
    session.userInfo = null
    renderShell()
    await openUserMenu(user, '密码修改')
    expect(await toast('当前系统无登录用户!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: '修改密码' })).toBeNull()
  })
})

describe('clear cache', () => {
  it('reloads the dictionaries into the cache', async () => {
    const user = userEvent.setup()
    const dictionaries = { sex: [{ value: '1', text: '男', title: '男', label: '男' }] }
    answer('get', '/sys/dict/refleshCache', () => envelope(true, '刷新缓存完成'))
    answer('get', '/sys/dict/queryAllDictItems', () => envelope(true, '', dictionaries))
    renderShell()
    await openUserMenu(user, '清理缓存')
    expect(await toast('刷新缓存完成！')).toBeInTheDocument()
    expect(requests.map((request) => request.path)).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems'])
    expect(session.dictCache).toEqual(dictionaries)
    expect(JSON.parse(localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA')!).value).toEqual(dictionaries)
  })

  it('reports a failure and keeps the old cache', async () => {
    const user = userEvent.setup()
    session.dictCache = { old: [] }
    answer('get', '/sys/dict/refleshCache', () => envelope(false, '无权限'))
    renderShell()
    await openUserMenu(user, '清理缓存')
    expect(await toast('刷新缓存失败！')).toBeInTheDocument()
    expect(session.dictCache).toEqual({ old: [] })
  })
})

describe('department switch', () => {
  const departs = [
    { id: 'd1', departName: '研发部', orgCode: 'A01' },
    { id: 'd2', departName: '财务部', orgCode: 'A02' },
  ]

  it('requires a choice, then makes it the current department', async () => {
    const user = userEvent.setup()
    answer('get', '/sys/user/getCurrentUserDeparts', () => envelope(true, '', { list: departs, orgCode: 'A01' }))
    answer('put', '/sys/selectDepart', () =>
      envelope(true, '', { userInfo: { id: 'u1', username: 'admin', realname: '管理员', orgCode: 'A02' } }),
    )
    renderShell()
    await openUserMenu(user, '切换部门')
    const dialog = await screen.findByRole('dialog', { name: '部门切换' })
    expect(within(dialog).getByText('当前部门：研发部')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /确\s*认/ }))
    await waitFor(() =>
      expect(dialog.querySelector('.ant-form-item-explain-error')).toHaveTextContent('请选择登录部门'),
    )

    await user.click(within(dialog).getByRole('radio', { name: '财务部' }))
    await user.click(within(dialog).getByRole('button', { name: /确\s*认/ }))
    await waitFor(() => expect(session.userInfo?.orgCode).toBe('A02'))
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      path: '/sys/selectDepart',
      body: { username: 'admin', orgCode: 'A02' },
    })
    expect(JSON.parse(localStorage.getItem('pro__Login_Userinfo')!).value.orgCode).toBe('A02')
  })

  it('warns a user without departments', async () => {
    const user = userEvent.setup()
    answer('get', '/sys/user/getCurrentUserDeparts', () => envelope(true, '', { list: [], orgCode: '' }))
    renderShell()
    await openUserMenu(user, '切换部门')
    expect(await toast('您尚未设置部门信息!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: '部门切换' })).toBeNull()
  })
})

describe('logout', () => {
  it('asks for confirmation before signing out', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('button', { name: '退出登录' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('真的要注销登录吗 ?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }))
    expect(signOut).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: '退出登录' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }))
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('shows why signing out failed', async () => {
    const user = userEvent.setup()
    vi.mocked(signOut).mockRejectedValueOnce(new Error('网络连接失败'))
    renderShell()
    await user.click(screen.getByRole('button', { name: '退出登录' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }))
    expect(await toast('网络连接失败')).toBeInTheDocument()
  })
})

describe('header controls from the keyboard', () => {
  /** Presses Tab until the button named `name` has focus, as a keyboard user would. */
  async function tabToButton(user: ReturnType<typeof userEvent.setup>, name: string) {
    const button = screen.getByRole('button', { name })
    for (let step = 0; step < 60 && document.activeElement !== button; step += 1) await user.tab()
    expect(button).toHaveFocus()
  }

  it('folds and unfolds the side menu with Enter and Space', async () => {
    const user = userEvent.setup()
    renderShell('/isystem/user')
    await tabToButton(user, '收起菜单')
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: '展开菜单' })).toHaveFocus()
    await user.keyboard(' ')
    expect(await screen.findByRole('button', { name: '收起菜单' })).toHaveFocus()
  })

  it('opens the user menu, the menu search and the sign-out question with Enter', async () => {
    const user = userEvent.setup()
    renderShell('/isystem/user')
    await tabToButton(user, '用户菜单')
    await user.keyboard('{Enter}')
    // The menu fades in (antd's motion starts it transparent): it is there at once and shown once the motion is done.
    const settings = await screen.findByRole('menuitem', { name: /系统设置/ })
    await waitFor(() => expect(settings).toBeVisible())

    await tabToButton(user, '搜索菜单')
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('combobox', { name: '搜索菜单' })).toHaveFocus()

    await tabToButton(user, '退出登录')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('真的要注销登录吗 ?')).toBeInTheDocument()
  })
})
