import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Picks `option` in the antd Select holding the combobox labelled `label` (typing `search` first when the list only
 * draws what fits), and checks the select shows it. On a busy machine a click on an option can be lost while the
 * dropdown is still sliding in; a person sees the select still empty and picks again, and so does this.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string, search?: string): Promise<void> {
  const select = scope.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label }) })
  const shown = async () => (await select.locator('.ant-select-selection-item').allTextContents()).includes(option)
  await expect
    .poll(
      async () => {
        if (await shown()) return true
        try {
          await select.click({ timeout: 2000 })
          if (search) await page.keyboard.type(search)
          await page
            .locator('.ant-select-dropdown:visible .ant-select-item-option')
            .filter({ hasText: new RegExp(`^${option}$`) })
            .click({ timeout: 2000 })
        } catch {
          await page.keyboard.press('Escape')
        }
        return shown()
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}
