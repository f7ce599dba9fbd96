import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { animationsDone, closeNotifications, dialogOpened } from './support/overlays'
import { rows } from './support/locators'

const browser = launchBrowserForFile()
const ARTIFACTS = join(process.cwd(), 'tests', 'e2e', 'artifacts')

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true })
  await resetBackend()
})

interface Screen {
  /** Names the screenshots: agency-<name>-<state>.png. */
  name: string
  group: string
  item: string
  /** Columns whose cells show a dictionary's text. */
  dictColumns: string[]
  /** Columns whose cells show money. */
  moneyColumns: string[]
}

const SCREENS: Screen[] = [
  { name: 'customer', group: '客户管理', item: '客户列表', dictColumns: ['客户类型', '成交状态'], moneyColumns: [] },
  { name: 'contract', group: '合同管理', item: '合同列表', dictColumns: ['合同类型'], moneyColumns: ['合同金额'] },
  { name: 'case', group: '案件管理', item: '案件列表', dictColumns: ['业务类型', '案件状态'], moneyColumns: [] },
]

const formModal = (page: Page, title: string): Locator =>
  page
    .locator('.ant-modal-wrap:visible .ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) })

/** The visible cells of the column titled `title`, found by its header's position. */
async function columnCells(page: Page, title: string): Promise<Locator> {
  const table = page.locator('.ant-table').filter({ visible: true }).first()
  const titles = await table.locator('.ant-table-thead > tr > th').allInnerTexts()
  const index = titles.findIndex((text) => text.trim() === title)
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0)
  return table.locator(`.ant-table-tbody tr[data-row-key] > td:nth-child(${index + 1})`)
}

/** A full-page picture once the page has settled: no greeting, no pointer highlight, no running transition. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await closeNotifications(page)
  await page.mouse.move(0, 0)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  )
  await page.screenshot({ path: join(ARTIFACTS, name), fullPage })
}

/** Opens the screen from the side menu and waits for its first rows. */
async function openScreen(page: Page, { group, item }: Screen): Promise<void> {
  await openFromMenu(page, [group, item])
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0)
}

/** What a user reads in the list: dictionary texts (Chinese words, never codes) and money with two decimals at the right. */
async function expectReadableList(page: Page, screen: Screen): Promise<void> {
  for (const title of screen.dictColumns) {
    const texts = await (await columnCells(page, title)).allInnerTexts()
    expect(texts.filter((text) => text.trim() !== '').length, title).toBeGreaterThan(0)
    for (const text of texts.filter((cell) => cell.trim() !== '')) expect(text, title).toMatch(/[\u4e00-\u9fa5]/)
  }
  for (const title of screen.moneyColumns) {
    const cells = await columnCells(page, title)
    for (const text of await cells.allInnerTexts()) expect(text.trim(), title).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
    expect(await cells.first().evaluate((cell) => getComputedStyle(cell).textAlign), title).toBe('right')
  }
}

async function shootForm(page: Page, screen: Screen, open: () => Promise<void>, title: string, state: string) {
  await open()
  const form = formModal(page, title)
  await dialogOpened(form)
  await animationsDone(form)
  // A form shows its fields once its schema has loaded: a picture of a spinner says nothing.
  await expect.poll(() => form.locator('.ant-formily-item').count()).toBeGreaterThan(1)
  await expect.poll(() => form.locator('.ant-spin-spinning').count()).toBe(0)
  // The dialog scrolls inside the window: a full-page picture would cut its fixed mask at the window's height.
  await screenshot(page, `agency-${screen.name}-${state}.png`, false)
  await form.locator('.ant-modal-close').click()
  await expect.poll(() => form.isVisible()).toBe(false)
}

describe('the customer, contract and case screens as an office user sees them', () => {
  it('each list, its 新增 form and a 编辑 form read as finished screens', async () => {
    const page = await browser.newPage({ width: 1440, height: 900 })
    await signIn(page, 'admin')
    for (const screen of SCREENS) {
      await openScreen(page, screen)
      await expectReadableList(page, screen)
      await screenshot(page, `agency-${screen.name}-list.png`)
      await shootForm(page, screen, () => page.getByRole('button', { name: /新\s*增/ }).click(), '新增', 'add')
      // A contract in approval or approved is locked and offers no 编辑: the first row that does.
      const editable = rows(page)
        .filter({ has: page.getByText('编辑', { exact: true }) })
        .first()
      await shootForm(page, screen, () => editable.getByText('编辑', { exact: true }).click(), '编辑', 'edit')
    }
  }, 180_000)
})
