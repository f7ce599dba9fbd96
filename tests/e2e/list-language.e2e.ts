import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { dialogOpened } from './support/overlays'
import { realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const ROWS = '.ant-table-tbody tr[data-row-key]'

/** The list tab on show (the page's own tabs, not the shell's multi-tab bar). */
const activePane = (page: Page): Locator => page.locator('.ant-card .ant-tabs-tabpane-active')

/** Query parameters of every list call the page sends to `path`, in order. */
function listCalls(page: Page, path: string): URLSearchParams[] {
  const calls: URLSearchParams[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith(path)) calls.push(url.searchParams)
  })
  return calls
}

describe('list language', () => {
  it('日志管理: the login and operation tabs send their own logType and keep their own search', async () => {
    const page = await browser.signedInPage()
    const calls = listCalls(page, '/sys/log/list')
    await page.goto(`${realBuildUrl}/isystem/log`)
    await activePane(page).locator(ROWS).first().waitFor()
    expect(calls.at(-1)!.get('logType')).toBe('1')

    await activePane(page).getByPlaceholder('请输入日志内容关键字').fill('admin')
    await activePane(page)
      .getByRole('button', { name: /查\s*询/ })
      .click()
    await expect.poll(() => calls.at(-1)!.get('keyWord')).toBe('admin')
    expect(calls.at(-1)!.get('logType')).toBe('1')

    await page.getByRole('tab', { name: '操作日志' }).click()
    await expect.poll(() => calls.at(-1)!.get('logType')).toBe('2')
    expect(calls.at(-1)!.has('keyWord')).toBe(false)
    await activePane(page).locator(ROWS).first().waitFor()
    await expect.poll(() => activePane(page).getByPlaceholder('请输入日志内容关键字').inputValue()).toBe('')
    expect(await activePane(page).getByRole('columnheader', { name: '操作类型' }).count()).toBe(1)

    await page.getByRole('tab', { name: '登录日志' }).click()
    await expect.poll(() => activePane(page).getByPlaceholder('请输入日志内容关键字').inputValue()).toBe('admin')
    expect(await activePane(page).getByRole('columnheader', { name: '操作类型' }).count()).toBe(0)
  })

  it('流程模型: 设计 opens the model in the designer, in a tab of its own', async () => {
    const page = await browser.signedInPage('admin', { path: '/bpm/manager/model' })
    const row = page.locator(ROWS).first()
    await row.waitFor()
    const id = (await row.getAttribute('data-row-key'))!

    await row.getByRole('link', { name: '设计' }).click()
    await page.waitForURL(`${realBuildUrl}/bpm/modelEditor?id=${id}`)
    const canvas = page.getByTestId('bpmn-canvas')
    await canvas.locator('.djs-palette').waitFor()
    await expect.poll(() => canvas.locator('.djs-element.djs-shape').count()).toBeGreaterThan(0)
    const tabs = page.locator('.multi-tab')
    await expect.poll(() => tabs.getByText('流程设计器').count()).toBe(1)
    expect(await tabs.getByText('流程模型').count()).toBe(1)
  })

  it('我的消息: 查看 opens the notice modal, which marks the message read in the list', async () => {
    const page = await browser.signedInPage('admin', { path: '/isps/userAnnouncement' })
    const unread = page.locator(ROWS).filter({ hasText: '标为已读' }).first()
    await unread.waitFor()
    const key = (await unread.getAttribute('data-row-key'))!

    await unread.getByText('查看', { exact: true }).click()
    const modal = page.locator('.ant-modal').filter({ hasText: '通知消息' })
    await dialogOpened(modal)
    const row = page.locator(`${ROWS}[data-row-key="${key}"]`)
    await expect.poll(() => row.getByText('标为已读').count()).toBe(0)
    await modal.getByRole('button', { name: /关\s*闭/ }).click()
    await expect.poll(() => modal.isVisible()).toBe(false)
  })
})
