import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import type { Row } from '@mocks/kernel/db/table'
import { textOf } from '@mocks/kernel/services/text'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu, sideMenu } from './support/menu'
import { answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { formItem } from './support/form-fill'
import { chooseIn } from './support/select'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** The data the backend was reset to, laid out here as well: what each role should see is counted from it. */
const seed = createDatabase()
const count = (table: string, test: (row: Row) => boolean) => seed.table<Row>(table).count(test)
const orgCodeOf = (username: string) =>
  textOf(seed.table('sys_user').first((row) => row.username === username)!.orgCode)
const ofDepartment = (username: string) => (row: Row) => textOf(row.sysOrgCode).startsWith(orgCodeOf(username))

const shownTotal = (page: Page) =>
  page
    .locator('.ant-pagination-total-text')
    .filter({ visible: true })
    .textContent()
    .then((text) => Number(/共 (\d+) 条/.exec(text ?? '')?.[1] ?? -1))

/** Opens a list from the side menu and answers the number of rows it says it holds. */
async function listTotal(page: Page, path: readonly string[]): Promise<number> {
  await openFromMenu(page, path)
  await page.locator('.ant-table-tbody tr[data-row-key]').filter({ visible: true }).first().waitFor()
  return shownTotal(page)
}

/** Whether the side menu offers a top-level group of this title. */
const offers = async (page: Page, group: string) => (await sideMenu(page).getByText(group, { exact: true }).count()) > 0

/**
 * A page of `username`, signed in through the login page once per file: a role's later tests reuse the stored session,
 * as its person comes back to an open browser.
 */
const signedIn = (username: string): Promise<Page> => browser.signedInPage(username)

/** A sign-in through the login page afresh: rights an administrator changed apply from the next sign-in. */
async function signedInAgain(username: string): Promise<Page> {
  const page = await browser.newPage()
  await signIn(page, username)
  return page
}

describe('each role’s seeded sign-in sees its menus and only its rows', () => {
  it('管理员 (admin): every case and every bill', async () => {
    const page = await signedIn('admin')
    expect(await listTotal(page, ['案件管理', '案件列表'])).toBe(count('ipr_case', () => true))
    expect(await listTotal(page, ['财务管理', '请款账单'])).toBe(count('ipr_bill', () => true))
  })

  it('普通用户 (jeecg): the cases they handle, no contracts', async () => {
    const page = await signedIn('jeecg')
    expect(await offers(page, '合同管理')).toBe(false)
    expect(await listTotal(page, ['案件管理', '案件列表'])).toBe(count('ipr_case', (row) => row.handler === 'jeecg'))
  })

  it('专利代理人 (liufang): her tasks and her fees, no finance', async () => {
    const page = await signedIn('liufang')
    expect(await offers(page, '财务管理')).toBe(false)
    expect(await listTotal(page, ['案件管理', '我的案件任务'])).toBe(
      count('ipr_case_assign', (row) => row.assignee === 'liufang'),
    )
    expect(await listTotal(page, ['费用管理', '费用列表'])).toBe(
      count('ipr_expense', (row) => row.handler === 'liufang'),
    )
  })

  it('商标代理人 (lisi): the trademarks he handles', async () => {
    const page = await signedIn('lisi')
    expect(await listTotal(page, ['知产信息', '商标'])).toBe(
      count('ipr_info', (row) => row.iprFlag === '2' && row.handler === 'lisi'),
    )
  })

  it('流程管理员 (hejunjie): 案件分配 of his department, waiting cases included', async () => {
    const page = await signedIn('hejunjie')
    expect(await listTotal(page, ['案件管理', '案件分配'])).toBe(count('ipr_case_assign', ofDepartment('hejunjie')))
    expect(await listTotal(page, ['案件管理', '案件列表'])).toBe(count('ipr_case', ofDepartment('hejunjie')))
  })

  it('部门经理 (chenxiaodong): the department’s claims and its statistics', async () => {
    const page = await signedIn('chenxiaodong')
    expect(await offers(page, '统计分析')).toBe(true)
    expect(await listTotal(page, ['人事行政', '报销管理'])).toBe(count('ipr_reimburse', ofDepartment('chenxiaodong')))
  })

  it('财务 (pengyuhang): every bill and every claim, no cases', async () => {
    const page = await signedIn('pengyuhang')
    expect(await offers(page, '案件管理')).toBe(false)
    expect(await listTotal(page, ['财务管理', '请款账单'])).toBe(count('ipr_bill', () => true))
    expect(await listTotal(page, ['人事行政', '报销管理'])).toBe(count('ipr_reimburse', () => true))
  })

  it('行政人事 (tiantian): every salary batch, her own claims', async () => {
    const page = await signedIn('tiantian')
    expect(await listTotal(page, ['人事行政', '工资管理'])).toBe(count('ipr_salary_batch', () => true))
    expect(await listTotal(page, ['人事行政', '报销管理'])).toBe(
      count('ipr_reimburse', (row) => row.applicant === 'tiantian'),
    )
  })
})

describe('角色管理 › 授权 › 数据规则', () => {
  it('a rule an administrator grants to 行政人事 narrows its parcels at the next sign-in', async () => {
    const express = ['快递管理', '快递列表']
    expect(await listTotal(await signedIn('tiantian'), express)).toBe(count('ipr_express', () => true))

    const admin = await signedIn('admin')
    await openFromMenu(admin, ['系统管理', '角色管理'])
    const row = admin.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: '行政人事' })
    await row.getByText('授权', { exact: true }).click()
    await admin.getByRole('button', { name: '快递列表的数据规则' }).click()
    const rules = admin.getByRole('group', { name: '数据规则配置：快递列表' })
    const drawer = admin.locator('.ant-drawer-content').filter({ has: rules })
    await dialogOpened(drawer)
    const own = rules.getByRole('checkbox', { name: '只看自己经办的快递' })
    await own.click()
    await expect.poll(() => own.isChecked()).toBe(true)
    await drawer.getByRole('button', { name: /保\s*存/ }).click()
    await expect.poll(() => rules.isVisible()).toBe(false)

    expect(await listTotal(await signedInAgain('tiantian'), express)).toBe(
      count('ipr_express', (row) => row.handler === 'tiantian'),
    )
  })
})

/** The open modal dialog titled `title`. */
const modalTitled = (page: Page, title: RegExp | string) =>
  page
    .locator('.ant-modal')
    .filter({ visible: true })
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) })

describe('配案 reaches the agent', () => {
  it('a case 流程管理员 assigns shows in the agent’s bell and 我的案件任务, opened on it, and she accepts it', async () => {
    const patentCase = seed
      .table<Row>('ipr_case')
      .first((row) => ofDepartment('hejunjie')(row) && textOf(row.caseNo) !== '')!
    const caseNo = textOf(patentCase.caseNo)
    const docketing = await signedIn('hejunjie')
    await openFromMenu(docketing, ['案件管理', '案件分配'])
    await docketing.getByRole('button', { name: /新\s*增/ }).click()
    const form = docketing
      .locator('.ant-modal')
      .filter({ visible: true })
      .filter({ has: docketing.getByText('任务类型', { exact: true }) })
    await dialogOpened(form)
    await chooseIn(docketing, formItem(form, '案件').locator('.ant-select'), caseNo, caseNo)
    await chooseIn(docketing, formItem(form, '任务类型').locator('.ant-select'), '检索')
    const assignee = formItem(form, '承办人')
    const choose = assignee.getByRole('button', { name: /选\s*择/ })
    if (await choose.count()) await choose.click()
    else await assignee.locator('input').first().click()
    const picker = modalTitled(docketing, /选择$/)
    await dialogOpened(picker)
    await picker.getByRole('textbox', { name: '姓名' }).fill('刘芳')
    await picker.getByRole('button', { name: /^查\s*询$/ }).click()
    const agentRow = picker.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: 'liufang' })
    await expect.poll(() => picker.locator('.ant-table-tbody tr[data-row-key]').count()).toBe(1)
    await agentRow.click()
    await picker.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => picker.isVisible()).toBe(false)
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    const agent = await signedIn('liufang')
    await agent.getByRole('button', { name: '消息通知' }).click()
    const popover = agent.locator('.ant-popover')
    await dialogOpened(popover)
    await popover.getByRole('tab', { name: /^系统消息/ }).click()
    await popover.getByText('案件分配通知').first().click()
    await expect.poll(() => new URL(agent.url()).pathname).toBe('/ipr/case/myTask')
    expect(new URL(agent.url()).searchParams.get('id')).toBeTruthy()
    await agent.getByText('仅显示指定的记录').waitFor()
    const rows = agent.locator('.page-body .ant-table-tbody tr[data-row-key]').filter({ visible: true })
    await expect.poll(() => rows.count()).toBe(1)
    expect(await rows.first().innerText()).toContain(caseNo)
    await rows.first().getByText('接收', { exact: true }).click()
    await answerConfirm(confirmDialog(agent, '确定接收该任务吗?'), /确\s*定/)
    await expect.poll(() => rows.first().innerText()).toContain('处理中')
  })
})

describe('a reminder job run by hand', () => {
  it('期限提醒 sends its messages on 立即执行 once; a second run the same day sends none', async () => {
    const admin = await signedIn('admin')
    const messagesSent = async () => {
      await openFromMenu(admin, ['消息中心', '消息管理'])
      const reply = admin.waitForResponse((response) =>
        new URL(response.url()).pathname.endsWith('/sys/message/sysMessage/list'),
      )
      await admin
        .locator('.page-body')
        .filter({ visible: true })
        .getByRole('button', { name: /^查\s*询$/ })
        .first()
        .click()
      await reply
      return shownTotal(admin)
    }
    const runNow = async () => {
      await openFromMenu(admin, ['系统管理', '定时任务'])
      const row = admin
        .locator('.ant-table-tbody tr[data-row-key]')
        .filter({ visible: true })
        .filter({ hasText: '期限提醒' })
      await row.getByText('立即执行', { exact: true }).click()
      await answerConfirm(confirmDialog(admin, '确定立即执行一次该任务吗?'), /确\s*定/)
      await admin.getByText('执行成功!').first().waitFor()
    }
    const before = await messagesSent()
    await runNow()
    const once = await messagesSent()
    expect(once).toBeGreaterThan(before)
    await runNow()
    expect(await messagesSent()).toBe(once)
  })
})
