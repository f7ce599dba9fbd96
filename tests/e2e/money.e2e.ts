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

interface Answer<T> {
  success: boolean
  message: string
  result: T
}

/** A call to the built-in backend with the page's sign-in, as a script skipping the form would send it. */
async function api<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<Answer<T>> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'))
  const token = (JSON.parse(raw!) as { value: string }).value
  const response = await fetch(`${mockApiBase}${path}`, {
    method,
    headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as Answer<T>
}

/**
 * 提交审批 of a row, then 财务's 签收 and 同意 of its one approval step: requisitions and refunds are offered to the
 * finance role, whose clerk (pengyuhang) takes the task on a page of their own.
 */
async function approve(page: Page, flowCode: string, id: string): Promise<void> {
  expect((await api(page, '/act/process/extActProcess/startMutilProcess', 'POST', { flowCode, id })).success).toBe(true)
  const instance = await api<{ id: string }>(
    page,
    `/act/process/extActProcess/getInstanceByBusiness?flowCode=${flowCode}&id=${id}`,
  )
  const finance = await browser.newPage()
  await signIn(finance, 'pengyuhang')
  const todo = await api<{ records: Array<{ id: string; instanceId: string }> }>(
    finance,
    '/act/task/todo/list?pageSize=500',
  )
  const task = todo.result.records.find((row) => row.instanceId === instance.result.id)!
  expect((await api(finance, '/act/task/claim', 'POST', { taskId: task.id })).success).toBe(true)
  expect((await api(finance, '/act/task/complete', 'POST', { id: task.id, result: 2, reason: '同意' })).success).toBe(
    true,
  )
  await finance.close()
}

const selectOf = (form: Locator, label: string): Locator =>
  form
    .locator('.ant-formily-item')
    .filter({ has: form.page().locator('.ant-formily-item-label', { hasText: label }) })
    .locator('.ant-select')

async function openList(page: Page, url: string): Promise<void> {
  await page.goto(`${realBuildUrl}${url}`)
  await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor()
}

async function searchBy(page: Page, placeholder: string, text: string): Promise<Locator> {
  await page.getByPlaceholder(placeholder, { exact: true }).first().fill(text)
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click()
  await expect.poll(() => page.locator('.ant-table-tbody tr[data-row-key]').count()).toBe(1)
  return page.locator('.ant-table-tbody tr[data-row-key]').first()
}

interface Fee {
  id: string
  caseId: string
  feeName: string
  amount: number
}

describe('the money adds up', () => {
  it('a fee paid through a 用款申请 shows 已缴 on its case; a second payment of it is refused naming the first', async () => {
    const page = await browser.signedInPage()
    const fees = await api<{ records: Fee[] }>(page, '/ipr/expense/list?feeCategory=1&payStatus=0&pageSize=1')
    const fee = fees.result.records[0]
    const request = { reqType: '1', amount: fee.amount, reason: '代缴官费-端到端', expenseId: fee.id }
    expect((await api(page, '/ipr/requisition/add', 'POST', request)).success).toBe(true)
    const asked = await api<{ records: Array<{ id: string; reqNo: string }> }>(
      page,
      `/ipr/requisition/list?reason=${encodeURIComponent('代缴官费-端到端')}`,
    )
    const { id, reqNo } = asked.result.records[0]
    await approve(page, 'ipr_requisition', id)
    expect((await api(page, '/ipr/requisition/edit', 'PUT', { id, payStatus: '1' })).success).toBe(true)

    const owner = await api<{ caseNo: string }>(page, `/ipr/case/queryById?id=${fee.caseId}`)
    await openList(page, '/ipr/case/list')
    const row = await searchBy(page, '请输入案号', owner.result.caseNo)
    await row.getByText('费用', { exact: true }).click()
    const drawer = topmost(page)
    const feeRow = drawer.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: fee.feeName })
    await expect.poll(() => feeRow.textContent()).toContain('已缴')
    expect(await feeRow.textContent()).toContain('公司垫付')

    const twice = await api(page, '/ipr/requisition/add', 'POST', { ...request, reason: '代缴官费-重复' })
    expect(twice.message).toBe(`费用「${fee.feeName}」已由用款申请「${reqNo}」缴纳，不能重复缴费`)
  })

  it("a refund paid out lowers the contract's 已回款", async () => {
    const page = await browser.signedInPage()
    const receipts = await api<{ records: Array<{ id: string; contractId: string | null; refundedAmount: number }> }>(
      page,
      '/ipr/receipt/list?pageSize=200',
    )
    const receipt = receipts.result.records.find((row) => row.contractId && row.refundedAmount === 0)!
    const before = await api<{ contractNo: string; receivedAmount: number }>(
      page,
      `/ipr/contract/queryById?id=${receipt.contractId}`,
    )
    const refund = { receiptId: receipt.id, refundReason: '3', refundAmount: 100, reasonDesc: '端到端退款' }
    expect((await api(page, '/ipr/refund/add', 'POST', refund)).success).toBe(true)
    const added = await api<{ records: Array<{ id: string }> }>(page, `/ipr/refund/list?receiptId=${receipt.id}`)
    const refundId = added.result.records[0].id
    await approve(page, 'ipr_refund', refundId)
    expect((await api(page, '/ipr/refund/edit', 'PUT', { id: refundId, refundStatus: '1' })).success).toBe(true)

    await openList(page, '/ipr/contract/list')
    const row = await searchBy(page, '请输入合同编号', before.result.contractNo)
    const headers = await page.locator('.ant-table-thead tr').first().locator('th').allTextContents()
    const received = (Math.round(before.result.receivedAmount * 100) - 10_000) / 100
    const shown = received.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    await expect.poll(() => row.locator('td').nth(headers.indexOf('已回款')).textContent()).toBe(shown)
  })

  it("a case offers only the chosen customer's contracts, takes a number of its business type, and the API refuses another customer's contract", async () => {
    const page = await browser.signedInPage()
    const contracts = await api<{ records: Array<{ id: string; customerId: string; contractName: string }> }>(
      page,
      '/ipr/contract/list?bpmStatus=3&pageSize=50',
    )
    const [mine] = contracts.result.records
    const foreign = contracts.result.records.find((row) => row.customerId !== mine.customerId)!
    const customer = await api<{ customerName: string }>(page, `/ipr/customer/queryById?id=${mine.customerId}`)
    const theirs = await api<{ records: Array<{ id: string; contractName: string }> }>(
      page,
      `/ipr/contract/list?customerId=${mine.customerId}&pageSize=100`,
    )

    await openList(page, '/ipr/case/list')
    await page.getByRole('button', { name: /新\s*增/ }).click()
    const form = topmost(page)
    await dialogOpened(form)
    const caseNo = form.getByPlaceholder('请输入案号')
    await expect.poll(() => caseNo.inputValue()).toMatch(/^AJ\d{12}$/)
    await form.getByPlaceholder('请输入案件名称').fill('端到端商标案件')
    await chooseIn(page, selectOf(form, '业务类型'), '商标')
    // The form draws the number again for the business type chosen, before anything is saved.
    await expect.poll(() => caseNo.inputValue()).toMatch(/^T\d{12}$/)
    await chooseIn(page, selectOf(form, '客户'), customer.result.customerName, customer.result.customerName)
    await selectOf(form, '合同').click()
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option')
    await expect
      .poll(async () => (await options.allTextContents()).sort())
      .toEqual(theirs.result.records.map((row) => row.contractName).sort())
    await options
      .filter({ hasText: new RegExp(`^${mine.contractName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .first()
      .click()
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    const saved = await api<{ records: Array<{ id: string; caseNo: string; contractId: string }> }>(
      page,
      `/ipr/case/list?caseName=${encodeURIComponent('端到端商标案件')}`,
    )
    // A customer may have signed several contracts of one name: any of them is the chosen customer's.
    const chosen = theirs.result.records.filter((row) => row.contractName === mine.contractName).map((row) => row.id)
    expect(saved.result.records[0].caseNo).toMatch(/^T\d{12}$/)
    expect(chosen).toContain(saved.result.records[0].contractId)
    const forged = await api(page, '/ipr/case/edit', 'PUT', { id: saved.result.records[0].id, contractId: foreign.id })
    expect(forged.success).toBe(false)
    expect(forged.message).toContain(`合同「${foreign.contractName}」属于客户`)
  })
})
