import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import Login from '@/pages/user/Login'
import { session } from '@/session/session-store'
import { serveInTests } from '../../support/msw'

const server = setupServer()
let captchaRequests = 0

serveInTests(server)
afterEach(() => {
  server.resetHandlers()
  captchaRequests = 0
})

const envelope = (fields: Record<string, unknown>) =>
  HttpResponse.json({ success: true, message: '', code: 0, result: null, timestamp: 1, ...fields })

function answerLogin(answer: () => Response): void {
  server.use(
    mswHttp.get('*/jeecg-boot/sys/randomImage/:key', () => {
      captchaRequests += 1
      return envelope({ result: `data:image/png;base64,${captchaRequests}` })
    }),
    mswHttp.post('*/jeecg-boot/sys/login', answer),
  )
}

function renderLogin(): void {
  render(
    <MemoryRouter initialEntries={['/user/login']}>
      <Routes>
        <Route path="/user/login" element={<Login />} />
        <Route path="*" element={<p>已进入</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

async function submit(): Promise<void> {
  const user = userEvent.setup()
  renderLogin()
  await screen.findByAltText('验证码')
  await user.type(screen.getByLabelText('帐户名'), 'admin')
  await user.type(screen.getByLabelText('密码'), '123456')
  await user.type(screen.getByLabelText('验证码'), 'abcd')
  await user.click(screen.getByRole('button', { name: '登 录' }))
}

describe('the login page with answers a user could meet', () => {
  it('says which fields are empty, puts the cursor in the first and sends nothing until they are filled', async () => {
    let logins = 0
    answerLogin(() => {
      logins += 1
      return envelope({ success: false, code: 500, message: '用户名或密码错误' })
    })
    const user = userEvent.setup()
    renderLogin()
    await screen.findByAltText('验证码')
    await user.type(screen.getByLabelText('密码'), '123456')
    await user.click(screen.getByRole('button', { name: '登 录' }))
    expect(await screen.findByText('请输入用户名!')).toBeInTheDocument()
    expect(screen.getByText('请输入验证码!')).toBeInTheDocument()
    expect(screen.queryByText('请输入密码!')).toBeNull()
    const username = screen.getByLabelText('帐户名')
    expect(username).toHaveFocus()
    expect(username).toHaveAttribute('aria-invalid', 'true')
    expect(username).toHaveAccessibleDescription('请输入用户名!')
    await user.type(username, 'admin')
    expect(screen.queryByText('请输入用户名!')).toBeNull()
    expect(username).toHaveAttribute('aria-invalid', 'false')
    await user.clear(screen.getByLabelText('密码'))
    expect(screen.getByText('请输入密码!')).toBeInTheDocument()
    expect(logins).toBe(0)
  })

  it('loads the phone sign-in form when it is chosen', async () => {
    answerLogin(() => envelope({}))
    const user = userEvent.setup()
    renderLogin()
    await user.click(screen.getByText('手机号登录'))
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument()
    expect(screen.queryByLabelText('帐户名')).toBeNull()
  })

  it('shows the server message for a refused login and draws a new captcha', async () => {
    answerLogin(() => envelope({ success: false, code: 500, message: '用户名或密码错误' }))
    await submit()
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument()
    await waitFor(() => expect(captchaRequests).toBe(2))
    expect(screen.getByLabelText('帐户名')).toHaveValue('admin')
  })

  it('marks the captcha field on code 412 and draws a new one', async () => {
    answerLogin(() => envelope({ success: false, code: 412, message: '验证码错误' }))
    await submit()
    expect((await screen.findAllByText('验证码错误')).length).toBeGreaterThan(0)
    expect(screen.getByLabelText('验证码')).toHaveValue('')
    await waitFor(() => expect(captchaRequests).toBe(2))
  })

  it('does not enter on success:true without code 200 (login answers need both)', async () => {
    answerLogin(() => envelope({ success: true, code: 0, message: '手机验证码错误' }))
    await submit()
    expect(await screen.findByText('手机验证码错误')).toBeInTheDocument()
    expect(screen.queryByText('已进入')).toBeNull()
  })

  it('says so when a “successful” answer lacks the token and user, instead of doing nothing', async () => {
    answerLogin(() => envelope({ code: 200, message: '登录成功', result: null }))
    await submit()
    expect(await screen.findByText('服务器返回的登录信息不完整')).toBeInTheDocument()
    expect(screen.queryByText('已进入')).toBeNull()
    expect(session.token).toBe('')
  })
})
