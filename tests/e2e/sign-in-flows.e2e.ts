import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { fillAccountLogin, resetBackend, signIn } from './support/app'
import { dragSliderToEnd } from './support/drag'
import { launchBrowserForFile } from './support/browser'
import { dialogOpened } from './support/overlays'
import { mockApiBase, realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** After a send the SMS button counts down ("59 s") and stays disabled until it reaches zero. */
async function expectCountdown(page: Page): Promise<void> {
  const countdown = page.getByRole('button', { name: /\d+\s*s/ })
  await expect.poll(() => countdown.isVisible()).toBe(true)
  expect(await countdown.isDisabled()).toBe(true)
}

async function lastSmsCode(mobile: string): Promise<string> {
  const response = await fetch(`${mockApiBase}/__mock__/sms-outbox?mobile=${mobile}`)
  const body = (await response.json()) as { result: { code: string }[] }
  return body.result[0].code
}

describe('sign-in choices and other ways in', () => {
  it('asks a user in two departments and two tenants which to use, then enters with both applied', async () => {
    const page = await browser.newPage()
    await page.goto(`${realBuildUrl}/user/login`)
    await fillAccountLogin(page, 'zhangsan')
    await page.getByRole('button', { name: '登 录' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getByText('登录部门', { exact: true }).first().isVisible()).toBe(true)
    await dialogOpened(dialog)
    await dialog.getByRole('button', { name: '确 认' }).click()
    const errors = dialog.locator('.ant-form-item-explain-error')
    await expect.poll(() => errors.allTextContents()).toEqual(['请选择登录部门', '请选择登录租户'])

    await dialog.getByLabel('登录部门').click()
    await page.locator('.ant-select-item-option[title="法务部"]').click()
    await dialog.getByLabel('登录租户').click()
    await page.locator('.ant-select-item-option[title="上海分公司"]').click()
    const selectDepart = page.waitForRequest(
      (request) => request.url().includes('/sys/selectDepart') && request.method() === 'PUT',
    )
    const permissions = page.waitForRequest((request) =>
      request.url().includes('/sys/permission/getUserPermissionByToken'),
    )
    await dialog.getByRole('button', { name: '确 认' }).click()
    expect((await (await selectDepart).response())?.ok()).toBe(true)
    expect((await selectDepart).postDataJSON()).toEqual({ username: 'zhangsan', orgCode: 'A01A04' })
    expect((await permissions).headers()['tenant-id']).toBe('2')
    await page.waitForURL(`${realBuildUrl}/dashboard/analysis`)
  })

  it('signs in by phone with the SMS code and counts down before another send', async () => {
    const page = await browser.newPage()
    await page.goto(`${realBuildUrl}/user/login`)
    await page.getByText('手机号登录').click()
    await page.getByRole('button', { name: '获取验证码' }).click()
    const phoneError = page.locator('.ant-form-item-explain-error')
    await expect.poll(() => phoneError.allTextContents()).toEqual(['请输入手机号'])
    await page.getByLabel('手机号', { exact: true }).fill('12345')
    await expect.poll(() => phoneError.allTextContents()).toEqual(['请输入正确手机号'])
    await page.getByLabel('手机号', { exact: true }).fill('18611111111')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expectCountdown(page)
    // The real server answers a wrong code with success:true and code 0: only code 200 signs in.
    const code = await lastSmsCode('18611111111')
    await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: '登 录' }).click()
    await expect.poll(() => page.getByText('手机验证码错误').isVisible()).toBe(true)
    expect(page.url()).toContain('/user/login')
    await page.getByLabel('短信验证码').fill(code)
    await page.getByRole('button', { name: '登 录' }).click()
    await page.waitForURL(`${realBuildUrl}/dashboard/analysis`)
  })

  it('registers a new account after the slider check and signs in with it', async () => {
    const page = await browser.newPage()
    await page.goto(`${realBuildUrl}/user/login`)
    await page.getByRole('link', { name: '注册账户' }).click()
    await page.waitForURL(`${realBuildUrl}/user/register`)
    await page.getByLabel('用户名').fill('admin')
    await page.getByLabel('密码', { exact: true }).click()
    await expect.poll(() => page.getByText('用户名已存在!').isVisible()).toBe(true)
    await page.getByLabel('用户名').fill('xinyuangong')
    await page.getByLabel('密码', { exact: true }).fill('abc12345')
    await page.getByLabel('确认密码').fill('abc12346')
    await page.getByLabel('手机号', { exact: true }).fill('13700001234')
    await expect.poll(() => page.getByText('两次输入的密码不一致').isVisible()).toBe(true)
    await page.getByLabel('确认密码').fill('abc12345')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expectCountdown(page)
    await page.getByLabel('短信验证码').fill(await lastSmsCode('13700001234'))
    await page.getByRole('button', { name: '注 册' }).click()
    await expect.poll(() => page.getByText('请先拖动滑块完成验证').isVisible()).toBe(true)
    await dragSliderToEnd(page)
    await expect.poll(() => page.getByText('验证通过').isVisible()).toBe(true)
    await page.getByRole('button', { name: '注 册' }).click()
    await page.waitForURL(`${realBuildUrl}/user/register-result`)
    await expect.poll(() => page.getByText('你的账户：xinyuangong 注册成功').isVisible()).toBe(true)

    await page.getByRole('button', { name: '去登录' }).click()
    await fillAccountLogin(page, 'xinyuangong', 'abc12345')
    await page.getByRole('button', { name: '登 录' }).click()
    await page.waitForURL(`${realBuildUrl}/dashboard/analysis`)
    // A new account belongs to no department (multi_depart 0): the sign-in warns, as the original does.
    await expect.poll(() => page.getByText('您尚未设置部门信息!').isVisible()).toBe(true)
  })

  it('recovers a forgotten password by phone and signs in with the new one', async () => {
    const page = await browser.newPage()
    await page.goto(`${realBuildUrl}/user/login`)
    await page.getByRole('link', { name: '忘记密码' }).click()
    await page.getByLabel('手机号', { exact: true }).fill('13800138002')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect.poll(() => page.getByText('请先拖动滑块完成验证').isVisible()).toBe(true)
    await dragSliderToEnd(page)
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expectCountdown(page)
    await page.getByLabel('短信验证码').fill(await lastSmsCode('13800138002'))
    await page.getByRole('button', { name: '下一步' }).click()
    await expect.poll(() => page.getByText('lisi').isVisible()).toBe(true)
    await page.getByLabel('新密码', { exact: true }).fill('lisi2026x')
    await page.getByLabel('确认新密码').fill('lisi2026y')
    await page.getByRole('button', { name: '提 交' }).click()
    await expect.poll(() => page.getByText('两次输入的密码不一样！').isVisible()).toBe(true)
    await page.getByLabel('确认新密码').fill('lisi2026x')
    await page.getByRole('button', { name: '提 交' }).click()
    await expect.poll(() => page.getByText('更改密码成功').isVisible()).toBe(true)
    await page.getByRole('button', { name: '返回登录' }).click()
    await fillAccountLogin(page, 'lisi', 'lisi2026x')
    await page.getByRole('button', { name: '登 录' }).click()
    await page.waitForURL(`${realBuildUrl}/dashboard/analysis`)
  })

  it('signs in through a third-party provider pop-up', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${realBuildUrl}/user/login`)
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'GitHub登录' }).click()
    await popup
    await page.waitForURL(`${realBuildUrl}/dashboard/analysis`)
  })

  it('signs in as the seeded admin after the other flows changed the data', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    expect(new URL(page.url()).pathname).toBe('/dashboard/analysis')
  })
})
