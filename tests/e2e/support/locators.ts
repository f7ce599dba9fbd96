import type { Locator, Page } from 'playwright-core'

/** The data rows of the list shown (a kept-alive tab's hidden table left out). */
export const rows = (page: Page): Locator => page.locator('.ant-table-tbody tr[data-row-key]').filter({ visible: true })

/** The data rows of a table in `region` that show `text`. */
export const rowsWith = (region: Locator | Page, text: string): Locator =>
  region.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: text })

/** The dialog or drawer on top. */
export const topmost = (page: Page): Locator =>
  page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content').last()

/**
 * Marks the list rows shown now and answers a wait for a row not among them (the next page's rows, its list drawn
 * again): marked before the click, so the rows the click brings cannot be taken for old ones.
 */
export async function markShownRows(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    for (const row of document.querySelectorAll('.ant-table-row')) row.setAttribute('data-seen', '')
  })
  return async () => {
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.ant-table-row:not([data-seen])')].some((row) =>
        row.checkVisibility(),
      ),
    )
  }
}
