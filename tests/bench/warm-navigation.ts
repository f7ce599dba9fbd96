import type { BrowserContext, Locator, Page } from 'playwright-core'
import { signIn } from '../e2e/support/app'
import { markShownRows } from '../e2e/support/locators'

/**
 * Waits in the page from the next click on a menu entry to the paint after the first table row that was not in the
 * page before the click shows. Rows of pages kept alive in hidden tabs are marked first, so only the opened page's rows
 * count.
 */
function armClickToRows(page: Page): Promise<number> {
  // No named inner functions: tsx compiles them with a `__name` helper that the page does not have.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        for (const row of document.querySelectorAll('.ant-table-row')) row.setAttribute('data-bench-seen', '')
        const listening = new AbortController()
        document.addEventListener(
          'click',
          (event) => {
            // A click that only opens a menu group is not the navigation.
            if (!(event.target as Element).closest('.ant-menu-item')) return
            listening.abort()
            const clicked = event.timeStamp
            new MutationObserver((_, observer) => {
              const rows = document.querySelectorAll<HTMLElement>('.ant-table-row:not([data-bench-seen])')
              if (![...rows].some((row) => row.checkVisibility())) return
              observer.disconnect()
              // The row is in the DOM now; it is on screen once the next frame has painted.
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked)))
            }).observe(document.body, { childList: true, subtree: true, attributes: true })
          },
          { capture: true, signal: listening.signal },
        )
      }),
  )
}

/**
 * Closes 角色管理's tab and waits until the users list shows its rows again. Clicked while the closed page was still
 * shown (the move back not drawn yet), the next opening of 角色管理 would find its page already at its address and draw
 * nothing new, and the run would wait forever for rows that never change.
 */
async function backToUsers(page: Page, rolesTab: Locator): Promise<void> {
  const usersShown = await markShownRows(page)
  await rolesTab.locator('.ant-tabs-tab-remove').click()
  await rolesTab.waitFor({ state: 'detached' })
  await usersShown()
}

/** What runs just before each timed click and just after its rows have painted (the trace's profiler). */
export interface AroundEachRun {
  before(page: Page): Promise<void>
  after(page: Page): Promise<void>
}

/**
 * A signed-in admin on the users list opens 角色管理 from the side menu, `runs` times: menu click to its first row
 * painted. The first opening loads the page's code and dictionaries; it is left out, and the tab is closed after each
 * run so every timed opening mounts the page again with its code warm, as a second list of the day opens.
 */
export async function measureWarmNavigation(
  context: BrowserContext,
  appUrl: string,
  runs: number,
  around?: AroundEachRun,
): Promise<number[]> {
  const page = await context.newPage()
  await signIn(page, 'admin', appUrl)
  await page.goto(`${appUrl}/isystem/user`)
  await page.locator('.ant-table-row').first().waitFor()
  const rolesTab = page.locator('.ant-tabs-tab', { hasText: '角色管理' })
  const times: number[] = []
  for (let run = 0; run <= runs; run += 1) {
    const timed = armClickToRows(page)
    if (run > 0) await around?.before(page)
    // 系统管理 is open on the users list, and stays open while the tab is closed.
    await page.locator('.ant-layout-sider .ant-menu-item', { hasText: '角色管理' }).click()
    const elapsed = await timed
    if (run > 0) {
      await around?.after(page)
      times.push(elapsed)
    }
    await backToUsers(page, rolesTab)
  }
  return times
}
