import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { firmToday } from './support/clock'
import { formItem } from './support/form-fill'
import { dialogOpened } from './support/overlays'
import { realBuildUrl } from './support/ports'
import { workbookOf } from '../fixtures/excel/edited-workbooks'
import { SALARY_HEADER } from '../fixtures/excel/salary-header'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** This month: the seed's salaries end with the month before, so its batches are made by the import. */
const MONTH = firmToday().slice(0, 7)

/**
 * A month of salaries as a clerk fills the exported template: jeecg (周晓雯) and zhangsan (张三), and a name that is
 * no one; saved as an Excel 97-2003 .xls, the format a JeecgBoot server exports.
 */
const workbook = workbookOf(
  [
    ['工资报表'],
    ['导出人:管理员'],
    SALARY_HEADER,
    [MONTH, 'jeecg', 8000, 2000, 1500, 500, 0, 840, 960, 115],
    [MONTH, '查无此人', 7000],
    [MONTH, 'zhangsan', 9000, 1000],
  ],
  { format: 'xls' },
)

const visibleRows = (page: Page) => page.locator('.ant-table-tbody tr[data-row-key]').filter({ visible: true })

describe('工资管理', () => {
  it('imports a month with one bad row: the 201 report links the error file, the good rows are listed', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.goto(`${realBuildUrl}/ipr/people/salary`)
    await visibleRows(page).first().waitFor()

    await page.getByRole('button', { name: '导入工资' }).click()
    const upload = page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '导入 Excel' })
    await dialogOpened(upload)
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: `${MONTH}工资.xls`, mimeType: 'application/vnd.ms-excel', buffer: Buffer.from(workbook) })
    await upload.getByRole('button', { name: '开始上传' }).click()

    const report = page.locator('.ant-modal-confirm').filter({ hasText: '导入成功，但有错误数据！' })
    await report.waitFor()
    expect(await report.textContent()).toContain('总上传行数：3，已导入行数：2，错误行数：1')
    const link = report.getByRole('link', { name: '点击下载错误文件' })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/\/jeecg-boot\/sys\/common\/static\/logs\/\d{8}\/iprSalaryImportExcelErrorLog\d+\.txt$/)
    const errors = await page.request.get(href)
    expect(await errors.text()).toContain('第 2 行：员工「查无此人」不存在，忽略导入。')
    await report.getByRole('button').click()

    await page.getByPlaceholder('请输入工资月份').first().fill(MONTH)
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click()
    // The answer replaces the rows listed before the search: wait until every row shown is a batch of this month
    // (a 工资月份 cell of exactly MONTH), or the loop below would walk rows that are about to go.
    await page.waitForFunction((month) => {
      const rows = [...document.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody tr[data-row-key]')].filter(
        (row) => row.offsetParent !== null,
      )
      return rows.length > 0 && rows.every((row) => [...row.cells].some((cell) => cell.textContent?.trim() === month))
    }, MONTH)
    // One batch per department of the month, each listing its employees in its 工资明细 drawer.
    const listed: string[] = []
    for (const row of await visibleRows(page).all()) {
      await row.getByText('工资明细', { exact: true }).click()
      const drawer = page.locator('.ant-drawer-content').filter({ visible: true }).last()
      const lines = drawer.locator('.ant-table-tbody tr[data-row-key]')
      await lines.first().waitFor()
      listed.push(...(await lines.allTextContents()))
      await drawer.locator('.ant-drawer-close').click()
      await drawer.waitFor({ state: 'hidden' })
    }
    expect(listed).toHaveLength(2)
    expect(listed.join()).toContain('周晓雯')
    expect(listed.join()).toContain('张三')
  })
})

describe('提成规则', () => {
  it('refuses a percentage above 100 at the field, keeping what was typed, and saves the corrected rule', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.goto(`${realBuildUrl}/ipr/people/commissionRule`)
    await visibleRows(page).first().waitFor()
    await page.getByRole('button', { name: /新\s*增/ }).click()
    const form = page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '新增' })
    await dialogOpened(form)
    await formItem(form, '规则名称').locator('input').fill('合伙人提成')
    await formItem(form, '适用范围').getByText('按角色', { exact: true }).click()
    await formItem(form, '适用角色').locator('.ant-select-selector').click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="管理员"]').click()
    const rate = formItem(form, '提成比例').locator('input')
    await rate.fill('150')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect
      .poll(() => formItem(form, '提成比例').textContent())
      .toContain('请输入0到100之间的百分比，最多两位小数')
    expect(await formItem(form, '规则名称').locator('input').inputValue()).toBe('合伙人提成')

    await rate.fill('12.5')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    const saved = visibleRows(page).filter({ hasText: '合伙人提成' })
    await expect.poll(() => saved.count()).toBe(1)
    expect(await saved.textContent()).toContain('12.5')
  })
})
