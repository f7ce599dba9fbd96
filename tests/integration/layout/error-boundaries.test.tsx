import { render, screen, waitFor, within } from '@testing-library/react'
import { lazy } from 'react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { homePath } from '@/config/env'
import { AppCrash } from '@/layout/CrashResults'
import { ErrorBoundary } from '@/layout/ErrorBoundary'
import { currentPath, MENU, renderShell, serveShell } from './render-shell'

serveShell()

let broken = true

function BrokenPage(): never | string {
  if (broken) throw new Error("Cannot read properties of undefined (reading 'records')")
  return '角色列表已恢复'
}

const renderBroken = () =>
  renderShell('/isystem/role', MENU, (route) => (route.path === '/isystem/role' ? <BrokenPage /> : undefined))

describe('a page that throws while rendering', () => {
  beforeEach(() => {
    broken = true
    // React reports the caught error on the console; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('shows an error result in its place while the menu keeps working, and renders again on 重试', async () => {
    const user = userEvent.setup()
    renderBroken()
    expect(await screen.findByText('页面出错了')).toBeInTheDocument()
    expect(screen.getByText("Cannot read properties of undefined (reading 'records')")).toBeInTheDocument()

    broken = false
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByText('角色列表已恢复')).toBeInTheDocument()
  })

  it('says in Chinese that a page’s code could not be downloaded, never the browser’s English', async () => {
    const missing = 'Failed to fetch dynamically imported module: http://localhost/assets/ComponentPage-x1.js'
    const Unfetched = lazy(() => Promise.reject(new TypeError(missing)))
    renderShell('/isystem/role', MENU, (route) => (route.path === '/isystem/role' ? <Unfetched /> : undefined))
    const crash = (await screen.findByText('页面出错了')).closest('.ant-result, [role="alert"]')
    // The whole result is compared, so a failure names the reason the page gave instead.
    await waitFor(() => expect(crash?.textContent).toContain('页面文件下载失败，请检查网络后重试或刷新页面'))
    expect(screen.queryByText(missing)).toBeNull()
  })

  it('shows a page whose code is still on its way as loading in its own frame, the menu drawn around it', async () => {
    const Arriving = lazy(() => new Promise<never>(() => undefined))
    renderShell('/isystem/role', MENU, (route) => (route.path === '/isystem/role' ? <Arriving /> : undefined))
    const frame = await waitFor(() => document.querySelector<HTMLElement>('.page-frame')!)
    expect(await within(frame).findByRole('status')).toHaveTextContent('加载中...')
    expect(within(screen.getAllByRole('menu')[0]).getByText('用户管理')).toBeInTheDocument()
  })

  it('lets the user leave through the menu', async () => {
    const user = userEvent.setup()
    renderBroken()
    await screen.findByText('页面出错了')
    await user.click(within(screen.getAllByRole('menu')[0]).getByText('用户管理'))
    expect(await screen.findByText('用户管理内容')).toBeInTheDocument()
    expect(currentPath()).toBe('/isystem/user')
  })

  it('takes the user home on 返回首页', async () => {
    const user = userEvent.setup()
    renderBroken()
    await user.click(await screen.findByRole('button', { name: '返回首页' }))
    expect(currentPath()).toBe(homePath)
  })
})

describe('the signed-in app failing as a whole', () => {
  it('offers a reload instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <ErrorBoundary fallback={(error) => <AppCrash error={error} />}>
        <BrokenPage />
      </ErrorBoundary>,
    )
    expect(await screen.findByText('系统出错了')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument()
  })
})
