import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { homePath, platformName } from '@/config/env'
import Exception403 from '@/pages/exception/Exception403'
import Exception404 from '@/pages/exception/Exception404'
import Exception500 from '@/pages/exception/Exception500'
import Fail from '@/pages/result/Fail'
import Success from '@/pages/result/Success'
import TestHome from '@/pages/test/TestHome'
import UserLayout from '@/pages/user/UserLayout'

afterEach(cleanup)

function Where() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

/** The page at `path`, reached from `from` so that "back" has somewhere to go. */
function renderPage(Page: ComponentType, path: string, from = '/isystem/user') {
  render(
    <MemoryRouter initialEntries={[from, path]} initialIndex={1}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

const location = () => screen.getByTestId('location').textContent

describe('exception pages', () => {
  it.each([
    ['/exception/403', Exception403, '403', '抱歉，你无权访问该页面'],
    ['/404', Exception404, '404', '抱歉，你访问的页面不存在或仍在开发中'],
    ['/exception/500', Exception500, '500', '抱歉，服务器出错了'],
  ] as const)('%s explains itself and leads back home', async (path, Page, status, text) => {
    const user = renderPage(Page, path)
    expect(screen.getByText(status)).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '返回首页' }))
    expect(location()).toBe(homePath)
  })
})

describe('result pages', () => {
  it('success leads home', async () => {
    const user = renderPage(Success, '/result/success')
    expect(screen.getByText('提交成功')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '返回首页' }))
    expect(location()).toBe(homePath)
  })

  it('failure goes back to the form it came from', async () => {
    const user = renderPage(Fail, '/result/fail', '/isystem/user')
    expect(screen.getByText('提交失败')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '返回修改' }))
    expect(location()).toBe('/isystem/user')
  })
})

describe('/test/home', () => {
  it('shows the test page', () => {
    renderPage(TestHome, '/test/home')
    expect(screen.getByText('测试页')).toBeInTheDocument()
    expect(screen.getByText(/这是测试页面/)).toBeInTheDocument()
  })
})

describe('login layout', () => {
  it('shows the platform title, the 管理系统 subtitle and the copyright footer around the form', () => {
    render(
      <MemoryRouter initialEntries={['/user/login']}>
        <Routes>
          <Route element={<UserLayout />}>
            <Route path="/user/login" element={<p>登录表单</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: platformName })).toBeInTheDocument()
    expect(screen.getByText('管理系统')).toBeInTheDocument()
    expect(screen.getByText('登录表单')).toBeInTheDocument()
    expect(screen.getByText(`Copyright © 2021 ${platformName}`)).toBeInTheDocument()
  })
})
