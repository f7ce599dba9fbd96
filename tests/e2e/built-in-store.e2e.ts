import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_BACKEND_DATABASE } from '@mocks/kernel/db/indexeddb/schema'
import { WORKER_UNAVAILABLE } from '@mocks/worker-resilience'
import { signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu, sideMenu } from './support/menu'
import { dialogOpened } from './support/overlays'
import { builtinBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

const userRows = (page: Page): Locator => page.locator('.ant-table-tbody tr[data-row-key]').filter({ visible: true })
const userRow = (page: Page, text: string): Locator => userRows(page).filter({ hasText: text })
const USERS = ['系统管理', '用户管理']

async function findUser(page: Page, username: string): Promise<void> {
  await page.getByPlaceholder('请输入用户账号', { exact: true }).first().fill(username)
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click()
  await expect.poll(() => userRows(page).count()).toBe(1)
}

/**
 * Resolves (in the page) once a tab announces a saved change of this `sys_user` row: the page's own backend hears
 * the same announcement and reads the row back before answering its next request.
 */
function announcementOfUser(page: Page, userId: string) {
  return page.evaluateHandle(
    // Wrapped in an object: a promise returned bare would be awaited here, before the change is made.
    ([channelName, id]) => ({
      heard: new Promise<void>((resolve) => {
        const channel = new BroadcastChannel(channelName)
        channel.onmessage = (event: MessageEvent<{ rows: Record<string, string[]> }>) => {
          if (event.data.rows.sys_user?.includes(id)) resolve()
        }
      }),
    }),
    [BUILT_IN_BACKEND_DATABASE, userId] as const,
  )
}

/** Adds copies of the seeded user `jeecg` straight to the stored rows, as if they had been created over time. */
async function storeUsers(page: Page, count: number): Promise<void> {
  await page.evaluate(
    ([name, total]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error ?? new Error('open failed'))
        open.onsuccess = () => {
          const database = open.result
          const transaction = database.transaction('rows', 'readwrite')
          const rows = transaction.objectStore('rows')
          const users = rows.getAll(IDBKeyRange.bound(['sys_user', ''], ['sys_user', '\uffff']))
          users.onsuccess = () => {
            const records = users.result as Array<{ seq: number; row: Record<string, unknown> }>
            const template = records.find((record) => record.row.username === 'jeecg')!
            const seq = Math.max(...records.map((record) => record.seq)) + 1
            for (let index = 0; index < total; index += 1) {
              const id = String(1_900_000_000_000_000_000n + BigInt(index))
              const row = { ...template.row, id, username: `bulk${index}`, realname: `批量用户${index}`, phone: null }
              rows.put({ table: 'sys_user', id, seq: seq + index, row })
            }
          }
          transaction.oncomplete = () => {
            database.close()
            resolve()
          }
          transaction.onerror = () => reject(transaction.error ?? new Error('write failed'))
        }
      }),
    [BUILT_IN_BACKEND_DATABASE, count] as const,
  )
}

describe('the built-in backend store in the browser', () => {
  it('shows a change made in one tab in another tab of the same browser', async () => {
    const context = await browser.newContext()
    const editing = await context.newPage()
    await signIn(editing, 'admin', builtinBuildUrl)
    const watching = await context.newPage()
    await watching.goto(builtinBuildUrl)
    await sideMenu(watching).waitFor()

    await openFromMenu(editing, USERS)
    await findUser(editing, 'jeecg')
    const userId = (await userRow(editing, '周晓雯').getAttribute('data-row-key'))!
    const announced = await announcementOfUser(watching, userId)
    await userRow(editing, '周晓雯').getByText('编辑', { exact: true }).click()
    const form = editing.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '用户账号' })
    await dialogOpened(form)
    const realname = form.getByPlaceholder('请输入用户姓名')
    await expect.poll(() => realname.inputValue()).toBe('周晓雯')
    await realname.fill('周晓雯（客服）')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    await announced.evaluate((announcement) => announcement.heard)
    await openFromMenu(watching, USERS)
    await findUser(watching, 'jeecg')
    expect(await userRow(watching, 'jeecg').textContent()).toContain('周晓雯（客服）')
  })

  it('pages through a users list of 20,000 stored users', async () => {
    const page = await browser.newPage()
    await page.goto(`${builtinBuildUrl}/user/login`)
    // The login page draws while the built-in backend starts; its captcha shows once the store is seeded and the
    // backend answers, so the rows written here come after the seed's.
    await page.getByAltText('验证码').waitFor()
    await storeUsers(page, 20_000)
    await signIn(page, 'admin', builtinBuildUrl)
    await openFromMenu(page, USERS)
    const pagination = page.locator('.ant-pagination').filter({ visible: true }).first()
    await expect.poll(() => pagination.locator('.ant-pagination-total-text').textContent()).toMatch(/共 200\d\d 条/)
    await pagination.locator('.ant-pagination-next').click()
    await expect.poll(() => pagination.locator('.ant-pagination-total-text').textContent()).toMatch(/^11-20 共/)
    await findUser(page, 'bulk19999')
    expect(await userRow(page, 'bulk19999').textContent()).toContain('批量用户19999')
  })

  it('says in Chinese why it cannot start in a browser without service workers, the login page still drawn', async () => {
    const page = await browser.newPage()
    // As in a browser without the API (an old one, or a private window that hides it).
    await page.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker
    })
    await page.goto(`${builtinBuildUrl}/user/login`)
    await page.getByText(WORKER_UNAVAILABLE).waitFor()
    await page.getByRole('button', { name: /^登\s*录$/ }).waitFor()
    // The captcha's request fails without going out: the reason above is the only message, not the web server's
    // HTML read as 服务器返回的数据格式不正确 nor axios's English.
    await page.getByText('获取失败，点击重试').waitFor()
    expect(await page.locator('.ant-notification-notice').count()).toBe(1)
    expect(await page.getByText(/数据格式不正确|Network Error|Request failed|status code/).count()).toBe(0)
  })
})
