import type { Browser, BrowserContext, Page } from 'playwright-core'

/**
 * Opens a bench-only page at 1600×1000 and waits for the figures it publishes on `window[name]` once it has measured
 * its own mounts.
 */
export async function openBenchPage<T>(
  browser: Browser,
  url: string,
  name: string,
): Promise<{ context: BrowserContext; page: Page; figures: T }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  const page = await context.newPage()
  await page.goto(url)
  const published = await page.waitForFunction((key) => (window as unknown as Record<string, unknown>)[key], name, {
    timeout: 180000,
  })
  return { context, page, figures: (await published.jsonValue()) as T }
}

/**
 * Presses `a` `presses` times into the focused input, timing each press in the page from the keydown event to the
 * paint after it (a frame, then a task); answers the median in ms.
 */
export async function medianKeyToPaint(page: Page, presses: number): Promise<number> {
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
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('a')
    await page.waitForFunction((count) => (window as unknown as { __keys: number[] }).__keys.length >= count, press + 1)
  }
  const keys = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys)
  return [...keys].sort((a, b) => a - b)[Math.floor(keys.length / 2)]
}
