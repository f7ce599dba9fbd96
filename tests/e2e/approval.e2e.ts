import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { handle, rows, statusOf, submit, topmost } from './support/approval'
import { answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { realBuildUrl } from './support/ports'
import { chooseIn } from './support/select'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** The starter: a patent attorney borrowing for her own work (借款管理 shows her own loans). */
const STARTER = 'liufang'
/** A loan goes first to the head of the starter's department: her team has none, so 专利部's, 陈晓东. */
const APPROVER = 'chenxiaodong'
/** The colleague the approver hands the task to (转办): 专利部's 流程管理员, who has 我的待办. */
const COLLEAGUE = { username: 'hejunjie', name: '何俊杰' }

async function signedIn(username: string, path: string): Promise<Page> {
  const page = await browser.newPage()
  await signIn(page, username)
  await page.goto(`${realBuildUrl}${path}`)
  return page
}

/** The loan's row in the starter's 借款管理, once it shows. */
async function loanRow(page: Page, loanNo: string): Promise<Locator> {
  await page.goto(`${realBuildUrl}/ipr/people/loan`)
  const row = rows(page).filter({ hasText: loanNo }).first()
  await row.waitFor()
  return row
}

/** 新增 of a loan in the starter's 借款管理: its number, once the row shows 待提交. */
async function draftLoan(page: Page, reason: string): Promise<string> {
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const form = topmost(page)
  await dialogOpened(form)
  // The number comes from its rule once the form opens.
  await expect.poll(() => form.getByLabel('借款单号').inputValue()).toMatch(/^JK\d{12}$/)
  const loanNo = await form.getByLabel('借款单号').inputValue()
  await form.getByPlaceholder('请选择借款日期').fill('2026-11-20')
  await form.getByPlaceholder('请选择借款日期').press('Enter')
  await form.getByPlaceholder('请输入借款金额').fill('2000')
  await form.getByPlaceholder('请输入借款事由').fill(reason)
  await form.getByRole('button', { name: /确\s*定/ }).click()
  await form.waitFor({ state: 'hidden' })
  expect(await statusOf(await loanRow(page, loanNo))).toBe('待提交')
  return loanNo
}

/** 提交审批 of the loan in the starter's 借款管理. */
const submitLoan = async (page: Page, loanNo: string) =>
  submit(page, await loanRow(page, loanNo), '确定提交该借款审批吗')

/** The title of the loan's approval: its task in 我的待办, its row in 我发起的. */
const taskOf = (loanNo: string) => `借款审批-${loanNo}`

/** The starter's 我发起的 row of the loan's newest submission. */
async function myApply(page: Page, loanNo: string): Promise<Locator> {
  await page.goto(`${realBuildUrl}/bpm/task/myApply`)
  const row = rows(page)
    .filter({ hasText: taskOf(loanNo) })
    .first()
  await row.waitFor()
  return row
}

describe('approval decisions in the browser', () => {
  it('sent back with an opinion, corrected and resubmitted, withdrawn, handed to a colleague who decides', async () => {
    const starter = await signedIn(STARTER, '/ipr/people/loan')
    const loanNo = await draftLoan(starter, '出差北京')
    await submitLoan(starter, loanNo)

    // The approver sends it back to the starter with an opinion.
    const approver = await signedIn(APPROVER, '/')
    await handle(approver, taskOf(loanNo))
    await approver.getByLabel('审批意见').fill('请写明出差事由与天数')
    await chooseIn(approver, approver.locator('.ant-select').filter({ has: approver.getByLabel('退回节点') }), '发起人')
    await approver.getByRole('button', { name: /^退\s*回$/ }).click()
    await approver.waitForURL((url) => url.pathname === '/bpm/task/todo')

    // The starter sees it back with her, sent back, and the opinion in the approval record.
    expect(await statusOf(await loanRow(starter, loanNo))).toBe('待提交')
    const sentBack = await myApply(starter, loanNo)
    expect(await sentBack.textContent()).toContain('退回')
    await sentBack.getByText('审批进度', { exact: true }).click()
    const record = starter.locator('.ant-card').filter({ hasText: '审批记录' })
    await record.getByText('请写明出差事由与天数').waitFor()
    expect(await record.locator('tr').filter({ hasText: '请写明出差事由与天数' }).textContent()).toContain('退回')

    // She corrects the record and submits it again.
    const corrected = await loanRow(starter, loanNo)
    await corrected.getByText('编辑', { exact: true }).click()
    const edit = topmost(starter)
    await dialogOpened(edit)
    await edit.getByPlaceholder('请输入借款事由').fill('出差北京三天，参加专利复审口审')
    await edit.getByRole('button', { name: /确\s*定/ }).click()
    await edit.waitFor({ state: 'hidden' })
    await submitLoan(starter, loanNo)

    // Nobody has decided yet: she withdraws it (撤回) and the loan is 待提交 again.
    const pending = await myApply(starter, loanNo)
    await pending.getByText('撤回', { exact: true }).click()
    await answerConfirm(confirmDialog(starter, '确定撤回该流程吗'), /确\s*定/)
    await expect.poll(() => pending.textContent()).toContain('已取消')
    expect(await statusOf(await loanRow(starter, loanNo))).toBe('待提交')
    await submitLoan(starter, loanNo)

    // The approver hands the task to a colleague (转办) ...
    await handle(approver, taskOf(loanNo))
    await approver.getByText('转办', { exact: true }).click()
    await chooseIn(
      approver,
      approver.locator('.ant-select').filter({ has: approver.getByLabel('接收用户') }),
      `${COLLEAGUE.name}（${COLLEAGUE.username}）`,
      COLLEAGUE.name,
    )
    await approver.getByRole('button', { name: /^确\s*定$/ }).click()
    await approver.waitForURL((url) => url.pathname === '/bpm/task/todo')
    // The to-do tab is kept alive and not refetched when shown again: the approver's list, loaded afresh, no longer has it.
    await approver.getByText('转办成功').first().waitFor()
    await approver.goto(`${realBuildUrl}/bpm/task/todo`)
    await approver
      .locator('.ant-pagination-total-text, .ant-table-placeholder .ant-empty')
      .filter({ visible: true })
      .first()
      .waitFor()
    expect(
      await rows(approver)
        .filter({ hasText: taskOf(loanNo) })
        .count(),
    ).toBe(0)

    // ... who finds it in 我的待办 and approves it.
    const colleague = await signedIn(COLLEAGUE.username, '/')
    await handle(colleague, taskOf(loanNo))
    await colleague.getByLabel('审批意见').fill('同意借款')
    await colleague.getByRole('button', { name: /^同\s*意$/ }).click()
    await colleague.waitForURL((url) => url.pathname === '/bpm/task/todo')

    const decided = await myApply(starter, loanNo)
    await decided.getByText('审批进度', { exact: true }).click()
    const trail = starter.locator('.ant-card').filter({ hasText: '审批记录' })
    const approved = trail.locator('tr').filter({ hasText: '同意借款' })
    await approved.waitFor()
    expect(await approved.textContent()).toContain(COLLEAGUE.name)
    expect(await approved.textContent()).toContain('通过')
    // Four people's sessions over a dozen screens: minutes on a machine shared with other runs.
  }, 480_000)
})

describe('who does a task in the browser', () => {
  it('the model page lets the starter choose the first approver, whom 提交审批 then asks for', async () => {
    // The administrator sets the loan process's first node to 发起人选择 on the model page.
    const admin = await signedIn('admin', '/bpm/manager/model')
    const model = rows(admin).filter({ hasText: '借款审批流程' }).first()
    await model.getByText('分配规则', { exact: true }).click()
    const rules = topmost(admin)
    await dialogOpened(rules)
    await chooseIn(
      admin,
      // The node's row of the rules table; its first select is the 规则类型.
      rules.locator('tr', { hasText: '部门经理审批' }).locator('.ant-select').first(),
      '发起人选择',
    )
    await rules.getByRole('button', { name: /确\s*定/ }).click()
    await admin.getByText('编辑成功!').first().waitFor()

    // The starter's 提交审批 asks whom the loan goes to; without a pick nothing is sent.
    const starter = await signedIn(STARTER, '/ipr/people/loan')
    const loanNo = await draftLoan(starter, '参加专利代理人培训')
    const row = await loanRow(starter, loanNo)
    await row.getByText('提交审批', { exact: true }).click()
    const ask = topmost(starter)
    await dialogOpened(ask)
    await ask.getByRole('button', { name: /确\s*定/ }).click()
    await ask.getByText('请选择下一步审批人').waitFor()
    expect(await statusOf(row)).toBe('待提交')
    const field = ask.locator('.ant-formily-item, .ant-form-item').filter({ hasText: '下一步审批人' }).last()
    const open = field.getByRole('button', { name: /选\s*择/ })
    await ((await open.count()) ? open : field.locator('.ant-select')).click()
    const picker = starter
      .locator('.ant-modal')
      .filter({ visible: true })
      .filter({ has: starter.locator('.ant-modal-title', { hasText: /选择$/ }) })
    await picker.getByPlaceholder('请输入姓名').fill(COLLEAGUE.name)
    await picker.getByPlaceholder('请输入姓名').press('Enter')
    const chosen = picker.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: COLLEAGUE.username })
    await chosen.click()
    await picker.getByRole('button', { name: /确\s*定/ }).click()
    await picker.waitFor({ state: 'hidden' })
    await ask.getByRole('button', { name: /确\s*定/ }).click()
    await ask.waitFor({ state: 'hidden' })
    await expect.poll(() => statusOf(row)).toBe('处理中')

    // The chosen colleague, not the starter's head, has it in 我的待办.
    const colleague = await signedIn(COLLEAGUE.username, '/')
    await handle(colleague, taskOf(loanNo))
    // 办理 found it in his 我的待办 and opened it: the record's card is titled after the instance.
    await colleague.getByText(taskOf(loanNo)).filter({ visible: true }).first().waitFor()
    expect(colleague.url()).toContain('/bpm/task/handle')
  }, 240_000)
})
