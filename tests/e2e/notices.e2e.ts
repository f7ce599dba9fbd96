import type { Page, WebSocketRoute } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { mockApiBase, realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** Harmless text around payloads that must not survive the notice modal. */
const CONTENT =
  '<p>请查收<strong>安全正文</strong></p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">危险链接</a>'

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value: string }).value)

/** A draft announcement to everyone, written through the API with the admin's token (the editor is a later issue). */
async function draftAnnouncement(admin: Page, titile: string): Promise<void> {
  const response = await fetch(`${mockApiBase}/sys/annountCement/add`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': await tokenOf(admin) },
    body: JSON.stringify({
      titile,
      msgContent: CONTENT,
      msgCategory: '1',
      msgType: 'ALL',
      priority: 'H',
      endTime: '2099-12-31 23:59:59',
    }),
  })
  const answer = (await response.json()) as { success: boolean; message: string }
  if (!answer.success) throw new Error(`add failed: ${answer.message}`)
}

/** Publishes a draft from the announcements screen, as an administrator would. */
async function publishFromScreen(admin: Page, titile: string): Promise<void> {
  await admin.goto(`${realBuildUrl}/isystem/annountCement`)
  const row = admin.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: titile })
  await row.first().waitFor()
  await row.getByText('发布', { exact: true }).click()
  await answerConfirm(confirmDialog(admin, '确定发布该通告吗?'), /确\s*定/)
  await row.getByText('撤销', { exact: true }).waitFor()
}

const bell = (page: Page) => page.getByRole('button', { name: '消息通知' })

async function unreadCount(page: Page): Promise<number> {
  const count = bell(page).locator('.ant-badge-count')
  return (await count.count()) === 0 ? 0 : Number(await count.getAttribute('title'))
}

describe('notices', () => {
  it('a published announcement reaches another signed-in page, opens sanitized, and the socket recovers from a drop', async () => {
    const admin = await browser.newPage()
    await signIn(admin, 'admin')

    const reader = await (await browser.newContext()).newPage()
    // Every socket goes through this route to the real endpoint, so the test can count connections and cut one.
    const sockets: WebSocketRoute[] = []
    await reader.routeWebSocket(/\/websocket\//, (socket) => {
      socket.connectToServer()
      sockets.push(socket)
    })
    // The count before the test's announcements is the one the bell shows once its first list has come in.
    const firstList = reader.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/sys/annountCement/listByUser'),
    )
    await signIn(reader, 'jeecg')
    await expect.poll(() => sockets.length).toBe(1)
    const { result } = (await (await firstList).json()) as { result: { anntMsgTotal: number; sysMsgTotal: number } }
    const before = result.anntMsgTotal + result.sysMsgTotal
    await expect.poll(() => unreadCount(reader)).toBe(before)

    await draftAnnouncement(admin, '端到端通知一')
    await publishFromScreen(admin, '端到端通知一')
    await expect.poll(() => unreadCount(reader)).toBe(before + 1)

    await bell(reader).click()
    const popover = reader.locator('.ant-popover')
    await dialogOpened(popover)
    await popover.getByText('端到端通知一').click()
    const dialog = reader.getByRole('dialog')
    await dialogOpened(dialog)
    await dialog.getByText('安全正文').waitFor()
    const content = dialog.getByTestId('notice-content')
    expect(await content.locator('script').count()).toBe(0)
    expect(await content.locator('img').getAttribute('onerror')).toBeNull()
    expect(await content.getByText('危险链接').getAttribute('href')).toBeNull()
    expect(await reader.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    await expect.poll(() => unreadCount(reader)).toBe(before)
    await dialog.getByRole('button', { name: /关\s*闭/ }).click()

    // Cut the socket: the client reconnects after 5 s and catches up on what it missed meanwhile.
    await sockets[0].close({ code: 1001, reason: 'e2e drop' })
    await draftAnnouncement(admin, '端到端通知二')
    await publishFromScreen(admin, '端到端通知二')
    await expect.poll(() => sockets.length).toBe(2)
    await expect.poll(() => unreadCount(reader)).toBe(before + 1)

    // The new socket carries pushes again.
    await draftAnnouncement(admin, '端到端通知三')
    await publishFromScreen(admin, '端到端通知三')
    await expect.poll(() => unreadCount(reader)).toBe(before + 2)
    expect(sockets).toHaveLength(2)
  })
})
