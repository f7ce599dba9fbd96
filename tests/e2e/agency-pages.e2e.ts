import { beforeAll, describe, expect, it } from 'vitest'
import { AGENCY_MENU } from '@mocks/seed/agency/menus'
import { FINANCE_MENU } from '@mocks/seed/agency/menus-finance'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

/** 我的案件任务 lists the signed-in user's own tasks: the seed gives some to 普通用户 jeecg, none to admin. */
const USER_OF_SCREEN: Readonly<Record<string, string>> = { 'ipr/MyCaseTaskList': 'jeecg' }

const screens = [...AGENCY_MENU, ...FINANCE_MENU].flatMap((group) =>
  (group.children ?? []).map((item) => ({ group: group.name, item: item.name, component: item.component })),
)

describe('the agency screens, walked from the side menu', () => {
  it.each(screens)('$group › $item shows its rows', async ({ group, item, component }) => {
    const page = await browser.newPage()
    await signIn(page, USER_OF_SCREEN[component] ?? 'admin')
    const menu = page.getByRole('menu').first()
    if (!(await menu.getByText(item, { exact: true }).isVisible())) await menu.getByText(group, { exact: true }).click()
    await menu.getByText(item, { exact: true }).click()
    // The page's title shows once its route has rendered and its tab is open: only then is it the current page.
    await expect.poll(() => page.title()).toBe(`${item} · 知识产权服务管理平台`)
    const rows = page.locator('.ant-table-tbody tr[data-row-key]').filter({ visible: true })
    await rows.first().waitFor({ timeout: 20000 })
    await expect
      .poll(() =>
        page
          .getByText(/共 [1-9]\d* 条/)
          .filter({ visible: true })
          .count(),
      )
      .toBeGreaterThan(0)
  })
})
