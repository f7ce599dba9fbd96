// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import type { UserPermission } from '@/generated/entities'
import { call, login, tokenOf } from './support'
import { serveInTests } from '../../support/msw'

const { server, reset } = createTestServer()

serveInTests(server)
afterEach(() => reset())

const sms = (mobile: string, smsmode: string) => call('/sys/sms', { method: 'POST', body: { mobile, smsmode } })

/** The code "delivered" to a phone, read from the mock-only outbox like the e2e tests do. */
async function lastCode(mobile: string): Promise<string> {
  const { body } = await call<Array<{ code: string }>>(`/__mock__/sms-outbox?mobile=${mobile}`)
  return body.result[0].code
}

describe('SMS codes', () => {
  it('sends a login code once per 10 minutes and delivers it to the outbox', async () => {
    expect((await sms('13800138002', '0')).body).toMatchObject({ success: true, code: 0 })
    expect(await lastCode('13800138002')).toMatch(/^\d{6}$/)
    expect((await sms('13800138002', '0')).body).toMatchObject({
      success: false,
      message: '验证码10分钟内，仍然有效！',
    })
  })

  it('uses the failure messages of the contract', async () => {
    expect((await sms('13999999999', '0')).body).toMatchObject({
      success: false,
      code: 500,
      message: '该用户不存在或未绑定手机号',
    })
    expect((await sms('13800138003', '0')).body).toMatchObject({ success: false, message: '该用户已冻结' })
    expect((await sms('13800138001', '1')).body).toMatchObject({
      success: false,
      code: 500,
      message: ' 手机号已经注册，请直接登录！',
    })
    expect((await sms('13800138001', '9')).body).toMatchObject({
      success: false,
      message: '短信验证码发送失败,请稍后重试',
    })
  })
})

describe('POST /sys/phoneLogin', () => {
  it('signs in with the texted code, and reports a wrong one with success:true code 0 like the real server', async () => {
    await sms('13800138002', '0')
    const wrong = await call('/sys/phoneLogin', {
      method: 'POST',
      body: { mobile: '13800138002', captcha: '000000', remember_me: true },
    })
    expect(wrong.body).toMatchObject({ success: true, code: 0, message: '手机验证码错误', result: null })
    const right = await call('/sys/phoneLogin', {
      method: 'POST',
      body: { mobile: '13800138002', captcha: await lastCode('13800138002') },
    })
    expect(right.body).toMatchObject({ success: true, code: 200, message: '登录成功' })
    expect(right.body.result.userInfo.username).toBe('lisi')
    expect(right.body.result.multi_depart).toBe(1)
  })

  it('refuses an unknown phone', async () => {
    const { body } = await call('/sys/phoneLogin', {
      method: 'POST',
      body: { mobile: '13999999999', captcha: '123456' },
    })
    expect(body).toMatchObject({ success: false, message: '该用户不存在，请注册' })
  })
})

describe('registration and password recovery', () => {
  it('checks uniqueness of a username or phone', async () => {
    expect((await call('/sys/user/checkOnlyUser?username=admin')).body).toMatchObject({
      success: false,
      message: '用户账号已存在',
      result: true,
    })
    expect((await call('/sys/user/checkOnlyUser?phone=13800138001')).body).toMatchObject({
      success: false,
      message: '用户账号已存在',
    })
    expect((await call('/sys/user/checkOnlyUser?username=newcomer&_t=1')).body).toMatchObject({
      success: true,
      result: true,
    })
  })

  it('registers with a texted code; the new account gets only the default menu', async () => {
    const phone = '13612345678'
    await sms(phone, '1')
    const wrong = await call('/sys/user/register', {
      method: 'POST',
      body: { username: 'newcomer', password: 'Secret#1', phone, smscode: '000000' },
    })
    expect(wrong.body).toMatchObject({ success: false, message: '手机验证码错误' })
    const taken = await call('/sys/user/register', {
      method: 'POST',
      body: { username: 'admin', password: 'x', phone, smscode: '1' },
    })
    expect(taken.body).toMatchObject({ success: false, message: '用户名已注册' })
    const done = await call('/sys/user/register', {
      method: 'POST',
      body: { username: 'newcomer', password: 'Secret#1', phone, smscode: await lastCode(phone) },
    })
    expect(done.body).toMatchObject({ success: true, code: 200, message: '注册成功' })
    const answer = await login('newcomer', 'Secret#1')
    expect(answer.body.result.multi_depart).toBe(0)
    const permissions = await call<UserPermission>('/sys/permission/getUserPermissionByToken', {
      token: answer.body.result.token,
    })
    expect(permissions.body.result.menu.map((node) => node.meta!.title ?? node.path)).toEqual([
      '首页',
      '/account',
      '我的消息',
    ])
  })

  it('resets a forgotten password: verify the phone, then the GET passwordChange', async () => {
    const phone = '13800138002'
    await sms(phone, '2')
    const code = await lastCode(phone)
    const verified = await call('/sys/user/phoneVerification', { method: 'POST', body: { phone, smscode: code } })
    expect(verified.body).toMatchObject({ success: true, result: { smscode: code, username: 'lisi' } })
    const mismatch = await call(
      `/sys/user/passwordChange?username=lisi&password=N3w-pass&smscode=111111&phone=${phone}`,
    )
    expect(mismatch.body).toMatchObject({ success: false, message: '短信验证码不匹配！' })
    const missing = await call('/sys/user/passwordChange?username=lisi&password=N3w-pass&smscode=1')
    expect(missing.body.message).toBe("操作失败，Required String parameter 'phone' is not present")
    const changed = await call(
      `/sys/user/passwordChange?username=lisi&password=N3w-pass&smscode=${code}&phone=${phone}`,
    )
    expect(changed.body).toMatchObject({ success: true, message: '密码重置完成！' })
    expect((await login('lisi', '123456')).body.message).toBe('用户名或密码错误')
    expect((await login('lisi', 'N3w-pass')).body.code).toBe(200)
  })

  it('changes a password with PUT /sys/user/updatePassword only', async () => {
    const token = await tokenOf('jeecg')
    const update = (method: string, body: Record<string, string>) =>
      call('/sys/user/updatePassword', { method, token, body: { username: 'jeecg', ...body } })
    expect((await update('POST', { oldpassword: '123456', password: 'a', confirmpassword: 'a' })).body).toMatchObject({
      code: 405,
    })
    expect((await update('PUT', { oldpassword: 'nope', password: 'a', confirmpassword: 'a' })).body).toMatchObject({
      success: false,
      message: '旧密码输入错误!',
    })
    expect((await update('PUT', { oldpassword: '123456', password: '', confirmpassword: '' })).body.message).toBe(
      '新密码不允许为空!',
    )
    expect((await update('PUT', { oldpassword: '123456', password: 'a1', confirmpassword: 'a2' })).body.message).toBe(
      '两次输入密码不一致!',
    )
    expect(
      (await update('PUT', { oldpassword: '123456', password: 'Changed1', confirmpassword: 'Changed1' })).body,
    ).toMatchObject({
      success: true,
      code: 200,
      message: '密码重置成功!',
    })
    expect((await login('jeecg', 'Changed1')).body.code).toBe(200)
  })
})

describe('third-party login', () => {
  it('renders a callback page posting a session token to the opener, then resolves it to the login shape', async () => {
    const page = await fetch('http://localhost/jeecg-boot/sys/thirdLogin/render/github')
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    const token = /var token = "([^"]+)";/.exec(html)![1]
    expect(html).toContain('window.opener.postMessage(token, "*")')
    expect(html).toContain('window.close()')
    const { body } = await call(`/sys/thirdLogin/getLoginUser/${token}/github`)
    expect(body).toMatchObject({ success: true, code: 200 })
    expect(body.result.token).toBe(token)
    expect(body.result.userInfo.username).toBe('jeecg')
    expect((await call('/sys/permission/getUserPermissionByToken', { token })).status).toBe(200)
  })

  it('refuses tokens that are not sessions and sources without a binding', async () => {
    expect((await call('/sys/thirdLogin/getLoginUser/abc.def.ghi/github')).body).toMatchObject({
      success: false,
      code: 510,
      message: 'token验证失败',
    })
    expect((await call('/sys/thirdLogin/render/weibo')).body).toMatchObject({
      success: false,
      message: '操作失败，未获取到有效的Auth配置',
    })
  })
})
