import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import type { Row } from '@mocks/kernel/db/table'
import { textOf } from '@mocks/kernel/services/text'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu, sideMenu } from './support/menu'
import { dialogOpened } from './support/overlays'

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

async function signedIn(username: string): Promise<Page> {
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

    expect(await listTotal(await signedIn('tiantian'), express)).toBe(
      count('ipr_express', (row) => row.handler === 'tiantian'),
    )
  })
})
