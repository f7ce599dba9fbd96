import type { Page } from 'playwright-core'
import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { readWorkbook } from '@mocks/kernel/crud/excel/read-workbook'
import analysis from '@schemas/pages/dashboard/Analysis.json'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { fillFields } from './support/form-fill'
import { dialogOpened } from './support/overlays'
import { fieldsToFill, pageOf } from './support/page-walk'

const browser = launchBrowserForFile()

beforeAll(async () => {
  await resetBackend()
})

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

/** The figure a KPI card shows after its title, as a number. */
async function figure(page: Page, title: string, unit: string): Promise<number> {
  const pattern = new RegExp(`^${title}([\\d,]+)${unit}`)
  await expect.poll(async () => pattern.test((await card(page, title).textContent()) ?? '')).toBe(true)
  return Number(pattern.exec((await card(page, title).textContent())!)![1].replace(/,/g, ''))
}

/** Opens a screen from the side menu, its group first when the group is closed. */

/** Messages Chromium logs when the page's CSP (script-src 'self') refuses something, such as code compiled from text. */
function cspViolations(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text())
  })
  return seen
}

describe('the home dashboard in Chromium', () => {
  it('draws the visit figures and the visits chart after sign-in, under the production CSP', async () => {
    const page = await browser.newPage()
    const violations = cspViolations(page)
    await signIn(page, 'admin')
    expect(new URL(page.url()).pathname).toBe('/dashboard/analysis')

    const chart = card(page, '近7日访问量与IP').getByRole('img', { name: '近7日访问量与IP' })
    await chart.and(page.locator('[data-chart="drawn"]')).waitFor()
    // The axis is labelled with the days the backend counted (its hidden table's first row), the legend's toggles name
    // both series, and a pointer on the plot shows the values of the day under it.
    const trend = card(page, '近7日访问量与IP')
    const firstDay = await trend.locator('tbody th').first().textContent()
    expect(firstDay).toMatch(/^\d{2}-\d{2}$/)
    await chart.locator('svg text', { hasText: firstDay! }).first().waitFor()
    await trend.getByRole('button', { name: '访问量', pressed: true }).waitFor()
    await trend.getByRole('button', { name: 'IP', pressed: true }).waitFor()
    expect(await chart.locator('svg path').count()).toBe(2)
    await chart.hover()
    await expect.poll(() => trend.getByRole('tooltip').textContent()).toMatch(/^\d{2}-\d{2}访问量 [\d,]+IP [\d,]+$/)
    await expect.poll(() => card(page, '总访问量').textContent()).toMatch(/总访问量[\d,]+次/)
    await card(page, '今日访问').getByRole('img', { name: '今日访问趋势' }).locator('svg').waitFor()
    expect(violations).toEqual([])
  })

  it('shows a failing source’s message inside its card while the figures still draw', async () => {
    const page = await browser.newPage()
    await page.route('**/sys/visitInfo**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: '统计服务暂不可用', code: 500, result: null, timestamp: 0 }),
      }),
    )
    await signIn(page, 'admin')
    await card(page, '近7日访问量与IP').getByRole('alert').filter({ hasText: '统计服务暂不可用' }).waitFor()
    await expect.poll(() => card(page, '总访问量').textContent()).toMatch(/总访问量[\d,]+次/)
    await expect.poll(() => card(page, '今日IP').textContent()).toMatch(/今日IP[\d,]+个/)
  })

  it('draws every chart and 我的待办; a case added moves 新增案件; a 统计 table exports; jeecg sees own-scope figures', async () => {
    const openCases = async (page: Page) => {
      const figures = card(page, '新增案件')
      await expect.poll(() => figures.textContent()).toMatch(/在办案件 [\d,]+件/)
      return Number(/在办案件 ([\d,]+)件/.exec((await figures.textContent())!)![1].replace(/,/g, ''))
    }
    const admin = await browser.newPage()
    await signIn(admin, 'admin')
    // Every chart widget of the home page has drawn its data.
    for (const widget of analysis.widgets.filter((one) => one.kind === 'chart')) {
      const chart = card(admin, widget.title).getByRole('img', { name: widget.title })
      await chart.and(admin.locator('[data-chart="drawn"]')).waitFor()
      // A bar per category and series, a line (and the area under it) per series, a slice per category of a value.
      const categories = await card(admin, widget.title).locator('tbody tr').count()
      const marks = await chart.locator('svg path').count()
      const series = widget.series?.length ?? 0
      if (widget.chart === 'pie' || widget.chart === 'ring') {
        expect(marks).toBeGreaterThan(0)
        expect(marks).toBeLessThanOrEqual(categories)
      } else
        expect(marks).toBe(
          widget.chart === 'line' ? series : widget.chart === 'area' ? 2 * series : categories * series,
        )
    }
    await expect.poll(() => card(admin, '合同额').textContent()).toMatch(/合同额[\d,.]+元/)
    await card(admin, '我的待办').locator('tr[data-row-key]').first().waitFor()
    const firm = await openCases(admin)

    // A case added from its list counts on the home page once the user goes back to it.
    const before = await figure(admin, '新增案件', '件')
    await openFromMenu(admin, ['案件管理', '案件列表'])
    await admin
      .getByRole('button', { name: /新\s*增/ })
      .filter({ visible: true })
      .click()
    const form = admin.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '新增' })
    await dialogOpened(form)
    await fillFields(admin, form, fieldsToFill((await pageOf('ipr/CaseList'))!), 'KPI')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await admin.locator('.multi-tab .multi-tab-label', { hasText: '首页' }).click()
    await expect.poll(() => figure(admin, '新增案件', '件')).toBe(before + 1)

    // The table behind a 统计 chart downloads as a workbook of the rows it shows.
    await openFromMenu(admin, ['统计分析', '财务统计'])
    const sales = card(admin, '业务员应收')
    await sales.locator('tr[data-row-key]').first().waitFor()
    const salesman = await sales.locator('tr[data-row-key] td').first().textContent()
    const download = admin.waitForEvent('download')
    await sales.getByRole('button', { name: /导\s*出/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('业务员应收.xlsx')
    const [, , header, ...rows] = await readWorkbook(new Uint8Array(await readFile(await file.path())))
    expect(header[0]).toBe('业务员')
    expect(rows.map((row) => row[0])).toContain(salesman)

    const staff = await browser.newPage()
    await signIn(staff, 'jeecg')
    const own = await openCases(staff)
    expect(own).toBeGreaterThan(0)
    expect(own).toBeLessThan(firm)
  })
})
