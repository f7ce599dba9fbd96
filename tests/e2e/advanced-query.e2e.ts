import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { realBuildUrl } from './support/ports'
import { chooseOption } from './support/select'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const rows = (page: Page): Locator => page.locator('.ant-table-tbody tr[data-row-key]')
const builder = (page: Page): Locator => page.locator('.ant-modal').filter({ hasText: '高级查询构造器' })
const firstLine = (page: Page): Locator => builder(page).locator('.advanced-query-line').first()
const queryButton = (page: Page): Locator => page.getByRole('button', { name: '高级查询' })

async function openBuilder(page: Page): Promise<void> {
  await queryButton(page).click()
  await dialogOpened(builder(page))
}

async function openUsers(page: Page): Promise<void> {
  await page.goto(`${realBuildUrl}/isystem/user`)
  await rows(page).first().waitFor()
}

const messages = async (page: Page): Promise<string> =>
  (await page.locator('.ant-message-notice').allTextContents()).join(' ')

/** What the first condition line shows: its two selects' choices and its value. */
const lineShown = async (page: Page) => ({
  chosen: await firstLine(page).locator('.ant-select-selection-item').allTextContents(),
  value: await firstLine(page).getByRole('textbox', { name: '查询值' }).inputValue(),
})

/** 'closed' once the builder has gone; while it is open, the messages it shows (a refused query says why). */
const builderOrMessages = async (page: Page): Promise<string> =>
  (await builder(page).isVisible()) ? `open: ${await messages(page)}` : 'closed'

const realnames = async (page: Page): Promise<string[]> => rows(page).locator('td:nth-child(3)').allTextContents()

describe('advanced query on the users list', () => {
  it('builds a query, runs it, saves it, reuses it after a reload and deletes it', async () => {
    const page = await browser.signedInPage()
    await openUsers(page)
    expect(await queryButton(page).getAttribute('aria-pressed')).toBe('false')

    await openBuilder(page)
    await chooseOption(page, firstLine(page), '查询字段', '用户姓名')
    await chooseOption(page, firstLine(page), '匹配规则', '包含')
    await firstLine(page).getByRole('textbox', { name: '查询值' }).fill('张')
    expect(await lineShown(page)).toEqual({ chosen: ['用户姓名', '包含'], value: '张' })
    await builder(page)
      .getByRole('button', { name: /^查\s*询$/ })
      .click()
    await expect.poll(() => builderOrMessages(page)).toBe('closed')
    await expect.poll(() => realnames(page)).toEqual(['张三'])
    expect(await queryButton(page).getAttribute('aria-pressed')).toBe('true')

    await openBuilder(page)
    await builder(page).getByRole('button', { name: '保存查询' }).click()
    const prompt = page.locator('.ant-modal').filter({ hasText: '请输入保存的名称' })
    await dialogOpened(prompt)
    await prompt.getByRole('textbox', { name: '保存的名称' }).fill('姓张的用户')
    await prompt.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => messages(page)).toContain('保存成功')
    await expect.poll(() => builder(page).getByText('姓张的用户').count()).toBe(1)

    await page.reload()
    await rows(page).first().waitFor()
    await expect.poll(async () => (await realnames(page)).length).toBeGreaterThan(1)
    expect(await queryButton(page).getAttribute('aria-pressed')).toBe('false')

    await openBuilder(page)
    await builder(page).getByText('姓张的用户').click()
    await expect.poll(() => firstLine(page).getByRole('textbox', { name: '查询值' }).inputValue()).toBe('张')
    await builder(page)
      .getByRole('button', { name: /^查\s*询$/ })
      .click()
    await expect.poll(() => realnames(page)).toEqual(['张三'])

    await openBuilder(page)
    await builder(page).getByRole('button', { name: '删除查询 姓张的用户' }).click()
    await answerConfirm(confirmDialog(page, '是否删除当前查询？'), /确\s*定/)
    await expect.poll(() => builder(page).getByText('没有保存任何查询').isVisible()).toBe(true)

    await page.reload()
    await rows(page).first().waitFor()
    await openBuilder(page)
    await expect.poll(() => builder(page).getByText('没有保存任何查询').isVisible()).toBe(true)
  })

  it('filters by a department picked in the department select', async () => {
    const page = await browser.signedInPage()
    await openUsers(page)
    await openBuilder(page)
    // The field list draws only what fits; searching brings 所属部门 up.
    await chooseOption(page, firstLine(page), '查询字段', '所属部门', '所属部门')

    const departInput = firstLine(page).getByPlaceholder('请选择部门')
    await departInput.click()
    const select = page
      .locator('.ant-modal')
      .filter({ has: page.locator('.ant-modal-title', { hasText: /^选择部门$/ }) })
    await dialogOpened(select)
    await select
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^专利部$/ })
      .locator('.ant-tree-checkbox')
      .click()
    await select.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => departInput.inputValue()).toBe('专利部')

    await builder(page)
      .getByRole('button', { name: /^查\s*询$/ })
      .click()
    await expect.poll(async () => (await realnames(page)).sort()).toEqual(['何俊杰', '张三', '陈晓东'].sort())
  })
})
