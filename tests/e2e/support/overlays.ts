import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Resolves once the element's finite animations (an opening zoom, a slide) have finished; endless ones (a spinner)
 * never finish and are not waited for.
 *
 * Why tests need it: on a busy machine a click pressed on an antd overlay that is still zooming or sliding in is now
 * and then lost (seen in stress runs for confirms, the notice popover, Select options and the tab context menu;
 * playwright finds the element stable, presses, and no click reaches the handler). A person never clicks inside a
 * dialog that is still growing; waiting for its animations to end removed those failures.
 *
 * Finding the element has no deadline of its own unless the caller gives one: a caller that presses again in a loop
 * passes a short `timeout` to learn soon that the overlay has closed; every other caller waits as long as the test
 * may (a busy machine has been seen to take over 2 s to hand over a menu that was already visible). The wait for the
 * animations has none either: a hung animation is ended by the test's own timeout.
 */
export async function animationsDone(element: Locator, { timeout }: { timeout?: number } = {}): Promise<void> {
  const handle = await element.elementHandle({ timeout })
  await handle.evaluate((node) =>
    Promise.all(
      node
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled animation (the element re-rendered or left) rejects `finished` with an AbortError: it is over too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await handle.dispose()
}

/** antd's confirmation dialog (confirm, error) showing this text. */
export const confirmDialog = (page: Page, text: string): Locator =>
  page.locator('.ant-modal-confirm').filter({ hasText: text })

/**
 * Answers a confirmation dialog (antd's confirm) with one of its buttons and waits until it has gone, pressing again
 * if the first press was lost, as a person would. A confirm runs its action once, however often it is pressed.
 */
export async function answerConfirm(dialog: Locator, button: RegExp | string): Promise<void> {
  await dialog.waitFor()
  await expect
    .poll(async () => {
      try {
        if (await dialog.isVisible()) {
          await animationsDone(dialog, { timeout: 2000 })
          await dialog.getByRole('button', { name: button }).click({ timeout: 2000 })
        }
        await dialog.waitFor({ state: 'hidden', timeout: 5000 })
        return true
      } catch {
        return false
      }
    })
    .toBe(true)
}

/** rc-motion's classes on an element that is appearing, entering or leaving (`ant-zoom-appear-active`, …). */
export const MOVING = /(^|\s)[\w-]+-(appear|enter|leave)(-(prepare|start|active))?(?=\s|$)/.source

/**
 * Resolves once neither the element nor anything inside it is in an antd (rc-motion) transition: no motion class
 * left, and every finite animation finished. The classes come first because rc-motion marks an element a frame or
 * more before the browser starts its animation (its prepare step), and in that frame there is no animation to wait
 * for yet: a dialog or a submenu looks still while it is about to zoom or slide.
 */
export async function motionSettled(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node, moving) => {
        const pattern = new RegExp(moving)
        return [node, ...node.querySelectorAll('[class]')].every(
          (part) => !pattern.test(part.getAttribute('class') ?? ''),
        )
      }, MOVING),
    )
    .toBe(true)
  await animationsDone(element)
}

/** Waits until a dialog has opened and finished its opening zoom, as a person does before clicking in it. */
export async function dialogOpened(dialog: Locator): Promise<void> {
  await dialog.waitFor()
  await motionSettled(dialog)
}

/**
 * Closes the toasts in the page's top right corner (the sign-in greeting) as a person would before reaching what they
 * cover there, such as the user menu: antd keeps a toast open while the pointer rests on it, so a pointer sent to the
 * user menu beneath the greeting held it open for good. Closed inside the page in one step: a toast may be closing
 * itself at the same moment, and a click aimed at a close button found a moment earlier would wait for one that is gone.
 */
export async function closeNotifications(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.ant-notification-notice-close').forEach((button) => button.click()),
  )
  await page.locator('.ant-notification-notice').waitFor({ state: 'detached' })
}
