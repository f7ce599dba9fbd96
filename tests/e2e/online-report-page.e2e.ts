import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const sideMenu = (page: Page) => page.getByRole('menu').first()
const reportPage = (page: Page): Locator => page.locator('.online-report-page')
const bodyRows = (region: Locator): Locator => region.locator('.ant-table-tbody tr[data-row-key]')

describe('online report as a menu page', () => {
  it('opens 用户信息报表 from the 示例 menu, searches by account and shows only the matching row', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    const menu = sideMenu(page)
    if (!(await menu.getByText('用户信息报表', { exact: true }).isVisible()))
      await menu.getByText('示例', { exact: true }).click()
    // The submenu slides open; a click on an entry still sliding in can be lost, so click until the page opens.
    const entry = menu.getByText('用户信息报表', { exact: true })
    await expect
      .poll(async () => {
        if (!/\/online\/cgreport\/[^/]+$/.test(new URL(page.url()).pathname))
          await entry.click({ timeout: 2000 }).catch(() => undefined)
        return /\/online\/cgreport\/[^/]+$/.test(new URL(page.url()).pathname)
      })
      .toBe(true)

    const report = reportPage(page)
    await bodyRows(report).first().waitFor({ timeout: 20000 })
    expect(await report.locator('.ant-card-head-title').textContent()).toBe('用户信息报表')
    expect(await bodyRows(report).count()).toBe(10)

    await report.getByPlaceholder('请输入账号', { exact: true }).fill('zhangsan')
    await report.getByRole('button', { name: /查\s*询/ }).click()
    await expect.poll(() => bodyRows(report).count()).toBe(1)
    const cells = await bodyRows(report).first().locator('td').allTextContents()
    expect(cells.slice(0, 3)).toEqual(['张三', 'zhangsan', '男'])
  })
})
