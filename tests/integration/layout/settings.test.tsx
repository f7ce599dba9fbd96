import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { loadSettings, settings } from '@/layout/settings-store'
import { renderShell, serveShell } from './render-shell'

serveShell()

const stored = (name: string) =>
  JSON.parse(localStorage.getItem(`pro__${name}`) ?? 'null') as { value: unknown; expire: number | null } | null

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(screen.getByRole('button', { name: '用户菜单' }))
  await user.click(await screen.findByRole('menuitem', { name: /系统设置/ }))
  return screen.findByRole('dialog', { name: '系统设置' })
}

describe('settings drawer', () => {
  it('opens from 系统设置 in the user menu', async () => {
    const user = userEvent.setup()
    renderShell()
    const drawer = await openDrawer(user)
    for (const label of ['固定 Header', '下滑时隐藏 Header', '固定侧边菜单', '色弱模式', '多页签模式']) {
      expect(within(drawer).getByRole('switch', { name: label })).toBeInTheDocument()
    }
    expect(
      within(drawer).getAllByRole('button', { name: /拂晓蓝|薄暮|火山|日暮|明青|极光绿|极客蓝|酱紫/ }),
    ).toHaveLength(8)
  })

  it('applies the menu theme and navigation mode at once and keeps them', async () => {
    const user = userEvent.setup()
    const { container } = renderShell()
    const drawer = await openDrawer(user)
    await user.click(within(drawer).getByText('暗色菜单风格'))
    expect(container.querySelector('.ant-layout-sider')).toHaveClass('ant-layout-sider-dark')
    expect(stored('DEFAULT_THEME')).toEqual({ value: 'dark', expire: null })

    await user.click(within(drawer).getByText('顶部栏导航'))
    expect(container.querySelector('.ant-layout-sider')).toBeNull()
    expect(container.querySelector('.ant-menu-horizontal')).not.toBeNull()
    expect(stored('DEFAULT_LAYOUT_MODE')?.value).toBe('topmenu')
  })

  it('offers Fluid width only for the top menu', async () => {
    const user = userEvent.setup()
    renderShell()
    const drawer = await openDrawer(user)
    const widthOptions = async () => {
      await user.click(within(drawer).getByRole('combobox', { name: '内容区域宽度' }))
      const shown = await waitFor(() => {
        const options = document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content',
        )
        if (!options.length) throw new Error('dropdown not open')
        return [...options].map((option) => option.textContent)
      })
      // Choosing 固定 closes the list (Escape would close the drawer too).
      await user.click(
        document.querySelector(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ) as HTMLElement,
      )
      await waitFor(() =>
        expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull(),
      )
      return shown
    }
    expect(await widthOptions()).toEqual(['固定'])
    await user.click(within(drawer).getByText('顶部栏导航'))
    expect(await widthOptions()).toEqual(['固定', '流式'])
  })

  it('lets the header hide on scroll only when it is fixed', async () => {
    const user = userEvent.setup()
    renderShell()
    const drawer = await openDrawer(user)
    const autoHide = within(drawer).getByRole('switch', { name: '下滑时隐藏 Header' })
    expect(autoHide).toBeDisabled()
    await user.click(within(drawer).getByRole('switch', { name: '固定 Header' }))
    expect(autoHide).toBeEnabled()
    await user.click(autoHide)
    expect(settings.autoHideHeader).toBe(true)
    await user.click(within(drawer).getByRole('switch', { name: '固定 Header' }))
    expect(autoHide).toBeDisabled()
    expect(autoHide).not.toBeChecked()
    expect(stored('DEFAULT_FIXED_HEADER_HIDDEN')?.value).toBe(false)
  })

  it('disables the fixed side menu for the top menu', async () => {
    const user = userEvent.setup()
    renderShell()
    const drawer = await openDrawer(user)
    const fixedSider = within(drawer).getByRole('switch', { name: '固定侧边菜单' })
    await user.click(fixedSider)
    expect(settings.fixedSidebar).toBe(true)
    await user.click(within(drawer).getByText('顶部栏导航'))
    expect(fixedSider).toBeDisabled()
    expect(fixedSider).not.toBeChecked()
  })

  it('changes the primary colour with a loading message', async () => {
    const user = userEvent.setup()
    renderShell()
    const drawer = await openDrawer(user)
    // The loading message may last only a frame or two: record it when it appears instead of polling for it.
    let loadingShown = false
    const observer = new MutationObserver(() => {
      loadingShown ||= document.body.textContent?.includes('正在编译主题！') ?? false
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    await user.click(within(drawer).getByRole('button', { name: '酱紫' }))
    await waitFor(() => expect(settings.primaryColor).toBe('#722ED1'))
    observer.disconnect()
    expect(loadingShown).toBe(true)
    expect(stored('DEFAULT_COLOR')?.value).toBe('#722ED1')
    expect(within(drawer).getByRole('button', { name: '酱紫' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(screen.queryByText('正在编译主题！')).toBeNull())
  })

  it('reports a colour this browser cannot keep as a failed theme change and keeps the old one', async () => {
    const user = userEvent.setup()
    renderShell()
    const drawer = await openDrawer(user)
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('storage is full', 'QuotaExceededError')
    })
    try {
      await user.click(within(drawer).getByRole('button', { name: '明青' }))
      expect(await screen.findByText('主题更新失败！')).toBeInTheDocument()
    } finally {
      setItem.mockRestore()
    }
    expect(settings.primaryColor).toBe('#1890FF')
    expect(within(drawer).getByRole('button', { name: '拂晓蓝' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('turns colour-weak and multi-tab mode on and off', async () => {
    const user = userEvent.setup()
    renderShell('/isystem/user')
    const drawer = await openDrawer(user)
    await user.click(within(drawer).getByRole('switch', { name: '色弱模式' }))
    expect(document.body).toHaveClass('colorWeak')
    await user.click(within(drawer).getByRole('switch', { name: '多页签模式' }))
    await waitFor(() => expect(document.querySelector('.multi-tab')).toBeNull())
    expect(stored('DEFAULT_MULTI_PAGE')?.value).toBe(false)
  })
})

describe('stored settings', () => {
  it('are read back under the pro__ prefix, ignoring values that are not settings', () => {
    const keep = (name: string, value: unknown) =>
      localStorage.setItem(`pro__${name}`, JSON.stringify({ value, expire: null }))
    keep('DEFAULT_LAYOUT_MODE', 'topmenu')
    keep('DEFAULT_COLOR', '#13C2C2')
    keep('DEFAULT_MULTI_PAGE', false)
    keep('DEFAULT_THEME', 'purple')
    expect(loadSettings()).toMatchObject({
      layout: 'topmenu',
      primaryColor: '#13C2C2',
      multipage: false,
      navTheme: 'light',
    })
  })
})
