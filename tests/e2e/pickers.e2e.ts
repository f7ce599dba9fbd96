import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { dialogOpened } from './support/overlays'
import { mockApiBase, realBuildUrl } from './support/ports'
import { rowsWith } from './support/locators'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value: string }).value)

/** A draft announcement to everyone, written through the API: the test is about its recipients, not its editor. */
async function draftAnnouncement(admin: Page, titile: string): Promise<void> {
  const response = await fetch(`${mockApiBase}/sys/annountCement/add`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': await tokenOf(admin) },
    body: JSON.stringify({ titile, msgContent: '<p>请查收</p>', msgCategory: '1', msgType: 'ALL', priority: 'L' }),
  })
  const answer = (await response.json()) as { success: boolean; message: string }
  if (!answer.success) throw new Error(`add failed: ${answer.message}`)
}

async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(`${realBuildUrl}${path}`)
  await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
}

/** The list's form (a modal) by its title. */
const formModal = (page: Page, title: string): Locator =>
  page
    .locator('.ant-modal-wrap:visible .ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) })

/** A picker's modal by its title. */
const pickerModal = (page: Page, title: string): Locator =>
  page
    .locator('.ant-modal-wrap:visible .ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }) })

const formItem = (form: Locator, label: string): Locator =>
  form.locator('.ant-formily-item').filter({ has: form.page().locator('.ant-formily-item-label', { hasText: label }) })

async function editRow(page: Page, text: string): Promise<Locator> {
  await rowsWith(page, text).first().getByText('编辑', { exact: true }).click()
  const form = formModal(page, '编辑')
  await dialogOpened(form)
  return form
}

async function save(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: /确\s*定/ }).click()
  await expect.poll(() => form.isVisible()).toBe(false)
  await expect.poll(async () => (await page.locator('.ant-message-notice').allTextContents()).join(' ')).toMatch(/成功/)
}

describe('pickers in page forms', () => {
  it('announcement: pick users for a user-targeted announcement, save, reopen and see them', async () => {
    const page = await browser.signedInPage()
    await draftAnnouncement(page, '端到端指定用户通告')
    await openScreen(page, '/isystem/annountCement')

    let form = await editRow(page, '端到端指定用户通告')
    await form.getByText('指定用户', { exact: true }).click()
    const users = formItem(form, '指定用户')
    await users.getByRole('button', { name: /选\s*择/ }).click()
    const picker = pickerModal(page, '用户选择')
    await dialogOpened(picker)
    await picker.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await picker.getByPlaceholder('请输入姓名', { exact: true }).fill('张三')
    await picker.getByRole('button', { name: /^查\s*询$/ }).click()
    await expect.poll(() => rowsWith(picker, 'zhangsan').count()).toBe(1)
    await rowsWith(picker, 'zhangsan').click()
    await picker.getByPlaceholder('请输入姓名', { exact: true }).fill('李四')
    await picker.getByRole('button', { name: /^查\s*询$/ }).click()
    await expect.poll(() => rowsWith(picker, 'lisi').count()).toBe(1)
    await rowsWith(picker, 'lisi').click()
    await expect
      .poll(() => picker.locator('.ant-card .ant-table-tbody tr[data-row-key]').allTextContents())
      .toEqual([expect.stringContaining('张三'), expect.stringContaining('李四')])
    await picker.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => picker.isVisible()).toBe(false)
    await expect.poll(() => users.locator('.ant-select-selection-item').allTextContents()).toEqual(['张三', '李四'])
    await save(page, form)

    await page.reload()
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await expect.poll(() => rowsWith(page, '端到端指定用户通告').first().textContent()).toContain('指定用户')
    form = await editRow(page, '端到端指定用户通告')
    await expect
      .poll(() => formItem(form, '指定用户').locator('.ant-select-selection-item').allTextContents())
      .toEqual(['张三', '李四'])
  })

  it('user: pick departments with the department select and a position, save, reopen and see them', async () => {
    const page = await browser.signedInPage()
    await openScreen(page, '/isystem/user')
    await page.getByPlaceholder('请输入用户账号', { exact: true }).first().fill('lisi')
    await page
      .getByRole('button', { name: /^查\s*询$/ })
      .first()
      .click()
    await expect.poll(() => rowsWith(page, 'lisi').count()).toBe(1)

    let form = await editRow(page, 'lisi')
    const departs = form.getByPlaceholder('请点击选择部门')
    await expect.poll(() => departs.inputValue()).toBe('商标部')
    await departs.click()
    const tree = pickerModal(page, '选择部门')
    await dialogOpened(tree)
    await tree.getByPlaceholder('请输入部门名称按回车进行搜索').fill('法务')
    await tree.getByPlaceholder('请输入部门名称按回车进行搜索').press('Enter')
    await expect.poll(() => tree.locator('.picker-tree-match').allTextContents()).toEqual(['法务'])
    await tree.locator('.ant-tree-treenode').filter({ hasText: '法务部' }).locator('.ant-tree-checkbox').click()
    await tree.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => tree.isVisible()).toBe(false)
    await expect.poll(() => departs.inputValue()).toBe('商标部,法务部')

    const post = formItem(form, '职务')
    await post.getByRole('button', { name: /选\s*择/ }).click()
    const positions = pickerModal(page, '职务选择')
    await dialogOpened(positions)
    await positions.getByPlaceholder('请输入职务名称', { exact: true }).fill('法务专员')
    await positions.getByRole('button', { name: /^查\s*询$/ }).click()
    await expect.poll(() => rowsWith(positions, '法务专员').count()).toBe(1)
    await rowsWith(positions, '法务专员').click()
    await positions.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => post.locator('.ant-select-selection-item').allTextContents()).toEqual(['法务专员'])
    await save(page, form)

    await page.reload()
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await page.getByPlaceholder('请输入用户账号', { exact: true }).first().fill('lisi')
    await page
      .getByRole('button', { name: /^查\s*询$/ })
      .first()
      .click()
    await expect.poll(() => rowsWith(page, 'lisi').count()).toBe(1)
    form = await editRow(page, 'lisi')
    await expect.poll(() => form.getByPlaceholder('请点击选择部门').inputValue()).toBe('商标部,法务部')
    await expect
      .poll(() => formItem(form, '职务').locator('.ant-select-selection-item').allTextContents())
      .toEqual(['法务专员'])
    await form.getByPlaceholder('请点击选择部门').click()
    const reopened = pickerModal(page, '选择部门')
    await dialogOpened(reopened)
    await expect.poll(() => reopened.locator('.ant-tree-checkbox-checked').count()).toBe(2)
  })
})
