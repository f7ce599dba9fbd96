import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const dataRows = (page: Page): Locator => page.locator('.ant-table-tbody tr[data-row-key]')

/** Presses Tab until `target` has the focus; a page has far fewer stops than `limit`. */
async function tabTo(page: Page, target: Locator, limit = 300): Promise<void> {
  for (let stop = 0; stop < limit; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

describe('keyboard alone', () => {
  it('edits a user of 用户管理: Tab to the first row’s 编辑, Enter, type the new name, Enter on 确定', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.goto(`${realBuildUrl}/isystem/user`)
    await dataRows(page).first().waitFor()

    await tabTo(page, dataRows(page).first().getByRole('button', { name: '编辑', exact: true }))
    await page.keyboard.press('Enter')

    const form = page.locator('.ant-modal-wrap:visible .ant-modal').last()
    const name = form.getByPlaceholder('请输入用户姓名', { exact: true })
    await expect.poll(() => name.inputValue()).not.toBe('')
    await tabTo(page, name)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('键盘改名')
    await tabTo(page, form.getByRole('button', { name: /确\s*定/ }))
    await page.keyboard.press('Enter')

    await expect.poll(() => form.isVisible()).toBe(false)
    await expect.poll(() => dataRows(page).filter({ hasText: '键盘改名' }).count()).toBe(1)
  })
})
