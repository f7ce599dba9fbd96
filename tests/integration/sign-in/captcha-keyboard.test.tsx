import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import Login from '@/pages/user/Login'

const server = setupServer()
let captchaRequests = 0

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  captchaRequests = 0
})
afterAll(() => server.close())

function answerCaptcha(): void {
  server.use(
    mswHttp.get('*/jeecg-boot/sys/randomImage/:key', () => {
      captchaRequests += 1
      return HttpResponse.json({
        success: true,
        message: '',
        code: 0,
        result: `data:image/png;base64,${captchaRequests}`,
        timestamp: 1,
      })
    }),
  )
}

const captchaSource = () => screen.getByAltText('验证码').getAttribute('src')

describe('the captcha refresh from the keyboard', () => {
  it('is a button reached with Tab after the captcha field; Enter and Space each draw a new captcha', async () => {
    answerCaptcha()
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/user/login']}>
        <Login />
      </MemoryRouter>,
    )
    await screen.findByAltText('验证码')
    const refresh = screen.getByRole('button', { name: '刷新验证码' })

    screen.getByLabelText('验证码').focus()
    await user.tab()
    expect(refresh).toHaveFocus()

    await user.keyboard('{Enter}')
    await waitFor(() => expect(captchaSource()).toBe('data:image/png;base64,2'))
    await user.keyboard(' ')
    await waitFor(() => expect(captchaSource()).toBe('data:image/png;base64,3'))
  })
})
