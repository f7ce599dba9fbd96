import type { Browser } from 'playwright-core'

export interface FormFigures {
  /** Median ms from render to the 500-field form painted (5 mounts). */
  mount: number
  /** Median ms from a key press in that form to the next paint showing it (21 presses). */
  keystroke: number
  /** Ms from setting 3,000 values to the last one painted. */
  setValues: number
}

/**
 * Opens the bench-only form page, waits for its figures, then types into a field of the mounted 500-field form: each
 * key press is timed in the page from the keydown event to the paint after it (a frame, then a task).
 */
export async function measureForm(browser: Browser, url: string): Promise<FormFigures> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  const page = await context.newPage()
  await page.goto(url)
  const figures = (await (
    await page.waitForFunction(() => (window as unknown as { __formBench?: unknown }).__formBench, undefined, {
      timeout: 180000,
    })
  ).jsonValue()) as { mount: number; setValues: number }
  await page.evaluate(() => {
    const times: number[] = []
    ;(window as unknown as { __keys: number[] }).__keys = times
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp
        requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - start)))
      },
      true,
    )
  })
  const field = page.locator('input').nth(250)
  await field.click()
  const PRESSES = 21
  for (let press = 0; press < PRESSES; press += 1) {
    await page.keyboard.press('a')
    await page.waitForFunction((count) => (window as unknown as { __keys: number[] }).__keys.length >= count, press + 1)
  }
  const keys = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys)
  await context.close()
  const keystroke = [...keys].sort((a, b) => a - b)[Math.floor(keys.length / 2)]
  return { ...figures, keystroke }
}
