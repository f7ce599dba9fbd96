import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { rowsWith, topmost } from './support/locators'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** The administrator's page opened on the screen at `path`, once its list shows rows. */
async function openScreen(path: string): Promise<Page> {
  const page = await browser.signedInPage('admin', { path })
  await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
  return page
}

async function fill(scope: Locator, placeholder: string, text: string): Promise<void> {
  await scope.getByPlaceholder(placeholder, { exact: true }).fill(text)
}

async function search(
  page: Page,
  placeholder: string,
  text: string,
  region: Locator = page.locator('body'),
): Promise<void> {
  await region.getByPlaceholder(placeholder, { exact: true }).first().fill(text)
  await region
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click()
}

async function confirmDelete(page: Page, row: Locator): Promise<void> {
  await row.getByText('删除', { exact: true }).click()
  await answerConfirm(confirmDialog(page, '确认删除'), /确\s*定/)
  // The server's answer is what the user sees first; waiting for it tells a refused delete from a slow reload.
  await expect
    .poll(async () => (await page.locator('.ant-message-notice').allTextContents()).join(' '))
    .toMatch(/删除.*成功/)
}

describe('system screens from page schemas', () => {
  it('users: create, search, edit, survive a reload, delete', async () => {
    const page = await openScreen('/isystem/user')

    await page.getByRole('button', { name: '添加用户' }).click()
    const form = topmost(page)
    await dialogOpened(form)
    await fill(form, '请输入用户账号', 'e2e_user')
    await fill(form, '请输入登录密码', 'Secret#123')
    await fill(form, '请重新输入登录密码', 'Secret#123')
    await fill(form, '请输入用户姓名', '端到端用户')
    await fill(form, '请输入工号', 'E2E001')
    await fill(form, '请输入手机号码', '13900001111')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    await search(page, '请输入用户账号', 'e2e_user')
    await expect.poll(() => rowsWith(page, 'e2e_user').count()).toBe(1)
    await rowsWith(page, 'e2e_user').getByText('编辑').click()
    const edit = topmost(page)
    await dialogOpened(edit)
    await expect.poll(() => edit.getByPlaceholder('请输入用户姓名').inputValue()).toBe('端到端用户')
    await fill(edit, '请输入用户姓名', '端到端用户改')
    await edit.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => rowsWith(page, '端到端用户改').count()).toBe(1)

    await page.reload()
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await search(page, '请输入用户账号', 'e2e_user')
    await expect.poll(() => rowsWith(page, '端到端用户改').count()).toBe(1)
    await confirmDelete(page, rowsWith(page, 'e2e_user'))
    await expect.poll(() => rowsWith(page, 'e2e_user').count()).toBe(0)
  })

  it('roles: create, search, edit, survive a reload, delete', async () => {
    const page = await openScreen('/isystem/roleUserList')

    await page.getByRole('button', { name: '新增角色' }).click()
    const form = topmost(page)
    await dialogOpened(form)
    await fill(form, '请输入角色名称', '端到端角色')
    await fill(form, '请输入角色编码', 'e2e_role')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    await search(page, '请输入角色名称', '端到端')
    await expect.poll(() => rowsWith(page, 'e2e_role').count()).toBe(1)
    await rowsWith(page, 'e2e_role').getByText('编辑').click()
    const edit = topmost(page)
    await dialogOpened(edit)
    await fill(edit, '请输入描述', '由端到端测试创建')
    await edit.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => rowsWith(page, '由端到端测试创建').count()).toBe(1)

    await page.reload()
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await search(page, '请输入角色名称', '端到端')
    await expect.poll(() => rowsWith(page, '由端到端测试创建').count()).toBe(1)
    await confirmDelete(page, rowsWith(page, 'e2e_role'))
    await expect.poll(() => rowsWith(page, 'e2e_role').count()).toBe(0)
  })

  it('dictionaries: create a dictionary and an item, survive a reload, delete', async () => {
    const page = await openScreen('/isystem/dict')

    await page.getByRole('button', { name: /添\s*加/ }).click()
    const form = topmost(page)
    await dialogOpened(form)
    await form.locator('input').nth(0).fill('端到端字典')
    await form.locator('input').nth(1).fill('e2e_dict')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    await search(page, '请输入字典名称', '端到端')
    await expect.poll(() => rowsWith(page, 'e2e_dict').count()).toBe(1)
    await rowsWith(page, 'e2e_dict').getByText('字典配置').click()
    const drawer = page.locator('.ant-drawer-open .ant-drawer-content').last()
    await drawer.getByRole('button', { name: /新\s*增/ }).click()
    const itemForm = topmost(page)
    await dialogOpened(itemForm)
    await itemForm.locator('input').nth(0).fill('端到端选项')
    await itemForm.locator('input').nth(1).fill('E1')
    await itemForm.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => rowsWith(drawer, '端到端选项').count()).toBe(1)

    await page.reload()
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await search(page, '请输入字典名称', '端到端')
    await expect.poll(() => rowsWith(page, 'e2e_dict').count()).toBe(1)
    await rowsWith(page, 'e2e_dict').getByText('字典配置').click()
    await expect
      .poll(() => rowsWith(page.locator('.ant-drawer-open .ant-drawer-content').last(), '端到端选项').count())
      .toBe(1)
    await page.locator('.ant-drawer-open .ant-drawer-close').last().click()
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0)
    await confirmDelete(page, rowsWith(page, 'e2e_dict'))
    await expect.poll(() => rowsWith(page, 'e2e_dict').count()).toBe(0)
  })

  it('departments: a company and a child in the tree, edit, survive a reload, delete', async () => {
    const page = await openScreen('/isystem/depart')

    await page.getByRole('button', { name: '添加部门' }).click()
    const form = topmost(page)
    await dialogOpened(form)
    await fill(form, '请输入机构名称', '端到端公司')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await expect.poll(() => rowsWith(page, '端到端公司').count()).toBe(1)

    await rowsWith(page, '端到端公司').getByText('添加下级').click()
    const child = topmost(page)
    await dialogOpened(child)
    await fill(child, '请输入机构名称', '端到端部门')
    await child.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => child.isVisible()).toBe(false)
    const company = rowsWith(page, '端到端公司')
    await company.locator('.ant-table-row-expand-icon').click()
    await expect.poll(() => rowsWith(page, '端到端部门').count()).toBe(1)

    await rowsWith(page, '端到端部门').getByText('编辑').click()
    const edit = topmost(page)
    await dialogOpened(edit)
    await fill(edit, '请输入详细地址', '端到端测试地址')
    await edit.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => edit.isVisible()).toBe(false)

    await page.reload()
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await rowsWith(page, '端到端公司').locator('.ant-table-row-expand-icon').click()
    await expect.poll(() => rowsWith(page, '端到端测试地址').count()).toBe(1)
    await confirmDelete(page, rowsWith(page, '端到端部门'))
    await expect.poll(() => rowsWith(page, '端到端部门').count()).toBe(0)
    await confirmDelete(page, rowsWith(page, '端到端公司'))
    await expect.poll(() => rowsWith(page, '端到端公司').count()).toBe(0)
  })
})
