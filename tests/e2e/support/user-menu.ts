import type { Page } from 'playwright-core'
import { closeNotifications, motionSettled } from './overlays'

/**
 * Chooses an entry of the header's user menu as a person does: hovers 用户菜单, lets the dropdown finish sliding in,
 * then clicks the entry, the greeting toast above it closed first. A click pressed while the dropdown still slides in was lost in a stress run (no
 * 刷新缓存完成！ after 清理缓存), the class the dialogs' `dialogOpened` waits out.
 */
export async function openFromUserMenu(page: Page, entry: string): Promise<void> {
  await closeNotifications(page)
  await page.getByRole('button', { name: '用户菜单' }).hover()
  const item = page.getByRole('menuitem', { name: entry })
  await item.waitFor()
  await motionSettled(page.locator('.ant-dropdown').filter({ has: item }))
  await item.click()
}
