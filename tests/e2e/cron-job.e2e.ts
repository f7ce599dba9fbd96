import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { dialogOpened } from './support/overlays'
import { realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(async () => {
  mkdirSync(join(process.cwd(), 'tests', 'e2e', 'artifacts'), { recursive: true })
  await resetBackend()
})

const EXPRESSION = '0 0/5 14 ? * 2#1 *'
const JOB_CLASS = 'org.jeecg.modules.quartz.job.E2eCronJob'

const formDialog = (page: Page): Locator =>
  page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '任务类名' })
const cronDialog = (page: Page): Locator =>
  page
    .locator('.ant-modal-wrap:visible .ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: 'Cron表达式' }) })
/** The visible tab panel of the cron dialog. */
const panel = (dialog: Locator): Locator => dialog.locator('.ant-tabs-tabpane-active')

async function openTab(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('tab', { name, exact: true }).click()
}

async function setNumber(dialog: Locator, label: string, value: number): Promise<void> {
  const input = panel(dialog).getByLabel(label, { exact: true })
  await input.fill(String(value))
  await input.press('Tab')
}

async function selectOption(page: Page, dialog: Locator, label: string, option: string): Promise<void> {
  // antd's search input is zero-sized; a person clicks the select box around it.
  await panel(dialog)
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label, exact: true }) })
    .click()
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click()
}

describe('cron builder in the scheduled-jobs form', () => {
  it('builds an expression through the tabs, saves a job with it and finds the tabs restored', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.goto(`${realBuildUrl}/isystem/QuartzJobList`)
    await page.getByRole('button', { name: /新\s*增/ }).click()
    const form = formDialog(page)
    await dialogOpened(form)
    await form.getByPlaceholder('完整的Java类名，如 org.jeecg.modules.quartz.job.SampleJob').fill(JOB_CLASS)
    await form.getByRole('button', { name: '打开Cron表达式编辑器' }).click()

    const dialog = cronDialog(page)
    await dialogOpened(dialog)
    await openTab(dialog, '秒')
    await panel(dialog).getByLabel('指定', { exact: true }).check()
    await panel(dialog).getByLabel('0', { exact: true }).check()
    await openTab(dialog, '分钟')
    await panel(dialog).getByLabel('循环', { exact: true }).check()
    await setNumber(dialog, '分钟循环开始', 0)
    await setNumber(dialog, '分钟循环间隔', 5)
    await openTab(dialog, '小时')
    await panel(dialog).getByLabel('指定', { exact: true }).check()
    await panel(dialog).getByLabel('14', { exact: true }).check()
    await openTab(dialog, '周')
    await panel(dialog).getByLabel('第几个', { exact: true }).check()
    await setNumber(dialog, '周序号', 1)
    await selectOption(page, dialog, '第几个星期几', '星期一')

    const expressionBox = dialog.getByLabel('Cron表达式', { exact: true })
    await expect.poll(() => expressionBox.inputValue()).toBe(EXPRESSION)
    // The preview recalculates after its debounce (until then it lists the runs of the previous expression, every day
    // at 14:xx): ten runs, each on the first Monday of a month at 14:xx.
    const runs = dialog.getByLabel('最近运行时间').getByRole('listitem')
    const firstMondayAt14 = (text: string) => {
      const day = new Date(text.replace(' ', 'T'))
      return /^\d{4}-\d{2}-\d{2} 14:\d{2}:00$/.test(text) && day.getDay() === 1 && day.getDate() <= 7
    }
    await expect.poll(async () => (await runs.allTextContents()).filter(firstMondayAt14).length).toBe(10)
    expect(await runs.count()).toBe(10)
    // Kept under tests/e2e/artifacts (ignored by git) for a look at the dialog, once the weekday list has closed.
    await dialog.locator('.ant-modal-title').click()
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' })
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished),
      ),
    )
    await dialog.screenshot({ path: join(process.cwd(), 'tests', 'e2e', 'artifacts', 'cron-dialog.png') })
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.getByPlaceholder(/Quartz 表达式/).inputValue()).toBe(EXPRESSION)
    await form.getByRole('button', { name: /确\s*定/ }).click()

    // The class name is cut short by the column's ellipsis; the new expression identifies the row.
    const row = page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: EXPRESSION })
    await expect.poll(() => row.count()).toBe(1)

    await page.reload()
    await row.getByText('编辑', { exact: true }).click()
    const edit = formDialog(page)
    await dialogOpened(edit)
    await expect.poll(() => edit.getByPlaceholder(/Quartz 表达式/).inputValue()).toBe(EXPRESSION)
    await edit.getByRole('button', { name: '打开Cron表达式编辑器' }).click()
    const reopened = cronDialog(page)
    await dialogOpened(reopened)
    expect(await reopened.getByLabel('Cron表达式', { exact: true }).inputValue()).toBe(EXPRESSION)
    await openTab(reopened, '秒')
    expect(await panel(reopened).getByLabel('指定', { exact: true }).isChecked()).toBe(true)
    expect(await panel(reopened).getByLabel('0', { exact: true }).isChecked()).toBe(true)
    await openTab(reopened, '周')
    expect(await panel(reopened).getByLabel('第几个', { exact: true }).isChecked()).toBe(true)
    expect(await panel(reopened).getByLabel('周序号', { exact: true }).inputValue()).toBe('1')
    const weekday = panel(reopened)
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: '第几个星期几', exact: true }) })
    expect(await weekday.locator('.ant-select-selection-item').textContent()).toBe('星期一')
    await openTab(reopened, '日')
    expect(await panel(reopened).getByLabel('不指定', { exact: true }).isChecked()).toBe(true)
    await openTab(reopened, '分钟')
    expect(await panel(reopened).getByLabel('循环', { exact: true }).isChecked()).toBe(true)
    expect(await panel(reopened).getByLabel('分钟循环间隔', { exact: true }).inputValue()).toBe('5')
    await openTab(reopened, '小时')
    expect(await panel(reopened).getByLabel('14', { exact: true }).isChecked()).toBe(true)
    await reopened.getByRole('button', { name: /取\s*消/ }).click()
    await edit.getByRole('button', { name: /取\s*消/ }).click()

    // The job's detail shows what the schedule means and when it fires next.
    await row.getByText('详情', { exact: true }).click()
    const upcoming = page.getByLabel('接下来的运行时间')
    await expect.poll(() => upcoming.locator('li').count()).toBe(5)
  })
})
