import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { answerConfirm, confirmDialog, dialogOpened } from './support/overlays'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title })

/** The points a dashboard chart draws, as its hidden data table lists them. */
const chartPoints = (page: Page, title: string) =>
  card(page, title).getByRole('table', { name: title }).locator('tbody tr').count()

const PERFORMANCE = ['系统监控', '性能监控'] as const

/** Rows of the list on the current tab (kept-alive tabs keep their tables in the page, hidden). */
const visibleRows = (region: Locator | Page, text?: string): Locator =>
  region.locator('.ant-table-tbody tr[data-row-key]').filter({ visible: true, ...(text ? { hasText: text } : {}) })

/** An open modal by its exact title. */
const modal = (page: Page, title: string): Locator =>
  page
    .locator('.ant-modal-wrap:visible .ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }) })

/** Edits a customer's telephone through its list's edit form. */
async function editPhone(page: Page, id: string, phone: string): Promise<void> {
  await page.locator(`tr[data-row-key="${id}"]`).getByText('编辑', { exact: true }).click()
  const form = page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '编辑' })
  await dialogOpened(form)
  // The stored customer is in the form once its name shows.
  await expect.poll(() => form.getByPlaceholder('请输入客户名称').inputValue()).not.toBe('')
  await form.getByPlaceholder('请输入联系电话').fill(phone)
  await form.getByRole('button', { name: /确\s*定/ }).click()
  await expect.poll(() => page.locator(`tr[data-row-key="${id}"]`).textContent()).toContain(phone)
}

describe('系统监控', () => {
  it('every monitoring page opens from the menu and shows live data; a template test send appears in 消息管理; two edits are two versions in 数据日志', async () => {
    const page = await browser.signedInPage()

    await openFromMenu(page, [...PERFORMANCE, 'Redis监控'])
    await expect.poll(() => card(page, 'Redis 详细信息').getByText('redis_version').isVisible()).toBe(true)
    const title = 'Redis 内存实时占用情况（KB）'
    await expect.poll(() => chartPoints(page, title)).toBeGreaterThan(0)
    const first = await chartPoints(page, title)
    // The chart polls every three seconds while it is watched.
    await expect.poll(() => chartPoints(page, title)).toBeGreaterThan(first)

    await openFromMenu(page, [...PERFORMANCE, 'JVM信息'])
    const used = page.locator('tr', { hasText: 'jvm.memory.used' })
    await expect.poll(() => used.textContent()).toMatch(/\d+\.\d{3} MB/)

    await openFromMenu(page, [...PERFORMANCE, 'Tomcat信息'])
    await expect
      .poll(() => page.locator('tr', { hasText: 'tomcat.sessions.active.current' }).textContent())
      .toMatch(/\d+ 个/)

    await openFromMenu(page, [...PERFORMANCE, '服务器信息'])
    await expect.poll(() => page.locator('tr', { hasText: 'system.cpu.count' }).textContent()).toMatch(/\d+ 核/)

    await openFromMenu(page, [...PERFORMANCE, '请求追踪'])
    await expect
      .poll(() =>
        card(page, '请求追踪')
          .getByText(/共追踪到 [1-9]\d* 条近期HTTP请求记录/)
          .isVisible(),
      )
      .toBe(true)

    await openFromMenu(page, [...PERFORMANCE, '磁盘监控'])
    await expect.poll(() => card(page, '磁盘监控').getByRole('progressbar').count()).toBeGreaterThan(0)

    await openFromMenu(page, ['系统管理', '通讯录'])
    await page.locator('.ant-tree').getByText('专利代理一组', { exact: true }).click()
    await expect
      .poll(() => page.locator('.ant-table-tbody tr[data-row-key]').filter({ visible: true, hasText: '刘芳' }).count())
      .toBe(1)

    // 消息中心: a template's test send to a picked user is listed among the sent messages.
    await openFromMenu(page, ['消息中心', '模板管理'])
    await visibleRows(page, '任务分配通知').getByRole('button', { name: '发送测试' }).click()
    const form = modal(page, '发送测试')
    await dialogOpened(form)
    await expect.poll(() => form.getByRole('region', { name: '预览' }).textContent()).toContain('李四，您有一项新任务')
    await form.getByRole('button', { name: /选\s*择/ }).click()
    const picker = modal(page, '用户选择')
    await dialogOpened(picker)
    await picker.getByPlaceholder('请输入姓名', { exact: true }).fill('周晓雯')
    await picker.getByRole('button', { name: /^查\s*询$/ }).click()
    await expect.poll(() => visibleRows(picker, 'jeecg').count()).toBe(1)
    await visibleRows(picker, 'jeecg').click()
    await picker.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => picker.isVisible()).toBe(false)
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => page.getByText('消息发送成功！').isVisible()).toBe(true)

    await openFromMenu(page, ['消息中心', '消息管理'])
    await expect.poll(() => visibleRows(page, '消息发送测试').filter({ hasText: 'jeecg' }).count()).toBe(1)
    await openFromMenu(page, ['系统管理', '对象存储'])
    await expect.poll(() => visibleRows(page).filter({ hasText: '商标注册证样本.png' }).count()).toBe(1)

    // Two edits of a customer are two versions in 数据日志, compared field by field.
    await openFromMenu(page, ['客户管理', '客户列表'])
    await expect.poll(() => visibleRows(page).count()).toBeGreaterThan(0)
    const customerId = (await visibleRows(page).first().getAttribute('data-row-key'))!
    for (const phone of ['010-60000001', '010-60000002']) await editPhone(page, customerId, phone)

    await openFromMenu(page, ['系统监控', '数据日志'])
    const search = page.locator('form.schema-search').filter({ visible: true }).first()
    await search.getByLabel('数据ID').fill(customerId)
    await search.getByRole('button', { name: /查\s*询/ }).click()
    await expect.poll(() => visibleRows(page).count()).toBe(2)
    // The log keeps its time to the second, so two edits within one second list in either order; the dialog compares
    // the selected versions in the order they are listed.
    const titles = await page.locator('.ant-table-thead th').filter({ visible: true }).allTextContents()
    const versionColumn = titles.indexOf('版本号')
    const listed: string[] = []
    for (const row of await visibleRows(page).all()) {
      listed.push((await row.locator(':scope > td').nth(versionColumn).textContent()) ?? '')
      await row.locator('.ant-checkbox-input').check()
    }
    expect([...listed].sort()).toEqual(['0', '1'])
    await page.getByRole('button', { name: '数据比较' }).click()
    const compare = page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '版本对比' })
    await expect
      .poll(() => compare.locator('thead th').allTextContents())
      .toEqual(['字段名', `版本:${listed[0]}`, '', `版本:${listed[1]}`])
    const phoneRow = compare.locator('tbody tr').filter({ hasText: '010-60000002' })
    await expect.poll(() => phoneRow.getByLabel('已变更').count()).toBe(1)
  })

  it('forces an online user out: their page returns to the login page on its next call', async () => {
    const theirs = await browser.newPage()
    await signIn(theirs, 'jeecg')
    const page = await browser.signedInPage()

    await openFromMenu(page, ['系统监控', '在线用户'])
    // Rows of the page shown: the home tab, kept alive behind it, lists 周晓雯's deadlines too.
    const row = page
      .locator('.ant-table-tbody tr[data-row-key]')
      .filter({ visible: true })
      .filter({ hasText: '周晓雯' })
    await expect.poll(() => row.count()).toBeGreaterThan(0)
    await row.first().getByRole('button', { name: '强退' }).click()
    await answerConfirm(confirmDialog(page, '强制退出用户？'), /确\s*定/)
    await expect.poll(() => row.count()).toBe(0)

    await theirs.reload()
    await theirs.waitForURL((url) => url.pathname.startsWith('/user/login'))
  })
})
