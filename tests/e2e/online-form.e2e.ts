import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ONLINE_FORM_IDS } from '@mocks/areas/online-form/seed'
import { INSERT_THROTTLE_MS } from '@renderers/form/editable-table/insert-throttle'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { animationsDone, answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { realBuildUrl } from './support/ports'
import { rowsWith } from './support/locators'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const modal = (page: Page, title: string): Locator =>
  page
    .locator('.ant-modal-wrap:visible .ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }) })

const formItem = (form: Locator, label: string): Locator =>
  form.locator('.ant-formily-item').filter({ has: form.page().locator('.ant-formily-item-label', { hasText: label }) })

/** Waits for the last message to say `text`, as a person reads the toast. */
const messageSays = (page: Page, text: string | RegExp) =>
  expect.poll(async () => (await page.locator('.ant-message-notice').allTextContents()).join(' ')).toMatch(text)

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Picks an option of the antd select inside `scope`, once its dropdown has slid in; `search` is typed first where the
 * list only draws the options that fit.
 */
async function pick(page: Page, scope: Locator, option: string, search?: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible').last()
  await expect
    .poll(async () => {
      try {
        if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) {
          await scope.locator('.ant-select').first().click({ timeout: 2000 })
          if (search) await page.keyboard.type(search)
        }
        await animationsDone(dropdown, { timeout: 2000 })
        await dropdown
          .locator('.ant-select-item-option')
          .filter({ hasText: new RegExp(`^${escaped(option)}$`) })
          .click({ timeout: 2000 })
      } catch {
        // The dropdown closed again: the next round opens it afresh.
      }
      return (await scope.locator('.ant-select-selection-item').allTextContents()).join(',')
    })
    .toContain(option)
}

/** A cell of an editable table's row by its column title. */
async function cell(table: Locator, row: Locator, title: string): Promise<Locator> {
  const titles = await table.locator('thead th').allTextContents()
  return row.locator(':scope > td').nth(titles.findIndex((text) => text.trim() === title))
}

interface FieldSpec {
  name: string
  text: string
  /** Column title → option, or [option, text typed to find it]. */
  selects: Record<string, string | [string, string]>
  inputs?: Record<string, string>
}

/**
 * Adds one field row to the designer's fields table and fills it as an admin would. A table refuses an add within
 * 1,500 ms of its previous one (您点得太快了，请慢一点): the page's clock (installed by the test) is moved on by that
 * much first, where a person filling the previous row would have taken at least as long.
 */
async function addField(page: Page, form: Locator, spec: FieldSpec): Promise<void> {
  const table = form.locator('.ant-table').first()
  const rows = table.locator('.ant-table-tbody > tr.ant-table-row')
  const before = await rows.count()
  await page.clock.fastForward(INSERT_THROTTLE_MS)
  await form.getByRole('button', { name: '新增字段' }).click()
  await expect.poll(() => rows.count()).toBe(before + 1)
  const row = rows.nth(before)
  await (await cell(table, row, '字段名称')).locator('input').fill(spec.name)
  await (await cell(table, row, '字段备注')).locator('input').fill(spec.text)
  for (const [title, text] of Object.entries(spec.inputs ?? {}))
    await (await cell(table, row, title)).locator('input').fill(text)
  for (const [title, choice] of Object.entries(spec.selects)) {
    const [option, search] = Array.isArray(choice) ? choice : [choice]
    await pick(page, await cell(table, row, title), option, search)
  }
}

const searchInput = (list: Locator, label: string): Locator =>
  list.locator('.schema-search-item').filter({ hasText: label }).locator('input')

async function rowAction(page: Page, text: string, action: string): Promise<void> {
  await rowsWith(page, text).first().getByText(action, { exact: true }).click()
}

describe('online forms', () => {
  // The one walk of the whole feature (design, sync, publish, use), as an admin does it once: longer than most tests.
  it('an admin designs 专利年费提醒, syncs it, publishes its menu and uses it from the side menu', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    // For addField: the fields table refuses a second add within 1.5 s.
    await page.clock.install()
    await page.goto(`${realBuildUrl}/online/cgform`)
    await rowsWith(page, 'test_demo').waitFor()

    await page.getByRole('button', { name: /新\s*增/ }).click()
    const designer = modal(page, '新增')
    // Six system fields of nineteen properties each: the dialog draws for a while before it starts to zoom in.
    await designer.getByRole('button', { name: '新增字段' }).waitFor()
    await dialogOpened(designer)
    await formItem(designer, '表名').locator('input').fill('Bad-Name')
    await expect.poll(() => formItem(designer, '表名').textContent()).toContain('表名须以小写字母开头')
    await formItem(designer, '表名').locator('input').fill('test_demo')
    await expect.poll(() => formItem(designer, '表名').textContent()).toContain('该值不可用，系统中已存在！')
    await formItem(designer, '表名').locator('input').fill('cg_patent_annuity')
    await formItem(designer, '表描述').locator('input').fill('专利年费提醒')
    await addField(page, designer, {
      name: 'patent_type',
      text: '专利类型',
      inputs: { 字典Code: 'ipr_patent_type' },
      selects: { 控件类型: '下拉框', 是否查询: '是' },
    })
    await addField(page, designer, {
      name: 'due_date',
      text: '缴费截止日',
      selects: { 字段类型: 'Date', 控件类型: ['日期(yyyy-MM-dd)', '日期(yyyy-MM-dd)'] },
    })
    await addField(page, designer, { name: 'patent_no', text: '专利号', selects: { 是否必填: '是', 是否查询: '是' } })
    await addField(page, designer, {
      name: 'amount',
      text: '年费金额',
      selects: { 字段类型: 'BigDecimal', 校验规则: ['金额', '金额'] },
    })
    await designer.getByRole('button', { name: /确\s*定/ }).click()
    await messageSays(page, '添加成功')
    await expect.poll(() => rowsWith(page, 'cg_patent_annuity').textContent()).toContain('未同步')

    await rowAction(page, 'cg_patent_annuity', '同步数据库')
    await answerConfirm(confirmDialog(page, '确定同步数据库吗'), /确\s*定/)
    await expect.poll(() => rowsWith(page, 'cg_patent_annuity').textContent()).toContain('已同步')

    await rowAction(page, 'cg_patent_annuity', '配置菜单')
    const menuDialog = modal(page, '配置菜单')
    await dialogOpened(menuDialog)
    await pick(page, menuDialog.locator('.ant-form-item').filter({ hasText: '上级菜单' }), '在线开发', '在线')
    await pick(page, menuDialog.locator('.ant-form-item').filter({ hasText: '授权角色' }), '管理员')
    await menuDialog.getByRole('button', { name: /确\s*定/ }).click()
    await messageSays(page, '菜单配置成功')

    // From the side menu, no rebuild: the menu row the designer created opens the form.
    await openFromMenu(page, ['在线开发', '专利年费提醒'])
    const list = page.locator('.online-form-page').filter({ visible: true }).first()

    await list.getByRole('button', { name: /新\s*增/ }).click()
    let form = modal(page, '新增')
    await dialogOpened(form)
    await form.getByRole('button', { name: /确\s*定/ }).click()
    // A required field of an online form says what it wants, as a page schema's does (form/node-defaults.ts).
    await expect.poll(() => formItem(form, '专利号').textContent()).toContain('请输入专利号!')
    await formItem(form, '专利号').locator('input').fill('ZL202310000001.5')
    await pick(page, formItem(form, '专利类型'), '发明')
    await formItem(form, '缴费截止日').locator('input').fill('2025-06-30')
    await formItem(form, '缴费截止日').locator('input').press('Enter')
    await formItem(form, '年费金额').locator('input').fill('900')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await expect.poll(() => rowsWith(list, 'ZL202310000001.5').textContent()).toContain('发明')

    await rowsWith(list, 'ZL202310000001.5').getByText('编辑', { exact: true }).click()
    form = modal(page, '编辑')
    await dialogOpened(form)
    await expect.poll(() => formItem(form, '专利号').locator('input').inputValue()).toBe('ZL202310000001.5')
    await formItem(form, '年费金额').locator('input').fill('1200')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await expect.poll(() => rowsWith(list, 'ZL202310000001.5').textContent()).toContain('1200')

    await searchInput(list, '专利号').fill('ZL2099')
    await list.getByRole('button', { name: /(^|\s)查\s*询$/ }).click()
    await expect.poll(() => rowsWith(list, 'ZL202310000001.5').count()).toBe(0)
    await searchInput(list, '专利号').fill('ZL202310000001.5')
    await list.getByRole('button', { name: /(^|\s)查\s*询$/ }).click()
    await expect.poll(() => rowsWith(list, 'ZL202310000001.5').count()).toBe(1)

    const download = page.waitForEvent('download')
    await list.getByRole('button', { name: /导\s*出/ }).click()
    expect((await download).suggestedFilename()).toBe('专利年费提醒.xlsx')

    await rowsWith(list, 'ZL202310000001.5').getByText('删除', { exact: true }).click()
    await answerConfirm(confirmDialog(page, '是否删除选中数据'), /确\s*定/)
    await expect.poll(() => rowsWith(list, 'ZL202310000001.5').count()).toBe(0)
  }, 240_000)

  it('saves a main row with two sub-table rows in the seeded one-to-many form', async () => {
    const page = await browser.newPage()
    // The table refuses a second add within 1.5 s; the clock is moved on where a person would have paused.
    await page.clock.install()
    await signIn(page, 'admin')
    await page.goto(`${realBuildUrl}/online/cgformList/${ONLINE_FORM_IDS.orderMain}`)
    await rowsWith(page, 'DD20210302001').waitFor()
    await page.getByRole('button', { name: /新\s*增/ }).click()
    const form = modal(page, '新增')
    await dialogOpened(form)
    await formItem(form, '订单编码').locator('input').first().fill('DD-E2E-01')
    await form.getByRole('tab', { name: '订单客户' }).click()
    const customers = form.locator('.ant-tabs-tabpane-active .ant-table').first()
    const addCustomer = form.locator('.ant-tabs-tabpane-active').getByRole('button', { name: '新增' })
    const customerRows = customers.locator('.ant-table-tbody > tr.ant-table-row')
    for (const [index, name] of ['客户甲', '客户乙'].entries()) {
      await page.clock.fastForward(INSERT_THROTTLE_MS)
      await addCustomer.click()
      await expect.poll(() => customerRows.count()).toBe(index + 1)
      await (await cell(customers, customerRows.nth(index), '客户名字')).locator('input').fill(name)
    }
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await rowsWith(page, 'DD-E2E-01').waitFor()

    await rowsWith(page, 'DD-E2E-01').getByText('编辑', { exact: true }).click()
    const edit = modal(page, '编辑')
    await dialogOpened(edit)
    // The tabs are clicked once the form shows the stored order: a person reads the form before choosing a tab.
    await expect.poll(() => formItem(edit, '订单编码').locator('input').first().inputValue()).toBe('DD-E2E-01')
    await edit.getByRole('tab', { name: '订单客户' }).click()
    const saved = edit.locator('.ant-tabs-tabpane-active .ant-table-tbody > tr.ant-table-row input[type=text]')
    await expect
      .poll(async () =>
        (await saved.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).filter(Boolean),
      )
      .toEqual(['客户甲', '客户乙'])
  })
})
