import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { motionSettled } from './overlays'

/** The signed-in frame's side menu. */
export const sideMenu = (page: Page): Locator => page.locator('.ant-layout-sider .ant-menu').first()

/**
 * Opens a screen through the side menu as a person does: each group on the path is opened unless the menu shows it
 * open already (its title's `aria-expanded`), the menu is left to finish sliding before the next click (an entry
 * clicked while its submenu still slides open loses the click), and the screen counts as open once the page title
 * names it: its route has rendered and its tab is open.
 */
export async function openFromMenu(page: Page, path: readonly string[]): Promise<void> {
  const menu = sideMenu(page)
  for (const group of path.slice(0, -1)) {
    const title = menu.locator('.ant-menu-submenu-title').filter({ has: page.getByText(group, { exact: true }) })
    await motionSettled(menu)
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click()
    await expect.poll(() => title.getAttribute('aria-expanded')).toBe('true')
  }
  await motionSettled(menu)
  const screen = path[path.length - 1]
  await menu.getByText(screen, { exact: true }).click()
  await expect.poll(() => page.title()).toBe(`${screen} · 知识产权服务管理平台`)
}
