import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { dialogOpened } from './support/overlays'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** The open form dialog, told apart from others by a label only it has. */
const formDialog = (page: Page, label: string): Locator =>
  page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: label })
const rowWith = (page: Page, text: string): Locator =>
  page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: text })
const okButton = (dialog: Locator) => dialog.getByRole('button', { name: /^确\s*定$/ })

describe('editors in the bundled screens', () => {
  it('writes an announcement in the rich-text editor, saves it and finds the formatting when reopened', async () => {
    const page = await browser.signedInPage('admin', { path: '/isystem/annountCement' })
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click()
    const form = formDialog(page, '通告对象类型')
    await dialogOpened(form)
    await form.getByPlaceholder('请输入标题').fill('富文本端到端通告')

    const editor = form.getByRole('group', { name: '内容', exact: true })
    const area = editor.locator('.ProseMirror')
    // The writing area is 300 pixels high, below the toolbar (measured once the dialog's zoom-in has ended).
    await expect.poll(async () => (await area.boundingBox())?.height).toBe(300)
    await area.click()
    await page.keyboard.type('本周五下午举行培训，')
    await editor.getByRole('button', { name: '加粗' }).click()
    await page.keyboard.type('务必准时参加')
    await editor.getByRole('button', { name: '加粗' }).click()
    await page.keyboard.press('Enter')
    await editor.getByRole('button', { name: '无序列表' }).click()
    await page.keyboard.type('携带身份证')
    expect(await area.locator('strong').textContent()).toBe('务必准时参加')

    // Full screen covers the window, keeps the text and gives the form back with Escape.
    await editor.getByRole('button', { name: '全屏' }).click()
    const layer = page.locator('body > [data-full-screen="true"]')
    const box = await layer.boundingBox()
    expect(box?.width).toBe(page.viewportSize()?.width)
    expect(box?.height).toBe(page.viewportSize()?.height)
    await layer.getByText('携带身份证').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => layer.count()).toBe(0)

    await okButton(form).click()
    const row = rowWith(page, '富文本端到端通告')
    await row.waitFor()

    await page.reload()
    await row.getByText('编辑', { exact: true }).click()
    const editing = formDialog(page, '通告对象类型')
    await dialogOpened(editing)
    const reopened = editing.locator('.ProseMirror')
    await expect.poll(() => reopened.locator('strong').textContent()).toBe('务必准时参加')
    expect(await reopened.locator('ul li').textContent()).toBe('携带身份证')
    await editing.getByRole('button', { name: /^取\s*消$/ }).click()
    await expect.poll(() => editing.isVisible()).toBe(false)

    await row.getByText('查看', { exact: true }).click()
    const detail = formDialog(page, '通告对象类型')
    await expect.poll(() => detail.locator('strong').filter({ hasText: '务必准时参加' }).count()).toBe(1)
    expect(await detail.locator('.ProseMirror').count()).toBe(0)
  })

  it('edits a check rule in the code editor, saves it and the saved rule checks values', async () => {
    const page = await browser.signedInPage('admin', { path: '/isystem/checkRule' })
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click()
    const form = formDialog(page, '规则JSON')
    await dialogOpened(form)
    await form.getByPlaceholder('请输入规则名称').fill('端到端编号')
    await form.getByPlaceholder('请输入规则编码').fill('e2e_code_rule')

    const code = form.getByRole('group', { name: '规则JSON' })
    await code.locator('.cm-placeholder').filter({ hasText: '请输入规则JSON' }).waitFor()
    // 240 pixels of code below the language bar; the markdown editor below is 200 as the schema asks
    // (plus the package's 1px border).
    await expect.poll(async () => (await code.locator('.cm-editor').boundingBox())?.height).toBe(240)
    await expect
      .poll(async () =>
        [200, 201].includes(Math.round((await form.locator('.w-md-editor').boundingBox())?.height ?? 0)),
      )
      .toBe(true)
    await code.locator('.cm-content').click()
    // Brackets and quotes close themselves; typing the closing ones steps over them, as for a person.
    await page.keyboard.type('[{"digits": "*", "pattern": "^E2E[0-9]{3}$", "message": "须为E2E加三位数字"}]')
    const rule = '[{"digits": "*", "pattern": "^E2E[0-9]{3}$", "message": "须为E2E加三位数字"}]'
    expect(await code.locator('.cm-content').textContent()).toBe(rule)

    const description = form.getByRole('textbox', { name: '规则描述' })
    await description.fill('用于**端到端**测试')
    await form.locator('.wmde-markdown strong').filter({ hasText: '端到端' }).waitFor()
    await okButton(form).click()

    const row = rowWith(page, 'e2e_code_rule')
    await row.waitFor()
    await page.reload()
    await row.getByText('编辑', { exact: true }).click()
    const reopened = formDialog(page, '规则JSON')
    await dialogOpened(reopened)
    await expect.poll(() => reopened.locator('.cm-content').textContent()).toBe(rule)
    expect(await reopened.getByRole('textbox', { name: '规则描述' }).inputValue()).toBe('用于**端到端**测试')
    await reopened.getByRole('button', { name: /^取\s*消$/ }).click()
    await expect.poll(() => reopened.isVisible()).toBe(false)

    await row.getByText('测试', { exact: true }).click()
    const check = formDialog(page, '需要测试的值')
    await dialogOpened(check)
    await check.getByPlaceholder('输入要校验的值').fill('E2E12')
    await okButton(check).click()
    await page.getByText('须为E2E加三位数字').first().waitFor()
  })
})
