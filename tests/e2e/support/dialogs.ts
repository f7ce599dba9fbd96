import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Resolves once the element's running animations (an opening zoom, a slide) have finished, or after 2 s. A click while
 * an overlay is still animating in can land on the page beneath it on a loaded machine.
 */
export async function animationsDone(element: Locator): Promise<void> {
  await element.evaluate(
    (node) =>
      Promise.race([
        Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        new Promise((settle) => setTimeout(settle, 2000)),
      ]),
    undefined,
    { timeout: 2000 },
  )
}

/**
 * Answers a confirmation dialog (antd's confirm) with one of its buttons and waits until it has gone, pressing again
 * if the first press was lost, as a person would. A confirm runs its action once, however often it is pressed.
 */
export async function answerConfirm(dialog: Locator, button: RegExp | string): Promise<void> {
  await dialog.waitFor()
  await expect
    .poll(
      async () => {
        try {
          if (await dialog.isVisible()) {
            await animationsDone(dialog)
            await dialog.getByRole('button', { name: button }).click({ timeout: 2000 })
          }
          await dialog.waitFor({ state: 'hidden', timeout: 5000 })
          return true
        } catch {
          return false
        }
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}
