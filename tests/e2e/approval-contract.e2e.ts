import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { formItem } from './support/form-fill'
import { handle, rows, statusOf, submit, topmost } from './support/approval'
import { answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { mockApiBase, realBuildUrl } from './support/ports'
import { chooseIn } from './support/select'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** The administrator keeps the contract register: he submits the contracts the departments drafted. */
const STARTER = 'admin'
/** 财务 approves a contract second: a task its clerks 签收. */
const FINANCE = 'pengyuhang'

/** What a form item shows: its text and the values of its inputs (a disabled picker shows its choice in either). */
const shownIn = (locator: Locator): Promise<string> =>
  locator.evaluate((element) =>
    [element.textContent, ...[...element.querySelectorAll('input')].map((input) => input.value)].join(' '),
  )

/** The backend as the signed-in user of the page calls it: what a forged request by URL sends. */
async function backendOf(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'))
  const headers = {
    'X-Access-Token': (JSON.parse(raw!) as { value: string }).value,
    'Content-Type': 'application/json',
  }
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
    (await (
      await fetch(`${mockApiBase}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
    ).json()) as { success: boolean; message: string; result: T }
}

/** The contract's row in 合同管理, once it shows. */
async function contractRow(page: Page, key: string): Promise<Locator> {
  await page.goto(`${realBuildUrl}/ipr/contract/list`)
  const row = page.locator(`tr[data-row-key="${key}"]`).filter({ visible: true })
  await row.waitFor()
  return row
}

/** 提交审批 of the contract in 合同管理. */
const submitContract = async (page: Page, key: string) =>
  submit(page, await contractRow(page, key), '确定提交该合同审批吗')

async function approve(page: Page, title: string): Promise<void> {
  await handle(page, title)
  await page.getByLabel('审批意见').fill('同意')
  await page.getByRole('button', { name: /^同\s*意$/ }).click()
  await page.waitForURL((url) => url.pathname === '/bpm/task/todo')
}

describe('a contract’s approval in the browser', () => {
  it('sent back by the department head with an opinion, corrected, approved by the head and 财务, locked, then changed (变更) into a new approval', async () => {
    const starter = await browser.signedInPage(STARTER, { path: '/ipr/contract/list' })
    const draft = rows(starter)
      .filter({ has: starter.getByText('提交审批', { exact: true }) })
      .first()
    await draft.waitFor()
    const key = (await draft.getAttribute('data-row-key'))!
    const backend = await backendOf(starter)
    const contract = (await backend<Record<string, string>>(`/ipr/contract/queryById?id=${key}`)).result
    const customer = (await backend<Record<string, string>>(`/ipr/customer/queryById?id=${contract.customerId}`)).result
    const title = `合同审批-${contract.contractName}`
    await submitContract(starter, key)

    // The first step is the head of the contract's department, whoever that is for the contract drafted first.
    const trail = `/act/process/extActProcess/getBizHisTaskList?flowCode=ipr_contract&dataId=${key}`
    type Task = { endTime: string | null; assigneeUser: { username: string } }
    const open = async () =>
      (await backend<{ records: Task[] }>(trail)).result.records.find((task) => task.endTime === null)
    const head = (await open())!.assigneeUser.username
    expect(head).not.toBe(STARTER)

    // The head opens it from 我的待办: the contract's fields, its customer and its payment plan, read-only.
    const approver = await browser.signedInPage(head, { path: '/bpm/task/todo' })
    await rows(approver).filter({ hasText: title }).first().waitFor()
    await rows(approver).filter({ hasText: title }).first().getByText('办理', { exact: true }).click()
    await approver.waitForURL((url) => url.pathname === '/bpm/task/handle')
    const name = approver.getByLabel('合同名称')
    await expect.poll(() => name.inputValue()).toBe(contract.contractName)
    expect(await name.isDisabled()).toBe(true)
    await expect.poll(() => shownIn(formItem(approver.locator('body'), '客户'))).toContain(customer.customerName)
    await approver.getByRole('tab', { name: '回款计划' }).click()
    const plans = approver.locator('.ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row')
    await plans.first().waitFor()
    expect(await plans.count()).toBeGreaterThan(0)

    // ... and sends it back to the starter with an opinion. Back in the kept-alive 我的待办, the task is gone.
    await approver.getByLabel('审批意见').fill('请补充付款条件后再提交')
    await chooseIn(approver, approver.locator('.ant-select').filter({ has: approver.getByLabel('退回节点') }), '发起人')
    await approver.getByRole('button', { name: /^退\s*回$/ }).click()
    await approver.waitForURL((url) => url.pathname === '/bpm/task/todo')
    await approver
      .locator('.ant-pagination-total-text, .ant-table-placeholder .ant-empty')
      .filter({ visible: true })
      .first()
      .waitFor()
    expect(await rows(approver).filter({ hasText: title }).count()).toBe(0)

    // The starter finds it 待提交 with the opinion in its record's 审批记录, corrects it and submits it again.
    const returned = await contractRow(starter, key)
    expect(await statusOf(returned)).toBe('待提交')
    await starter.goto(`${realBuildUrl}/ipr/contract/list/${key}`)
    await starter.getByRole('tab', { name: '审批记录' }).click()
    const opinion = starter.locator('tr').filter({ hasText: '请补充付款条件后再提交' })
    await opinion.first().waitFor()
    expect(await opinion.first().textContent()).toContain('退回')
    const corrected = await contractRow(starter, key)
    await corrected.getByText('编辑', { exact: true }).click()
    const edit = topmost(starter)
    await dialogOpened(edit)
    await edit.getByLabel('备注').fill('付款条件：签约后十日内支付首期款')
    await edit.getByRole('button', { name: /确\s*定/ }).click()
    await edit.waitFor({ state: 'hidden' })
    await submitContract(starter, key)

    // The head approves, then 财务.
    await approve(approver, title)
    const finance = await browser.signedInPage(FINANCE, { path: '/bpm/task/todo' })
    await approve(finance, title)
    const approved = await contractRow(starter, key)
    await expect.poll(() => statusOf(approved)).toBe('已完成')

    // Approved, the contract is read-only: it cannot be deleted, its form is disabled, a forged edit is refused.
    const remove = approved.getByRole('button', { name: '删除', exact: true })
    expect(await remove.isDisabled()).toBe(true)
    await starter.goto(`${realBuildUrl}/ipr/contract/list/${key}`)
    await starter.getByRole('button', { name: /^编\s*辑$/ }).click()
    const locked = topmost(starter)
    await dialogOpened(locked)
    await locked.getByRole('alert').waitFor()
    expect(await locked.getByLabel('合同名称').isDisabled()).toBe(true)
    await locked.getByRole('button', { name: /取\s*消/ }).click()
    await locked.waitFor({ state: 'hidden' })
    const forged = await backend('/ipr/contract/edit', {
      method: 'PUT',
      body: { id: key, contractName: '伪造的合同名称' },
    })
    expect(forged).toMatchObject({ success: false, message: '该数据已发起流程审批，不允许修改！' })
    const kept = (await backend<Record<string, string>>(`/ipr/contract/queryById?id=${key}`)).result
    expect(kept.contractName).toBe(contract.contractName)

    // 变更 on its record page reopens it for a change: the form opens editable, and its submission is a new approval.
    await starter.getByRole('button', { name: /^变\s*更$/ }).click()
    await answerConfirm(confirmDialog(starter, '已审批通过的版本保存在数据日志中'), /确\s*定/)
    const change = topmost(starter)
    await dialogOpened(change)
    await expect.poll(() => change.getByLabel('合同名称').isEnabled()).toBe(true)
    await change.getByLabel('备注').fill('变更：服务期延长一年')
    await change.getByRole('button', { name: /确\s*定/ }).click()
    await change.waitFor({ state: 'hidden' })
    await submitContract(starter, key)
    const instances = (await backend<{ records: Task[] }>(trail)).result.records
    expect(instances.filter((task) => task.endTime === null)).toHaveLength(1)
    await approver.goto(`${realBuildUrl}/bpm/task/todo`)
    await rows(approver).filter({ hasText: title }).first().waitFor()
    // Three people's sessions over a dozen screens: minutes on a machine shared with other runs.
  }, 480_000)
})
