import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const reportPage = (page: Page): Locator => page.locator('.online-report-page')
const bodyRows = (region: Locator): Locator => region.locator('.ant-table-tbody tr[data-row-key]')

describe('online report as a menu page', () => {
  it('opens 用户信息报表 from the 示例 menu, searches by account and shows only the matching row', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await openFromMenu(page, ['示例', '用户信息报表'])
    expect(new URL(page.url()).pathname).toMatch(/\/online\/cgreport\/[^/]+$/)

    const report = reportPage(page)
    await bodyRows(report).first().waitFor()
    expect(await report.locator('.ant-card-head-title').textContent()).toBe('用户信息报表')
    expect(await bodyRows(report).count()).toBe(10)

    await report.getByPlaceholder('请输入账号', { exact: true }).fill('zhangsan')
    await report.getByRole('button', { name: /查\s*询/ }).click()
    await expect.poll(() => bodyRows(report).count()).toBe(1)
    const cells = await bodyRows(report).first().locator('td').allTextContents()
    expect(cells.slice(0, 3)).toEqual(['张三', 'zhangsan', '男'])
  })
})
