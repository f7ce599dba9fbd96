import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { animationsDone } from './overlays'

/**
 * Picks `option` in the antd Select holding the combobox labelled `label` (typing `search` first when the list only
 * draws what fits), and checks the select shows it. The option is clicked once its dropdown has slid in; if the
 * select still does not show it, a person picks again, and so does this.
 */
export async function chooseOption(
  page: Page,
  scope: Locator,
  label: string,
  option: string,
  search?: string,
): Promise<void> {
  await chooseIn(
    page,
    scope.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label }) }),
    option,
    search,
  )
}

/** Picks `option` in the antd Select `select`, as chooseOption does for a select found by its label. */
export async function chooseIn(page: Page, select: Locator, option: string, search?: string): Promise<void> {
  const dropdowns = page.locator('.ant-select-dropdown:visible')
  const dropdown = dropdowns.last()
  const shown = async () => (await select.locator('.ant-select-selection-item').allTextContents()).includes(option)
  await expect
    .poll(async () => {
      if (await shown()) return true
      try {
        if ((await dropdowns.count()) === 0) {
          await select.click({ timeout: 2000 })
          if (search) await page.keyboard.type(search)
        }
        await animationsDone(dropdown, { timeout: 2000 })
        await dropdown
          .locator('.ant-select-item-option')
          .filter({ hasText: new RegExp(`^${option}$`) })
          .click({ timeout: 2000 })
      } catch {
        // Still open or closed again: the next round looks at the select afresh.
      }
      return shown()
    })
    .toBe(true)
}
