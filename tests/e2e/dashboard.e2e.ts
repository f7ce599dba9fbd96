import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'

const browser = launchBrowserForFile()

beforeAll(async () => {
  await resetBackend()
})

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

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
    // The axis is labelled with the days the backend counted (its hidden table's first row) and the legend names both series.
    const firstDay = await card(page, '近7日访问量与IP').locator('tbody th').first().textContent()
    expect(firstDay).toMatch(/^\d{2}-\d{2}$/)
    await chart.locator('svg text', { hasText: firstDay! }).first().waitFor()
    await chart.locator('svg text', { hasText: '访问量' }).first().waitFor()
    await chart.locator('svg text', { hasText: 'IP' }).first().waitFor()
    await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(2)
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

  it('draws the business figures and a chart; jeecg sees the smaller figures of their own cases', async () => {
    const openCases = async (page: Page) => {
      const figures = card(page, '新增案件')
      await expect.poll(() => figures.textContent()).toMatch(/在办案件 [\d,]+件/)
      return Number(/在办案件 ([\d,]+)件/.exec((await figures.textContent())!)![1].replace(/,/g, ''))
    }
    const admin = await browser.newPage()
    await signIn(admin, 'admin')
    const chart = card(admin, '新增案件趋势').getByRole('img', { name: '新增案件趋势' })
    await chart.and(admin.locator('[data-chart="drawn"]')).waitFor()
    await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(1)
    await expect.poll(() => card(admin, '合同额').textContent()).toMatch(/合同额[\d,.]+元/)
    const firm = await openCases(admin)

    const staff = await browser.newPage()
    await signIn(staff, 'jeecg')
    const own = await openCases(staff)
    expect(own).toBeGreaterThan(0)
    expect(own).toBeLessThan(firm)
  })
})
