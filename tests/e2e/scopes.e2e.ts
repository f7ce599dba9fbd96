import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

// The list's own tabs, not the multi-tab shell's.
const selectedTab = (page: Page) => page.locator('.page-body .ant-tabs-tab-active').filter({ visible: true }).first()
const pane = (page: Page) => page.locator('.page-body .ant-tabs-tabpane-active').filter({ visible: true }).first()
const rowTexts = (page: Page) => pane(page).locator('.ant-table-tbody tr[data-row-key]').allInnerTexts()
const search = (page: Page) => new URL(page.url()).searchParams

/** Waits until the shown tab's list has answered with rows. */
async function rowsShown(page: Page): Promise<string[]> {
  await expect.poll(async () => (await rowTexts(page)).length).toBeGreaterThan(0)
  return rowTexts(page)
}

describe('a list opened on a scope from the menu', () => {
  it('?scope= opens 待配案 with its rows; reload keeps the tab', async () => {
    const page = await browser.signedInPage()
    await openFromMenu(page, ['案件管理', '待配案'])
    await expect.poll(() => selectedTab(page).innerText()).toMatch(/^待配案/)
    expect(search(page).get('scope')).toBe('unassigned')
    expect((await rowsShown(page)).every((text) => text.includes('待配案'))).toBe(true)
    await page.reload()
    await expect.poll(() => selectedTab(page).innerText()).toMatch(/^待配案/)
    expect((await rowsShown(page)).every((text) => text.includes('待配案'))).toBe(true)
    await page.close()
  })

  it('the 逾期案件 menu row (?scope=overdue) opens 已逾期; a search and a reload keep the tab and the search', async () => {
    const page = await browser.signedInPage()
    await openFromMenu(page, ['案件管理', '逾期案件'])
    await expect.poll(() => selectedTab(page).innerText()).toMatch(/^已逾期/)
    const first = (await rowsShown(page))[0]
    // The first cell after the checkbox is the case number.
    const caseNo = first.split(/\s+/).filter(Boolean)[0]
    await pane(page).getByRole('textbox', { name: '案号' }).fill(caseNo)
    await pane(page)
      .getByRole('button', { name: /^查\s*询$/ })
      .click()
    await expect.poll(() => search(page).get('caseNo')).toBe(caseNo)
    expect(search(page).get('scope')).toBe('overdue')
    await page.reload()
    await expect.poll(() => selectedTab(page).innerText()).toMatch(/^已逾期/)
    await expect.poll(() => pane(page).getByRole('textbox', { name: '案号' }).inputValue()).toBe(caseNo)
    expect((await rowsShown(page)).every((text) => text.includes(caseNo))).toBe(true)
    await page.close()
  })
})

describe('期限监控', () => {
  it('lists the agent’s deadlines coloured by how near they are; a click opens the record on its list', async () => {
    const page = await browser.newPage()
    await signIn(page, 'liufang')
    await openFromMenu(page, ['案件管理', '期限监控'])
    await expect.poll(() => selectedTab(page).innerText()).toMatch(/^30天内/)
    const rows = pane(page).locator('.ant-table-tbody tr[data-row-key]')
    await expect.poll(() => rows.count()).toBeGreaterThan(0)
    // Soonest first: the overdue lead, in red, and every line is hers.
    expect(await rows.first().locator('.ant-tag-red').count()).toBe(1)
    expect((await rows.allInnerTexts()).every((text) => text.includes('刘芳'))).toBe(true)
    const link = rows.first().getByRole('link')
    const recordNo = (await link.innerText()).trim()
    await link.click()
    await expect.poll(() => search(page).get('id')).toBeTruthy()
    await page.getByText('仅显示指定的记录').filter({ visible: true }).waitFor()
    const opened = page.locator('.page-body .ant-table-tbody tr[data-row-key]').filter({ visible: true })
    await expect.poll(() => opened.count()).toBe(1)
    expect(await opened.first().innerText()).toContain(recordNo)
    await page.close()
  })
})
