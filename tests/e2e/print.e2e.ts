import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { rmbCapital } from '@renderers/print/rmb-capital'
import letterhead from '@schemas/fragments/print-letterhead.json'
import { resetBackend } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { mockApiBase, realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

interface Bill {
  id: string
  billNo: string
  totalAmount: number
}

interface Line {
  feeName: string
}

async function get<T>(page: Page, path: string): Promise<T> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'))
  const token = (JSON.parse(raw!) as { value: string }).value
  const response = await fetch(`${mockApiBase}${path}`, { headers: { 'X-Access-Token': token } })
  return ((await response.json()) as { result: T }).result
}

/** A bill with a few lines (its sheet fits one page) and its lines. */
async function billWithLines(page: Page): Promise<{ bill: Bill; lines: Line[] }> {
  const bills = await get<{ records: Bill[] }>(page, '/ipr/bill/list?pageSize=50')
  for (const bill of bills.records) {
    const lines = await get<Line[]>(page, `/ipr/bill/queryLineListByMainId?id=${bill.id}`)
    if (lines.length >= 2 && lines.length <= 6) return { bill, lines }
  }
  throw new Error('the seed has no bill with two to six lines')
}

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree nodes). */
const pdfPages = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0

const preview = (page: Page): Locator => page.getByRole('dialog', { name: '打印预览' })

/** The preview's text once its sheets are drawn. */
async function sheetsText(page: Page, sheets: number): Promise<string> {
  await expect.poll(() => preview(page).locator('.print-sheet').count()).toBe(sheets)
  return preview(page).innerText()
}

describe('printing', () => {
  it('打印 on a bill (its row and its record page) previews its lines, its total in capitals and the letterhead, and prints as one page without a blank written as undefined', async () => {
    const page = await browser.signedInPage()
    const { bill, lines } = await billWithLines(page)
    await page.goto(`${realBuildUrl}/ipr/finance/bill`)
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await page.getByPlaceholder('请输入账单编号', { exact: true }).first().fill(bill.billNo)
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click()
    await expect.poll(() => page.locator('.ant-table-tbody tr[data-row-key]').count()).toBe(1)
    await page.locator('.ant-table-tbody tr[data-row-key]').getByText('打印', { exact: true }).click()

    const text = await sheetsText(page, 1)
    expect(text).toContain(letterhead.name)
    expect(text).toContain('请款单')
    expect(text).toContain(bill.billNo)
    for (const line of lines) expect(text).toContain(line.feeName)
    expect(text).toContain(`大写：${rmbCapital(bill.totalAmount)}`)
    expect(text).not.toMatch(/undefined|NaN/)
    expect(await preview(page).locator('.print-sheet thead').count()).toBe(1)

    const pdf = await page.pdf({ preferCSSPageSize: true })
    expect(pdfPages(pdf)).toBe(1)

    await preview(page)
      .getByRole('button', { name: /关\s*闭/ })
      .click()
    await expect.poll(() => preview(page).count()).toBe(0)

    // The bill's record page prints the same sheet from its header.
    await page.goto(`${realBuildUrl}/ipr/finance/bill/${bill.id}`)
    await page.getByRole('button', { name: /打\s*印/ }).click()
    const fromRecord = await sheetsText(page, 1)
    expect(fromRecord).toContain(bill.billNo)
    expect(fromRecord).toContain(`大写：${rmbCapital(bill.totalAmount)}`)
  })

  it('打印工资条 on a salary batch prints one payslip per employee, each on a page of its own', async () => {
    const page = await browser.signedInPage('admin', { path: '/ipr/people/salary' })
    const rows = page.locator('.ant-table-tbody tr[data-row-key]')
    await rows.first().waitFor()
    const salariesOf = (batchId: string | null) =>
      get<{ records: { userName_dictText?: string }[] }>(page, `/ipr/salary/list?batchId=${batchId}&pageSize=1000`)
    // A batch of several employees among those the list shows first.
    let row = rows.first()
    let salaries = await salariesOf(await row.getAttribute('data-row-key'))
    for (let index = 1; salaries.records.length < 2 && index < (await rows.count()); index += 1) {
      row = rows.nth(index)
      salaries = await salariesOf(await row.getAttribute('data-row-key'))
    }
    expect(salaries.records.length).toBeGreaterThan(1)
    await row.getByText('打印工资条', { exact: true }).click()

    const text = await sheetsText(page, salaries.records.length)
    for (const salary of salaries.records) expect(text).toContain(salary.userName_dictText)
    expect(text).not.toMatch(/undefined|NaN/)

    const pdf = await page.pdf({ preferCSSPageSize: true })
    expect(pdfPages(pdf)).toBe(salaries.records.length)
  })
})
