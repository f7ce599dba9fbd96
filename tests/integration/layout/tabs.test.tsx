import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { homePath } from '@/config/env'
import { settings } from '@/layout/settings-store'
import { currentPath, renderShell, serveShell, setWindowWidth } from './render-shell'

serveShell()

const tabBar = () => document.querySelector('.multi-tab') as HTMLElement
const tabTitles = () => [...tabBar().querySelectorAll('.multi-tab-label')].map((label) => label.textContent)
const tabLabel = (title: string) => within(tabBar()).getByText(title)
const closeButton = (title: string) =>
  tabLabel(title).closest('.ant-tabs-tab')!.querySelector('.ant-tabs-tab-remove') as HTMLElement
const activeTab = () => tabBar().querySelector('.ant-tabs-tab-active .multi-tab-label')?.textContent

async function openPages(user: ReturnType<typeof userEvent.setup>, ...titles: string[]) {
  const menu = screen.getAllByRole('menu')[0]
  for (const title of titles) {
    const item = within(menu).getByText(title)
    if (!item.closest('li')?.classList.contains('ant-menu-item')) continue
    await user.click(item)
  }
}

async function openThree(user: ReturnType<typeof userEvent.setup>) {
  renderShell()
  const menu = screen.getAllByRole('menu')[0]
  await user.click(within(menu).getByText('系统管理'))
  await openPages(user, '用户管理', '角色管理')
  await user.click(within(menu).getByText('流程管理'))
  await openPages(user, '流程模型')
}

async function contextAction(user: ReturnType<typeof userEvent.setup>, title: string, action: string) {
  fireEvent.contextMenu(tabLabel(title))
  const item = await screen.findByRole('menuitem', { name: new RegExp(action) })
  expect(item.closest('.ant-dropdown')).toHaveStyle({ zIndex: '9999' })
  await user.click(item)
}

const warning = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeInTheDocument())

describe('multi-tab mode', () => {
  it('opens a tab per page after the pinned home tab', async () => {
    const user = userEvent.setup()
    await openThree(user)
    expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理', '流程模型'])
    expect(activeTab()).toBe('流程模型')
  })

  it('opens no tab for the site root, which leads to the home page', async () => {
    renderShell('/')
    await waitFor(() => expect(currentPath()).toBe(homePath))
    expect(tabTitles()).toEqual(['首页'])
  })

  it('activates an open tab by clicking it, without adding another', async () => {
    const user = userEvent.setup()
    await openThree(user)
    await user.click(tabLabel('用户管理'))
    expect(currentPath()).toBe('/isystem/user')
    expect(tabTitles()).toHaveLength(4)
    expect(activeTab()).toBe('用户管理')
  })

  it('closes a tab and moves to its neighbour; home has no close button', async () => {
    const user = userEvent.setup()
    await openThree(user)
    expect(closeButton('首页')).toBeNull()
    await user.click(closeButton('流程模型'))
    expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理'])
    expect(currentPath()).toBe('/isystem/role')
  })

  /**
   * Closing the open page and at once opening it again from the menu: the move to the neighbour never draws, and the
   * page drawn is the one closed, at the address it had. Its tab comes back: the shell records every visit, not only
   * a change of address (the warm-navigation bench hung on the page shown without a tab, and the next menu click on it
   * opened none).
   */
  it('opens the tab again of a page closed and reopened before the neighbour drew', async () => {
    const user = userEvent.setup()
    await openThree(user)
    await user.click(tabLabel('角色管理'))
    const menuItem = within(screen.getAllByRole('menu')[0]).getByText('角色管理')
    act(() => {
      closeButton('角色管理').click()
      menuItem.click()
    })
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理', '流程模型', '角色管理']))
    expect(activeTab()).toBe('角色管理')
    expect(currentPath()).toBe('/isystem/role')
  })

  it('refuses to close home (middle click) and the last page', async () => {
    const user = userEvent.setup()
    await openThree(user)
    fireEvent.mouseDown(tabLabel('首页'), { button: 1 })
    await warning('首页不能关闭!')
    expect(tabTitles()).toContain('首页')

    settings.multipage = false
    await waitFor(() => expect(document.querySelector('.multi-tab')).toBeNull())
    settings.multipage = true
    await waitFor(() => expect(tabTitles()).toEqual(['流程模型']))
    fireEvent.mouseDown(tabLabel('流程模型'), { button: 1 })
    await warning('这是最后一页，不能再关闭了啦')
    expect(tabTitles()).toEqual(['流程模型'])
  })

  it('closes the tabs to the left, keeping home', async () => {
    const user = userEvent.setup()
    await openThree(user)
    await contextAction(user, '角色管理', '关闭左侧')
    expect(tabTitles()).toEqual(['首页', '角色管理', '流程模型'])
    expect(currentPath()).toBe('/bpm/model')
  })

  it('closes the tabs to the right, activating the chosen one', async () => {
    const user = userEvent.setup()
    await openThree(user)
    await contextAction(user, '用户管理', '关闭右侧')
    expect(tabTitles()).toEqual(['首页', '用户管理'])
    expect(currentPath()).toBe('/isystem/user')
  })

  it('closes the others, keeping home', async () => {
    const user = userEvent.setup()
    await openThree(user)
    await contextAction(user, '角色管理', '关闭其它')
    expect(tabTitles()).toEqual(['首页', '角色管理'])
    expect(currentPath()).toBe('/isystem/role')
  })

  it('refreshes a page by re-mounting it', async () => {
    const user = userEvent.setup()
    await openThree(user)
    expect(screen.getByText('流程模型第1次挂载')).toBeInTheDocument()
    await contextAction(user, '流程模型', '刷新')
    expect(await screen.findByText('流程模型第2次挂载')).toBeInTheDocument()
    expect(tabTitles()).toHaveLength(4)
  })

  it('keeps keep-alive pages mounted behind other tabs and drops them on close', async () => {
    const user = userEvent.setup()
    await openThree(user)
    await user.click(tabLabel('用户管理'))
    await user.type(screen.getByLabelText('用户管理备注'), '草稿')
    await user.click(tabLabel('流程模型'))
    expect(screen.getByLabelText('用户管理备注')).not.toBeVisible()
    await user.click(tabLabel('用户管理'))
    expect(screen.getByLabelText('用户管理备注')).toHaveValue('草稿')
    expect(screen.getByText('用户管理第1次挂载')).toBeVisible()

    await user.click(tabLabel('流程模型'))
    await user.click(closeButton('用户管理'))
    expect(screen.queryByLabelText('用户管理备注')).toBeNull()
    await openPages(user, '用户管理')
    expect(screen.getByLabelText('用户管理备注')).toHaveValue('')
    expect(screen.getByText('用户管理第2次挂载')).toBeInTheDocument()
  })

  it('never keeps the workflow editor alive', async () => {
    const user = userEvent.setup()
    renderShell('/bpm/modelEditor')
    await user.click(await within(tabBar()).findByText('首页'))
    expect(screen.queryByText('流程设计器内容')).toBeNull()
  })

  it('keeps only the current page when multi-tab mode is turned off', async () => {
    const user = userEvent.setup()
    await openThree(user)
    settings.multipage = false
    await waitFor(() => expect(document.querySelector('.multi-tab')).toBeNull())
    await user.click(within(screen.getAllByRole('menu')[0]).getByText('用户管理'))
    settings.multipage = true
    await waitFor(() => expect(tabTitles()).toEqual(['用户管理']))
  })

  it('is not shown on mobile', () => {
    setWindowWidth(375)
    renderShell('/isystem/user')
    expect(document.querySelector('.multi-tab')).toBeNull()
  })
})

describe('multi-tab actions from the keyboard', () => {
  /** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
  async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
    for (let step = 0; step < 60 && document.activeElement !== target; step += 1) await user.tab()
    expect(target).toHaveFocus()
  }

  /**
   * Picks the tab of `title` with the arrow keys and Enter, reaches the current tab's action button with Tab, opens
   * its menu with `key` and runs the focused first action (刷新) with Enter. The Enter goes through fireEvent because rc-menu reads the legacy keyCode, which user-event leaves unset;
   * walking the items with the arrow keys needs a real layout and is covered end to end.
   */
  async function refreshFromKeyboard(user: ReturnType<typeof userEvent.setup>, title: string, key: string) {
    await tabTo(user, within(tabBar()).getByRole('tab', { selected: true }))
    const selected = () => within(tabBar()).getByRole('tab', { selected: true }).textContent ?? ''
    for (let step = 0; step < 5 && !selected().includes(title); step += 1) await user.keyboard('{ArrowLeft}{Enter}')
    expect(selected()).toContain(title)
    await tabTo(user, screen.getByRole('button', { name: '当前页签操作' }))
    await user.keyboard(key)
    const refresh = await screen.findByRole('menuitem', { name: /刷新/ })
    await waitFor(() => expect(refresh).toHaveFocus())
    fireEvent.keyDown(refresh, { key: 'Enter', keyCode: 13, which: 13 })
  }

  it('opens the action menu of a tab with Enter and refreshes its page', async () => {
    const user = userEvent.setup()
    await openThree(user)
    await refreshFromKeyboard(user, '流程模型', '{Enter}')
    expect(await screen.findByText('流程模型第2次挂载')).toBeInTheDocument()
    expect(tabTitles()).toHaveLength(4)
  })

  it('picks another tab with the arrow keys and opens its actions with Space', async () => {
    const user = userEvent.setup()
    await openThree(user)
    await refreshFromKeyboard(user, '用户管理', ' ')
    expect(await screen.findByText('用户管理第2次挂载')).toBeInTheDocument()
    expect(currentPath()).toBe('/isystem/user')
  })

  it('closes the active tab with its close button, named 关闭', async () => {
    const user = userEvent.setup()
    await openThree(user)
    const activeTabNode = tabBar().querySelector('.ant-tabs-tab-active') as HTMLElement
    await tabTo(user, within(activeTabNode).getByRole('tab', { name: '关闭' }))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理']))
  })
})
