import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const table = (page: Page) => page.locator('.page-body .ant-table-wrapper').filter({ visible: true }).first()

/**
 * The number of rows the shown list says once `load` (which leads to its list call) has been answered: `共 N 条`, or
 * none when it shows its empty state.
 */
async function listedTotal(page: Page, load: () => Promise<unknown>): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().includes('/ipr/case/list'))
  await load()
  await answered
  await expect.poll(() => table(page).locator('.ant-spin-spinning').count()).toBe(0)
  const total = table(page).locator('.ant-pagination-total-text')
  const empty = table(page).locator('.ant-empty')
  await expect.poll(async () => (await total.count()) + (await empty.count())).toBeGreaterThan(0)
  if ((await total.count()) === 0) return 0
  return Number(/共 (\d+) 条/.exec((await total.textContent()) ?? '')![1])
}

describe('as an ordinary user trying what they should not', () => {
  it('typing another department’s scope, organisation or handler into the URL shows no more cases', async () => {
    const page = await browser.newPage()
    await signIn(page, 'liufang')
    const own = await listedTotal(page, () => openFromMenu(page, ['案件管理', '案件列表']))
    expect(own).toBeGreaterThan(0)
    const address = new URL(page.url())
    for (const typed of ['scope=department&dept=A*', 'sysOrgCode=A01', 'handler=admin', 'flag=0']) {
      const shown = await listedTotal(page, () => page.goto(`${address.origin}${address.pathname}?${typed}`))
      expect(shown).toBeLessThanOrEqual(own)
    }
    await page.close()
  })

  it('a bare HTTP 500 (Spring’s default body, empty message) shows the catalogue’s Chinese text', async () => {
    const page = await browser.newPage()
    await signIn(page, 'liufang')
    await page.route('**/ipr/case/list**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ timestamp: 0, status: 500, error: 'Internal Server Error', message: '', path: '' }),
      }),
    )
    await openFromMenu(page, ['案件管理', '案件列表'])
    await page.getByText('服务器出错了（500），请稍后重试或联系管理员').first().waitFor()
    expect(await page.getByText('Request failed with status code').count()).toBe(0)
    await page.close()
  })
})
