import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { mockApiBase } from './support/ports'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { noisePng } from './support/png'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const ARTIFACTS = join(process.cwd(), 'tests', 'e2e', 'artifacts')
const STORED_SCAN = /\/jeecg-boot\/sys\/common\/static\/temp\/.+\.png$/
const ORDER_CODE = 'E20211122001'

const dialogWith = (page: Page, text: string): Locator =>
  page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: text }).last()
const orderForm = (page: Page) => dialogWith(page, '订单号')
const orderRow = (page: Page, code = ORDER_CODE) =>
  page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: code })
const customerNames = (form: Locator) =>
  form
    .getByPlaceholder('请输入客户名')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
/** Where an element sits once it has stopped moving (the dialog zooms in; dnd-kit measures rows when a drag starts). */
async function settledBox(element: Locator) {
  let previous = await element.boundingBox()
  for (;;) {
    await element.page().waitForTimeout(100)
    const current = await element.boundingBox()
    if (previous && current && previous.x === current.x && previous.y === current.y && previous.width === current.width)
      return current
    previous = current
  }
}

/** Drags row `from`'s sort handle above row `to`, in small mouse steps as a person would. */
async function dragRowAbove(page: Page, form: Locator, from: number, to: number): Promise<void> {
  const handles = form.locator('.ant-table-tbody .ant-formily-array-base-sort-handle')
  const start = await settledBox(handles.nth(from))
  const target = await settledBox(handles.nth(to))
  const x = start.x + start.width / 2
  await page.mouse.move(x, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(x, start.y, { steps: 5 })
  await page.mouse.move(x, target.y - target.height, { steps: 20 })
  await page.mouse.move(x, target.y - target.height - 2, { steps: 2 })
  await page.mouse.up()
}

/** Signs in and opens 订单管理 under 示例. */
async function openOrders(page: Page): Promise<void> {
  await signIn(page, 'admin')
  await openFromMenu(page, ['示例', '订单管理'])
  await page.getByText('A20210305001').first().waitFor()
}

/** How many editable tables of the order screen hold a shared socket open on the built-in backend. */
const orderSockets = async (): Promise<number> =>
  ((await (await fetch(`${mockApiBase}/__mock__/vxe-sockets?pageId=jeecgOrderMain`)).json()) as { result: number })
    .result

const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)

/** Picks a picture in the image cell of the customer row at `index`; the 图片上传 pop-up stays open. */
async function pickScan(page: Page, form: Locator, index: number, picture: Buffer): Promise<Locator> {
  await form
    .locator('.ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row')
    .nth(index)
    .getByRole('button', { name: /上传图片/ })
    .click()
  const popup = dialogWith(page, '图片上传')
  await popup.locator('input[type=file]').setInputFiles({ name: '身份证.png', mimeType: 'image/png', buffer: picture })
  return popup
}

describe('editable table: the one-to-many order screen', () => {
  it('adds an order with a customer whose ID scan goes through the image cell, shows 上传出错 for a refused scan, and shows the rows again', async () => {
    const page = await browser.newPage()
    // The table refuses a second add within 1.5 s; the clock is moved on where a person would have paused.
    await page.clock.install()
    await openOrders(page)

    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click()
    const form = orderForm(page)
    await dialogOpened(form)
    await form.getByPlaceholder('请输入订单号').fill(ORDER_CODE)
    for (const [index, name] of ['郑晓东', '吴佳怡'].entries()) {
      await page.clock.fastForward(1500)
      await form.getByRole('button', { name: /新增客户/ }).click()
      await expect.poll(() => customerNames(form)).toHaveLength(index + 1)
      await form.getByPlaceholder('请输入客户名').nth(index).fill(name)
    }

    const popup = await pickScan(page, form, 0, noisePng(80, 50))
    await popup.locator('.ant-upload-list-item-done img').waitFor({ state: 'visible' })
    await popup.getByRole('button', { name: /确\s*定/ }).click()
    const thumbnail = form.locator('.ant-table-tbody .ant-image img').first()
    await thumbnail.waitFor({ state: 'visible' })
    expect(await thumbnail.getAttribute('src')).toMatch(STORED_SCAN)

    // Over the server's 10 MB limit: the cell's dialog shows the server message and the row keeps no scan.
    const refused = await pickScan(page, form, 1, noisePng(1900, 1900))
    const error = confirmDialog(page, '上传出错')
    await error.waitFor({ state: 'visible' })
    expect(await error.textContent()).toContain('文件大小超出10MB限制')
    await answerConfirm(error, /知道了|确\s*定/)
    await refused.getByRole('button', { name: /取\s*消/ }).click()
    expect(await form.locator('.ant-table-tbody .ant-image img').count()).toBe(1)

    await form.getByRole('tab', { name: /机票信息/ }).click()
    await form.getByRole('button', { name: /新增机票/ }).click()
    await form.getByPlaceholder('请输入航班号').fill('MU5101')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    await orderRow(page).getByText('编辑', { exact: true }).click()
    const reopened = orderForm(page)
    await dialogOpened(reopened)
    await expect.poll(() => customerNames(reopened)).toEqual(['郑晓东', '吴佳怡'])
    const stored = reopened.locator('.ant-table-tbody .ant-image img').first()
    await stored.waitFor({ state: 'visible' })
    expect(await stored.getAttribute('src')).toMatch(STORED_SCAN)
    await expect.poll(() => loaded(stored)).toBe(true)
    // A picture of the one-to-many form for a visual check (tests/e2e/artifacts is git-ignored).
    mkdirSync(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'order-form.png') })

    // Drag sorting: the second customer's handle dragged above the first swaps them; 序号 stays 1..n.
    await dragRowAbove(page, reopened, 1, 0)
    await expect.poll(() => customerNames(reopened)).toEqual(['吴佳怡', '郑晓东'])
    const customerRows = reopened
      .locator('.ant-table-tbody tr[data-row-key]')
      .filter({ has: page.getByPlaceholder('请输入客户名') })
    expect(
      await customerRows.evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent)),
    ).toEqual(['1', '2'])

    await reopened.getByRole('tab', { name: /机票信息/ }).click()
    await expect.poll(() => reopened.getByPlaceholder('请输入航班号').inputValue()).toBe('MU5101')
    await page.close()
  })

  it('shows a customer name typed in one page in a second page of the same order through the table socket, also after the socket is killed', async () => {
    const [typing, watching] = [await browser.newPage(), await browser.newPage()]
    for (const page of [typing, watching]) {
      await openOrders(page)
      await orderRow(page, 'A20210318003').getByText('编辑', { exact: true }).click()
      await expect.poll(() => customerNames(orderForm(page))).toEqual(['赵婷', '孙浩', '周敏'])
    }
    // Two tables (customers, tickets) per page.
    await expect.poll(orderSockets).toBe(4)

    await orderForm(typing).getByPlaceholder('请输入客户名').nth(0).fill('赵婷婷')
    await expect.poll(() => customerNames(orderForm(watching))).toEqual(['赵婷婷', '孙浩', '周敏'])
    expect(await customerNames(orderForm(typing))).toEqual(['赵婷婷', '孙浩', '周敏'])

    const killed = await fetch(`${mockApiBase}/__mock__/vxe-sockets/drop`, { method: 'POST' })
    expect(((await killed.json()) as { result: number }).result).toBe(4)
    // Each table reconnects 5 s after its socket closed.
    await expect.poll(orderSockets).toBe(4)
    await orderForm(watching).getByPlaceholder('请输入客户名').nth(1).fill('孙浩然')
    await expect.poll(() => customerNames(orderForm(typing))).toEqual(['赵婷婷', '孙浩然', '周敏'])
  })
})
