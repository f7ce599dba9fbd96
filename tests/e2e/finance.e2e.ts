import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { dialogOpened } from './support/overlays'
import { mockApiBase, realBuildUrl } from './support/ports'
import { chooseIn } from './support/select'
import { topmost } from './support/locators'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

interface Contract {
  id: string
  contractNo: string
  contractName: string
  amount: number
  receivedAmount: number
}

interface Plan {
  period: number
  planAmount: number
  planStatus: string
}

/** Money as the lists show it: thousands separators and two decimals. */
const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const cents = (value: number) => Math.round(value * 100)

async function get<T>(page: Page, path: string): Promise<T> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'))
  const token = (JSON.parse(raw!) as { value: string }).value
  const response = await fetch(`${mockApiBase}${path}`, { headers: { 'X-Access-Token': token } })
  return ((await response.json()) as { result: T }).result
}

/**
 * A running, approved contract whose next instalment (its first plan row not fully paid, the one a receipt against
 * the contract settles) has nothing received yet. Its name is its own (a customer often signs several contracts of
 * one kind), so the contract select offers it once.
 */
async function openContract(page: Page): Promise<{ contract: Contract; plans: Plan[]; next: number }> {
  const running = await get<{ records: Contract[] }>(
    page,
    '/ipr/contract/list?contractStatus=1&bpmStatus=3&pageSize=200',
  )
  for (const contract of running.records) {
    const plans = (await get<Plan[]>(page, `/ipr/contract/queryPlanListByMainId?id=${contract.id}`)).sort(
      (a, b) => a.period - b.period,
    )
    const next = plans.findIndex((plan) => plan.planStatus !== '2')
    if (next < 0 || !['0', '3'].includes(plans[next].planStatus)) continue
    const namesakes = await get<{ total: number }>(
      page,
      `/ipr/contract/list?contractName=${encodeURIComponent(contract.contractName)}`,
    )
    if (namesakes.total === 1) return { contract, plans, next }
  }
  throw new Error('the seed has no running contract with an open instalment')
}

/** The select of the form item labelled `label`. */
const selectOf = (form: Locator, label: string): Locator =>
  form
    .locator('.ant-formily-item')
    .filter({ has: form.page().locator('.ant-formily-item-label', { hasText: label }) })
    .locator('.ant-select')

/** The text of one column's cell in the list row holding `text`. */
async function cellOf(page: Page, text: string, column: string): Promise<string> {
  const headers = await page.locator('.ant-table-thead tr').first().locator('th').allTextContents()
  const row = page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: text })
  return (await row.locator('td').nth(headers.indexOf(column)).textContent()) ?? ''
}

async function findContract(page: Page, contractNo: string): Promise<void> {
  await page.goto(`${realBuildUrl}/ipr/contract/list`)
  await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
  await page.getByPlaceholder('请输入合同编号', { exact: true }).first().fill(contractNo)
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click()
  await expect.poll(() => page.locator('.ant-table-tbody tr[data-row-key]').count()).toBe(1)
}

describe('receipts against a contract', () => {
  it('a receipt larger than the open plan row is refused and keeps what was typed; the right one settles the row and lowers what the contract still owes', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    const { contract, plans, next } = await openContract(page)
    const owed = cents(contract.amount) - cents(contract.receivedAmount)
    const first = cents(plans[next].planAmount)

    await findContract(page, contract.contractNo)
    await expect.poll(() => cellOf(page, contract.contractNo, '未收金额')).toBe(money(owed))

    await page.goto(`${realBuildUrl}/ipr/finance/receipt`)
    await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
    await page.getByRole('button', { name: /新\s*增/ }).click()
    const form = topmost(page)
    await dialogOpened(form)
    await chooseIn(page, selectOf(form, '合同'), contract.contractName, contract.contractName)
    await form.getByPlaceholder('请选择收款日期').fill('2026-11-20')
    await form.getByPlaceholder('请选择收款日期').press('Enter')
    await chooseIn(page, selectOf(form, '收款方式'), '网上转账')
    const amount = form.getByPlaceholder('请输入收款金额')
    await amount.fill(String((first + 100_000) / 100))
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect
      .poll(async () => (await page.locator('.ant-message-notice').allTextContents()).join(' '))
      .toContain(`收款金额 ${money(first + 100_000)} 元超过回款计划「第${plans[next].period}期`)
    expect(await form.isVisible()).toBe(true)
    // The number box keeps the typed amount, shown with its two decimals.
    expect(await amount.inputValue()).toBe(((first + 100_000) / 100).toFixed(2))

    await amount.fill(String(first / 100))
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    await findContract(page, contract.contractNo)
    await expect.poll(() => cellOf(page, contract.contractNo, '未收金额')).toBe(money(owed - first))
    // The approved contract is locked: its 详情 shows the plan.
    await page
      .locator('.ant-table-tbody tr[data-row-key]')
      .filter({ hasText: contract.contractNo })
      .getByText('详情', { exact: true })
      .click()
    const edit = topmost(page)
    await dialogOpened(edit)
    await edit.getByRole('tab', { name: '回款计划' }).click()
    const planRows = edit.locator('.ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row')
    await expect.poll(() => planRows.nth(next).textContent()).toContain('已回款')
    if (next + 1 < plans.length) expect(await planRows.nth(next + 1).textContent()).not.toContain('已回款')
  })
})
