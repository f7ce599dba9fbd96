import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { formItem } from './support/form-fill'
import { dialogOpened } from './support/overlays'
import { mockApiBase } from './support/ports'

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

  it('a negative amount and a reversed date pair are refused at the field, input kept, and by the server alike', async () => {
    const page = await browser.newPage()
    await signIn(page)
    await openFromMenu(page, ['合同管理', '合同列表'])
    await page
      .locator('.page-body')
      .filter({ visible: true })
      .getByRole('button', { name: /新\s*增/ })
      .click()
    const form = page
      .locator('.ant-modal-wrap:visible .ant-modal')
      .filter({ has: page.locator('.ant-modal-title', { hasText: '新增' }) })
    await dialogOpened(form)
    const typeInto = async (title: string, text: string) => {
      const input = formItem(form, title).locator('input').first()
      await input.click()
      await input.fill(text)
      await input.press(title === '合同金额' ? 'Tab' : 'Enter')
    }
    await typeInto('合同金额', '-100')
    await typeInto('有效期起', '2026-06-01')
    await typeInto('有效期止', '2026-05-31')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await formItem(form, '合同金额').getByText('不能为负数').waitFor()
    await formItem(form, '有效期止').getByText('不能早于有效期起').waitFor()
    expect(await formItem(form, '合同金额').locator('input').first().inputValue()).toBe('-100.00')
    expect(await formItem(form, '有效期止').locator('input').first().inputValue()).toBe('2026-05-31')
    expect(await form.isVisible()).toBe(true)

    const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'))
    const forged = async (values: Record<string, unknown>) => {
      const body = {
        contractNo: 'HT-FORGED',
        contractName: '伪造合同',
        customerId: 'x',
        contractType: '1',
        signDate: '2026-05-01',
        ...values,
      }
      const response = await fetch(`${mockApiBase}/ipr/contract/add`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Access-Token': (JSON.parse(raw!) as { value: string }).value,
        },
        body: JSON.stringify(body),
      })
      return ((await response.json()) as { success: boolean; message: string }).message
    }
    expect(await forged({ amount: -100 })).toBe('合同金额：不能为负数')
    expect(await forged({ amount: 100, startDate: '2026-06-01', endDate: '2026-05-31' })).toBe(
      '有效期止：不能早于有效期起',
    )
    await page.close()
  })
})
