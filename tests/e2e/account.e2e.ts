import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromUserMenu } from './support/user-menu'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const userMenuText = (page: Page) => page.getByRole('button', { name: '用户菜单' }).textContent()

describe('account centre and settings', () => {
  it('edits the own profile from the user dropdown, keeps it across a reload and shows it in 个人中心', async () => {
    const page = await browser.newPage()
    await signIn(page)

    await openFromUserMenu(page, '个人设置')
    await page.waitForURL((url) => url.pathname === '/account/settings/base')
    const realname = page.getByPlaceholder('请输入真实姓名')
    await expect.poll(() => realname.inputValue()).toBe('管理员')
    await realname.fill('管理员甲')
    await page.getByPlaceholder('请输入手机号').fill('18622223333')
    await page.getByRole('button', { name: '更新基本信息' }).click()
    await page.getByText('操作成功').waitFor()
    await expect.poll(() => userMenuText(page)).toContain('欢迎您，管理员甲')

    await page.reload()
    await expect.poll(() => userMenuText(page)).toContain('欢迎您，管理员甲')
    await expect.poll(() => page.getByPlaceholder('请输入手机号').inputValue()).toBe('18622223333')

    await openFromUserMenu(page, '个人中心')
    await page.waitForURL((url) => url.pathname === '/account/center')
    const profile = page.locator('.ant-card').filter({ hasText: '个人中心' }).first()
    await profile.getByText('18622223333').waitFor()
    expect(await profile.getByText('admin', { exact: true }).isVisible()).toBe(true)
    await profile.getByText('北京知识产权服务有限公司').waitFor()
    await page.getByText('我的登录记录').waitFor()
    await page
      .getByText(/用户名: admin,登录成功/)
      .first()
      .waitFor()
    expect(await page.locator('.multi-tab .multi-tab-label').allTextContents()).toEqual(
      expect.arrayContaining(['个人设置', '个人中心']),
    )
  })
})
