import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { platformName } from '@/config/env'
import { settings } from '@/layout/settings-store'
import { currentPath, MENU, renderShell, route, serveShell, setWindowWidth } from './render-shell'

serveShell()

const sideMenu = () => screen.getAllByRole('menu')[0]
const menuItem = (title: string) => within(sideMenu()).getByText(title).closest('li')
const submenu = (title: string) => within(sideMenu()).getByText(title).closest('[aria-expanded]') as HTMLElement

describe('side menu', () => {
  it('opens the ancestors of the current page and selects it', () => {
    renderShell('/isystem/org/depart')
    expect(submenu('系统管理')).toHaveAttribute('aria-expanded', 'true')
    expect(submenu('组织机构')).toHaveAttribute('aria-expanded', 'true')
    expect(within(sideMenu()).getByText('部门管理').closest('li')).toHaveClass('ant-menu-item-selected')
  })

  it('keeps one root submenu open at a time', async () => {
    const user = userEvent.setup()
    renderShell('/isystem/user')
    // 流程管理 was never open: its items come as it opens (menu-items.tsx).
    expect(within(sideMenu()).queryByText('流程模型')).toBeNull()
    await user.click(within(sideMenu()).getByText('流程管理'))
    expect(submenu('流程管理')).toHaveAttribute('aria-expanded', 'true')
    expect(submenu('系统管理')).toHaveAttribute('aria-expanded', 'false')
    await user.click(within(sideMenu()).getByText('流程模型'))
    expect(currentPath()).toBe('/bpm/model')
  })

  it('marks the submenu that holds the current page, closed or collapsed to its icon', async () => {
    const user = userEvent.setup()
    settings.sidebarOpened = false
    renderShell('/isystem/org/depart')
    const root = (key: string) => sideMenu().querySelector(`[data-menu-id$="${key}"]`)?.closest('li')
    expect(root('/isystem')).toHaveClass('ant-menu-submenu-selected')
    expect(root('/bpm')).not.toHaveClass('ant-menu-submenu-selected')

    await user.click(screen.getByRole('button', { name: '展开菜单' }))
    await user.click(within(sideMenu()).getByText('系统管理'))
    expect(submenu('系统管理')).toHaveAttribute('aria-expanded', 'false')
    expect(root('/isystem')).toHaveClass('ant-menu-submenu-selected')
  })

  it('collapses to 80 px, clearing the open submenus, and restores them on expanding', async () => {
    const user = userEvent.setup()
    const { container } = renderShell('/isystem/user')
    const sider = container.querySelector('.ant-layout-sider') as HTMLElement
    expect(sider.style.width).toBe('200px')

    await user.click(screen.getByRole('button', { name: '收起菜单' }))
    expect(sider.style.width).toBe('80px')
    expect(container.querySelector('.ant-menu-submenu-open')).toBeNull()
    expect(settings.sidebarOpened).toBe(false)
    expect(JSON.parse(localStorage.getItem('pro__SIDEBAR_TYPE')!).value).toBe(false)

    await user.click(screen.getByRole('button', { name: '展开菜单' }))
    expect(sider.style.width).toBe('200px')
    expect(submenu('系统管理')).toHaveAttribute('aria-expanded', 'true')
  })

  it('navigates on click and opens external items in a new window', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderShell()
    await user.click(within(sideMenu()).getByText('系统管理'))
    await user.click(within(sideMenu()).getByText('角色管理'))
    expect(currentPath()).toBe('/isystem/role')
    // The highlight follows the address once the page has drawn (NavMenu's useSettledKeys): one item at a time.
    await waitFor(() => expect(menuItem('角色管理')).toHaveClass('ant-menu-item-selected'))
    expect(sideMenu().querySelectorAll('.ant-menu-item-selected')).toHaveLength(1)

    await user.click(within(sideMenu()).getByText('开发文档'))
    expect(open).toHaveBeenCalledWith('http://doc.example.com', '_blank', 'noopener')
    expect(currentPath()).toBe('/isystem/role')
  })

  it('names a top-level item in a tooltip only while collapsed to its icon', async () => {
    const user = userEvent.setup()
    renderShell('/isystem/user')
    // Collapsed, an item without an icon shows its first character only: found by its key (rc-menu's data-menu-id).
    const docs = () => sideMenu().querySelector('li[data-menu-id$="/docs"]') as HTMLElement
    await user.hover(docs())
    await user.unhover(docs())
    expect(screen.queryByRole('tooltip')).toBeNull()

    await user.click(screen.getByRole('button', { name: '收起菜单' }))
    expect(docs()).toHaveTextContent(/^开$/)
    await user.hover(docs())
    expect(await screen.findByRole('tooltip')).toHaveTextContent('开发文档')
  })

  it('is 208 px wide when fixed', () => {
    settings.fixedSidebar = true
    const { container } = renderShell()
    const sider = container.querySelector('.ant-layout-sider') as HTMLElement
    expect(sider).toHaveClass('fixed')
    expect(sider.style.width).toBe('208px')
    expect((container.querySelector('.main-layout') as HTMLElement).style.paddingLeft).toBe('208px')
  })

  it('follows the dark or light theme', () => {
    settings.navTheme = 'dark'
    const { container } = renderShell()
    expect(container.querySelector('.ant-layout-sider')).toHaveClass('ant-layout-sider-dark')
    expect(sideMenu()).toHaveClass('ant-menu-dark')
  })
})

describe('responsive layout', () => {
  it('closes the sidebar under 1088 px and reopens it on desktop', () => {
    const { container } = renderShell()
    const sider = () => container.querySelector('.ant-layout-sider') as HTMLElement
    setWindowWidth(1000)
    expect(sider().style.width).toBe('80px')
    setWindowWidth(1300)
    expect(sider().style.width).toBe('200px')
  })

  it('shows the menu in a 200 px left drawer on mobile, closing it after a choice', async () => {
    const user = userEvent.setup()
    setWindowWidth(375)
    const { container } = renderShell()
    expect(container.querySelector('.ant-layout-sider')).toBeNull()
    await user.click(screen.getByRole('button', { name: '展开菜单' }))
    const drawer = await waitFor(() => {
      const wrapper = document.querySelector<HTMLElement>('.menu-drawer.ant-drawer-open .ant-drawer-content-wrapper')
      if (!wrapper) throw new Error('drawer not open')
      return wrapper
    })
    expect(drawer.style.width).toBe('200px')
    await user.click(within(drawer).getByText('系统管理'))
    await user.click(within(drawer).getByText('用户管理'))
    expect(currentPath()).toBe('/isystem/user')
    await waitFor(() => expect(document.querySelector('.menu-drawer.ant-drawer-open')).toBeNull())
  })
})

describe('header and page frame', () => {
  it('greets by the time of the page opened last', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(2026, 10, 30, 10, 30))
      const user = userEvent.setup()
      renderShell('/isystem/user')
      const welcome = () => document.querySelector('.header-welcome')!.textContent
      expect(welcome()).toMatch(/^上午好，管理员/)
      vi.setSystemTime(new Date(2026, 10, 30, 15, 0))
      await user.click(within(sideMenu()).getByText('角色管理'))
      expect(welcome()).toMatch(/^下午好，管理员/)
    } finally {
      vi.useRealTimers()
    }
  })

  it('greets the user with a rest suggestion on desktop in side-menu mode', () => {
    renderShell()
    const welcome = document.querySelector('.header-welcome') as HTMLElement
    expect(welcome.textContent).toMatch(/^(早上好|上午好|中午好|下午好|晚上好)，管理员，欢迎进入/)
    expect(welcome.textContent).toMatch(/休息一会儿吧|准备吃什么呢\?|要不要打一把 DOTA|我猜你可能累了/)
    setWindowWidth(1000)
    expect(document.querySelector('.header-welcome')!.textContent).toBe(platformName)
  })

  it('shows breadcrumbs from home through the route chain and the page title', () => {
    renderShell('/isystem/org/depart')
    const header = screen.getByTestId('page-header')
    const crumbs = within(header)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace('/', '').trim())
    expect(crumbs.filter(Boolean)).toEqual(['首页', '系统管理', '组织机构', '部门管理'])
    expect(within(header).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard/analysis')
    expect(within(header).getByRole('heading', { name: '部门管理' })).toBeInTheDocument()
  })

  it('shows the route meta description, links and header tabs, a tab choosing the tab query parameter', async () => {
    const user = userEvent.setup()
    const page = route('/guide', '使用说明', [], {
      description: '本页介绍系统的基本用法',
      links: [{ title: '帮助中心', href: 'https://help.example.com' }],
      tabs: [
        { key: 'basic', title: '基础' },
        { key: 'advanced', title: '进阶' },
      ],
    })
    renderShell('/guide', [...MENU, page])
    const header = screen.getByTestId('page-header')
    expect(within(header).getByText('本页介绍系统的基本用法')).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', 'https://help.example.com')
    expect(within(header).getByRole('tab', { name: '基础' })).toHaveAttribute('aria-selected', 'true')
    await user.click(within(header).getByRole('tab', { name: '进阶' }))
    expect(currentPath()).toBe('/guide?tab=advanced')
    expect(within(header).getByRole('tab', { name: '进阶' })).toHaveAttribute('aria-selected', 'true')
  })

  it('hides the header content when the route asks for it', () => {
    renderShell('/quiet')
    expect(screen.queryByTestId('page-header')).toBeNull()
    expect(screen.getByText('静默页内容')).toBeInTheDocument()
  })

  it('shows a menu title holding {{ }}, ${ }, < and javascript: as typed in the menu, the heading and the window title', async () => {
    const hostile = '{{ 1 + 1 }} ${x} <b>javascript:alert(1) }}'
    renderShell('/stored', [...MENU, route('/stored', hostile)])
    expect(within(sideMenu()).getByText(hostile)).toBeInTheDocument()
    expect(within(screen.getByTestId('page-header')).getByRole('heading', { name: hostile })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`${hostile} · ${platformName}`))
    expect(document.querySelector('b')).toBeNull()
  })

  it('titles the window with the page and the platform, the platform alone on the dashboard', async () => {
    const user = userEvent.setup()
    renderShell()
    expect(document.title).toBe(platformName)
    await user.click(within(sideMenu()).getByText('系统管理'))
    await user.click(within(sideMenu()).getByText('用户管理'))
    expect(document.title).toBe(`用户管理 · ${platformName}`)
  })

  it('links the logo to the dashboard and shows the 2021 copyright with the design library link', () => {
    renderShell('/isystem/user')
    expect(screen.getByRole('link', { name: `${platformName} 首页` })).toHaveAttribute('href', '/dashboard/analysis')
    expect(screen.getByText(`Copyright © 2021 ${platformName}`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ant Design' })).toHaveAttribute('href', 'https://ant.design')
  })

  it('switches to a horizontal top menu with the user area on the right', () => {
    settings.layout = 'topmenu'
    const { container } = renderShell('/isystem/user')
    expect(container.querySelector('.ant-layout-sider')).toBeNull()
    expect(sideMenu()).toHaveClass('ant-menu-horizontal')
    expect(container.querySelector('.header-index-right .user-wrapper')).not.toBeNull()
    expect(container.querySelector('.header-welcome')).toBeNull()
  })

  it('hides a fixed header after 100 px of scrolling when auto-hide is on', () => {
    settings.fixedHeader = true
    settings.autoHideHeader = true
    const { container } = renderShell()
    const header = container.querySelector('.global-header') as HTMLElement
    expect(header.style.position).toBe('fixed')
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 150 })
    window.dispatchEvent(new Event('scroll'))
    return waitFor(() => expect(header.style.transform).toBe('translateY(-64px)'))
  })

  it('applies colour-weak mode to the page', () => {
    settings.colorWeak = true
    renderShell()
    expect(document.body).toHaveClass('colorWeak')
  })
})
