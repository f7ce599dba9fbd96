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
  // The form page mounts and fills a 3,000-field form ten times: at a load of 15-20 on the two cores (2026-11-29) it
  // took over three minutes.
  const published = await page.waitForFunction((key) => (window as unknown as Record<string, unknown>)[key], name, {
    timeout: 600000,
  })
  return { context, page, figures: (await published.jsonValue()) as T }
}

/** One key press: the wall time to the paint after it, and the main thread's share of it. */
interface KeyPress {
  /** From the keydown event to the paint after it (a frame, then a task), waiting for the display's frame included. */
  toPaint: number
  /**
   * The main thread's work for the press: its keydown and input handling (the page's re-render included), plus the
   * frame that paints it (animation-frame callbacks, style, layout, paint), without the wait between the two for the
   * display's next frame, which no page can shorten.
   */
  mainThread: number
}

/** Each of a run of key presses, figure by figure. */
export interface KeyTimings {
  toPaint: number[]
  mainThread: number[]
}

/**
 * Presses `a` `presses` times into the focused input, timing each press in the page. A press lands anywhere in the
 * display's 16.7 ms frame, and the paint waits for the next frame to begin: `toPaint` carries that wait (from none to a
 * whole frame), `mainThread` leaves it out.
 */
export async function keyTimings(page: Page, presses: number): Promise<KeyTimings> {
  await page.evaluate(() => {
    const times: KeyPress[] = []
    ;(window as unknown as { __keys: KeyPress[] }).__keys = times
    const listening = new AbortController()
    ;(window as unknown as { __stopKeys: () => void }).__stopKeys = () => listening.abort()
    let handled = 0
    // Registered on the document after the app's root: it runs once the root's handlers and their renders are done.
    document.addEventListener(
      'input',
      () => {
        handled = performance.now()
      },
      { signal: listening.signal },
    )
    document.addEventListener(
      'keydown',
      (event) => {
        const pressed = performance.now()
        handled = pressed
        requestAnimationFrame(() => {
          const frame = performance.now()
          const input = handled
          setTimeout(() => {
            const painted = performance.now()
            times.push({
              toPaint: painted - event.timeStamp,
              mainThread: input - pressed + painted - Math.max(frame, input),
            })
          })
        })
      },
      { capture: true, signal: listening.signal },
    )
  })
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('a')
    await page.waitForFunction(
      (count) => (window as unknown as { __keys: KeyPress[] }).__keys.length >= count,
      press + 1,
    )
  }
  const keys = await page.evaluate(() => {
    ;(window as unknown as { __stopKeys: () => void }).__stopKeys()
    return (window as unknown as { __keys: KeyPress[] }).__keys
  })
  return { toPaint: keys.map((key) => key.toPaint), mainThread: keys.map((key) => key.mainThread) }
}

/**
 * The same timings for a bare `<input>` put at the top of the page: what any input costs there, the floor under the
 * figures of the page's own inputs.
 */
export async function bareInputTimings(page: Page, presses: number): Promise<KeyTimings> {
  const input = await page.evaluateHandle(() => {
    const bare = document.createElement('input')
    bare.setAttribute('aria-label', '对照输入框')
    bare.style.cssText = 'position:fixed;top:0;left:0;z-index:10000'
    document.body.append(bare)
    return bare
  })
  await input.focus()
  const timings = await keyTimings(page, presses)
  await input.evaluate((bare) => bare.remove())
  return timings
}
