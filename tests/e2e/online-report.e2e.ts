import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { dialogOpened } from './support/overlays'
import { realBuildUrl } from './support/ports'
import { rowsWith } from './support/locators'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** A dialog by its title (locators resolve lazily, so "the one on top" would change under the test). */
const dialogTitled = (page: Page, title: string): Locator =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) })

describe('online-report popup in a page', () => {
  it('department form: open the 部门通讯录 popup, search, pick a department, its phone, fax and address fill the form and are saved', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.goto(`${realBuildUrl}/isystem/depart`)
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()

    await page.getByRole('button', { name: '添加部门' }).click()
    const form = dialogTitled(page, '添加部门')
    await dialogOpened(form)
    await form.getByPlaceholder('请输入机构名称', { exact: true }).fill('端到端同址公司')
    await form.getByPlaceholder('从部门通讯录选择同址部门，带出电话、传真和地址').click()

    const popup = dialogTitled(page, '部门通讯录')
    await dialogOpened(popup)
    await expect.poll(() => popup.isVisible()).toBe(true)
    await expect.poll(() => popup.getByRole('button', { name: /关\s*闭/ }).count()).toBe(1)
    await popup.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await popup.getByPlaceholder('请输入部门名称', { exact: true }).fill('商标部')
    await popup.getByRole('button', { name: /查\s*询/ }).click()
    await expect.poll(() => popup.locator('.ant-table-tbody tr[data-row-key]').count()).toBe(1)

    const row = rowsWith(popup, '商标部')
    const cells = await row.locator('td').allTextContents()
    const [mobile, fax, address] = cells.slice(-3)
    expect(address).toBeTruthy()
    await row.locator('td').nth(1).click()
    await expect.poll(() => popup.getByText('已选择 1 项').count()).toBe(1)
    await popup.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => popup.isVisible()).toBe(false)

    await expect.poll(() => form.getByPlaceholder('请输入电话', { exact: true }).inputValue()).toBe(mobile)
    expect(await form.getByPlaceholder('请输入传真', { exact: true }).inputValue()).toBe(fax)
    expect(await form.getByPlaceholder('从部门通讯录选择同址部门，带出电话、传真和地址').inputValue()).toBe(address)

    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await expect.poll(() => rowsWith(page, '端到端同址公司').count()).toBe(1)
    expect(await rowsWith(page, '端到端同址公司').textContent()).toContain(mobile)
  })
})
