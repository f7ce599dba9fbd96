import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { rows } from './locators'
import { answerConfirm, confirmDialog } from './overlays'
import { realBuildUrl } from './ports'

// The walks that import the approval helpers find their rows and dialogs with the same locators.
export { rows, topmost } from './locators'

/** The approval status of a business row: its last tag (审批状态 is the last column with tags). */
export const statusOf = (row: Locator) => row.locator('.ant-tag').last().textContent()

/** 提交审批 on the record's row, confirmed by the dialog that says `confirm`; the row then shows 处理中. */
export async function submit(page: Page, row: Locator, confirm: string): Promise<void> {
  await row.getByText('提交审批', { exact: true }).click()
  await answerConfirm(confirmDialog(page, confirm), /确\s*定/)
  await expect.poll(() => statusOf(row)).toBe('处理中')
}

/**
 * 我的待办 of the page's user: 签收 when the task titled `title` is offered to several, then 办理 opens the record
 * beside the approval panel.
 */
export async function handle(page: Page, title: string): Promise<void> {
  await page.goto(`${realBuildUrl}/bpm/task/todo`)
  const task = rows(page).filter({ hasText: title }).first()
  await task.waitFor()
  const claim = task.getByText('签收', { exact: true })
  if (await claim.isVisible()) {
    await claim.click()
    await task.getByText('办理', { exact: true }).waitFor()
  }
  await task.getByText('办理', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/bpm/task/handle')
  await page.getByLabel('审批意见').waitFor()
}
