import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { dialogOpened } from './support/overlays'
import { mockApiBase, realBuildUrl } from './support/ports'
import { chooseIn } from './support/select'
import { topmost } from './support/locators'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

interface Customer {
  id: string
  customerName: string
}

async function get<T>(page: Page, path: string): Promise<T> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'))
  const token = (JSON.parse(raw!) as { value: string }).value
  const response = await fetch(`${mockApiBase}${path}`, { headers: { 'X-Access-Token': token } })
  return ((await response.json()) as { result: T }).result
}

/** The select of the form item labelled `label`. */
const selectOf = (form: Locator, label: string): Locator =>
  form
    .locator('.ant-formily-item')
    .filter({ has: form.page().locator('.ant-formily-item-label', { hasText: label }) })
    .locator('.ant-select')

/** A header figure of the record page shown, as a number (undefined while it loads). */
async function figure(page: Page, title: string): Promise<number | undefined> {
  const statistic = page.locator('.ant-statistic:visible').filter({ hasText: title })
  const text = await statistic.locator('.ant-statistic-content').textContent({ timeout: 5000 })
  const value = Number((text ?? '').replace(/[^\d.-]/g, ''))
  return text && /\d/.test(text) ? value : undefined
}

/** The record page's tab `title` opened: its related list. */
async function relatedList(page: Page, title: string): Promise<Locator> {
  await page.getByRole('tab', { name: title, exact: true }).click()
  return page.getByRole('tabpanel', { name: title, exact: true })
}

/** A row of a list holding `text`, once it shows. */
async function rowWith(list: Locator, text: string): Promise<Locator> {
  const row = list.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: text })
  await row.first().waitFor()
  return row.first()
}

/** Runs the header action `title` of the record page, fills its form with `fill` and saves it. */
async function createFrom(page: Page, title: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: title }).click()
  const form = topmost(page)
  await dialogOpened(form)
  await fill(form)
  await form.getByRole('button', { name: /确\s*定/ }).click()
  await form.waitFor({ state: 'hidden' })
}

async function pickDate(form: Locator, placeholder: string, date: string): Promise<void> {
  await form.getByPlaceholder(placeholder).fill(date)
  await form.getByPlaceholder(placeholder).press('Enter')
}

/** The record page's own title (the shell's page header names the record too). */
const recordTitle = (page: Page, name: RegExp | string): Locator =>
  page.locator('.ant-card').getByRole('heading', { name, exact: true })

/** Opens the record a related list's row links to and waits for its title. */
async function openRecord(page: Page, row: Locator, path: string, title: RegExp | string): Promise<void> {
  await row.getByRole('link').first().click()
  await page.waitForURL((url) => url.pathname.startsWith(path))
  await recordTitle(page, title).waitFor()
}

describe('record pages', () => {
  it('a customer → contract → case → bill → receipt chain is built from record pages, each shows in its parent, and the customer figures follow', async () => {
    const page = await browser.signedInPage()
    const customers = await get<{ records: Customer[] }>(page, '/ipr/customer/list?pageSize=1')
    const customer = customers.records[0]
    const customerPage = `${realBuildUrl}/ipr/customer/list/${customer.id}`
    await page.goto(customerPage)
    await recordTitle(page, customer.customerName).waitFor()
    // The tab is titled by the customer, not by the list's menu.
    await expect.poll(() => page.title()).toContain(customer.customerName)
    await expect.poll(() => figure(page, '在办案件')).toBeDefined()
    const before = {
      contracts: (await figure(page, '合同额'))!,
      received: (await figure(page, '已回款'))!,
      cases: (await figure(page, '在办案件'))!,
    }

    const stamp = Date.now().toString(36)
    const contractName = `记录页合同${stamp}`
    await createFrom(page, '新建合同', async (form) => {
      await form.getByPlaceholder('请输入合同名称').fill(contractName)
      await chooseIn(page, selectOf(form, '合同类型'), '专利代理合同')
      await form.getByPlaceholder('请输入合同金额').fill('50000')
      await pickDate(form, '请选择签订日期', '2026-11-20')
    })
    const contracts = await relatedList(page, '合同')
    const contractRow = await rowWith(contracts, contractName)
    await expect.poll(() => figure(page, '合同额')).toBeCloseTo(before.contracts + 50000, 2)

    await openRecord(page, contractRow, '/ipr/contract/list/', contractName)
    const caseName = `记录页案件${stamp}`
    await createFrom(page, '新建案件', async (form) => {
      await form.getByPlaceholder('请输入案件名称').fill(caseName)
      await chooseIn(page, selectOf(form, '业务类型'), '专利')
    })
    const caseRow = await rowWith(await relatedList(page, '案件'), caseName)

    await openRecord(page, caseRow, '/ipr/case/list/', caseName)
    // A bill is drawn from the case's fees waiting to be billed: the fee is added in the case's own fee list.
    const fees = await relatedList(page, '费用')
    await fees.getByRole('button', { name: /新\s*增/ }).click()
    const feeForm = topmost(page)
    await dialogOpened(feeForm)
    await chooseIn(page, selectOf(feeForm, '费用类别'), '官费')
    await feeForm.getByPlaceholder('请输入费用名称').fill('申请费')
    await feeForm.getByPlaceholder('请输入金额').fill('3000')
    await chooseIn(page, selectOf(feeForm, '费用状态'), '待请款')
    await feeForm.getByRole('button', { name: /确\s*定/ }).click()
    await feeForm.waitFor({ state: 'hidden' })
    await rowWith(fees, '申请费')
    await createFrom(page, '开账单', (form) => pickDate(form, '请选择账单日期', '2026-11-20'))
    const billRow = await rowWith(await relatedList(page, '账单'), '3,000.00')
    const billNo = (await billRow.getByRole('link').first().textContent())!

    await openRecord(page, billRow, '/ipr/finance/bill/', billNo)
    // The receipt starts with what the bill still owes.
    await createFrom(page, '登记收款', async (form) => {
      await pickDate(form, '请选择收款日期', '2026-11-21')
      await chooseIn(page, selectOf(form, '收款方式'), '网上转账')
      expect(await form.getByPlaceholder('请输入收款金额').inputValue()).toBe('3000.00')
    })
    await rowWith(await relatedList(page, '收款'), '3,000.00')

    await page.goto(customerPage)
    await recordTitle(page, customer.customerName).waitFor()
    await expect.poll(() => figure(page, '合同额')).toBeCloseTo(before.contracts + 50000, 2)
    await expect.poll(() => figure(page, '已回款')).toBeCloseTo(before.received + 3000, 2)
    await expect.poll(() => figure(page, '在办案件')).toBe(before.cases + 1)
    await rowWith(await relatedList(page, '案件'), caseName)
    await page.close()
  })

  it('a record id the backend does not answer shows 404, not an empty form', async () => {
    const page = await browser.signedInPage('admin', { path: '/ipr/contract/list/no-such-contract' })
    await page.getByText('404', { exact: true }).first().waitFor()
    expect(await page.getByRole('tab', { name: '详情', exact: true }).count()).toBe(0)
    await page.close()
  })
})
