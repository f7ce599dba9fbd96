import { gzipSync } from 'node:zlib'
import type { BrowserContext, Page, Response } from 'playwright-core'
import { signIn } from '../e2e/support/app'

export interface RouteWeight {
  requests: number
  jsRaw: number
  jsGzip: number
  cssRaw: number
  cssGzip: number
}

export interface PageLoad extends RouteWeight {
  /** Ms from the start of the navigation to the ready element in the page. */
  readyMs: number
}

/**
 * Watches the document from its start for the first element matching `selector` and keeps, as
 * `window.__benchPainted`, the time of the paint after it showed: the next frame, then a task (as the warm navigation
 * measures its rows). Read in the page, the figure leaves out Playwright's polling and its round trips to the page,
 * which wait for the main thread's next idle moment (the users list's cold load, five each on 2026-11-29: median
 * 1,238 ms read after the locator's wait, 1,158 ms in the page).
 */
const MARK_PAINT_AFTER = (selector: string) => {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return
    observer.disconnect()
    requestAnimationFrame(() =>
      setTimeout(() => Object.defineProperty(window, '__benchPainted', { value: performance.now() })),
    )
  }).observe(document, { childList: true, subtree: true })
}

/**
 * Loads `url` in `page` (a full load) and adds up what Chromium fetched until it is ready, with the time: `ready` is a
 * CSS selector, timed in the page to the paint after its first element showed (`MARK_PAINT_AFTER`), or a wait of its
 * own, timed when it ends. Every request counts, and the JS and CSS bodies with their gzip -9 size; with `settle`,
 * what the page still fetches until the network is idle counts too.
 */
export async function measurePageLoad(
  page: Page,
  url: string,
  ready: string | ((page: Page) => Promise<unknown>),
  settle = false,
): Promise<PageLoad> {
  const weight: RouteWeight = { requests: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 }
  // Weighed once the page is ready: compressing a megabyte of script while the page loaded took the two cores' time
  // from the load measured (the users list's cold load, five each: median 1,158 ms, 931 ms weighed after).
  const responses: Response[] = []
  let counting = true
  const onRequest = () => {
    if (counting) weight.requests += 1
  }
  const onResponse = (response: Response) => {
    const type = response.request().resourceType()
    if (counting && (type === 'script' || type === 'stylesheet')) responses.push(response)
  }
  page.on('request', onRequest)
  page.on('response', onResponse)
  if (typeof ready === 'string') await page.addInitScript(MARK_PAINT_AFTER, ready)
  await page.goto(url, { waitUntil: settle ? 'networkidle' : 'commit' })
  let readyMs: number
  if (typeof ready === 'string') {
    const painted = await page.waitForFunction(() => (window as { __benchPainted?: number }).__benchPainted)
    readyMs = Number(await painted.jsonValue())
  } else {
    await ready(page)
    readyMs = await page.evaluate(() => performance.now())
  }
  counting = false
  page.off('request', onRequest)
  page.off('response', onResponse)
  for (const response of responses) {
    const body = await response.body()
    const gzip = gzipSync(body, { level: 9 }).length
    if (response.request().resourceType() === 'script') {
      weight.jsRaw += body.length
      weight.jsGzip += gzip
    } else {
      weight.cssRaw += body.length
      weight.cssGzip += gzip
    }
  }
  return { ...weight, readyMs }
}

/** Loads one route in a fresh context, waits for the network to settle and adds up what Chromium fetched for it. */
export async function measureRoute(
  browser: { newContext(): Promise<BrowserContext> },
  url: string,
  readyText: string,
): Promise<RouteWeight> {
  const context = await browser.newContext()
  try {
    return await measurePageLoad(
      await context.newPage(),
      url,
      (page) => page.getByText(readyText).first().waitFor(),
      true,
    )
  } finally {
    await context.close()
  }
}

/**
 * A signed-in admin's full load of `path`: signs in on a page of its own, then loads the path in a new page of the
 * same context (so the session is stored, as after a reload) and measures it until `ready`.
 */
export async function measureSignedInLoad(
  context: BrowserContext,
  appUrl: string,
  path: string,
  ready: Parameters<typeof measurePageLoad>[2],
): Promise<PageLoad> {
  await signIn(await context.newPage(), 'admin', appUrl)
  return measurePageLoad(await context.newPage(), `${appUrl}${path}`, ready)
}

/** Ms from the start of a fresh load of `url`, in a context of its own (nothing cached), to its first contentful paint. */
export async function measureFirstPaint(
  browser: { newContext(): Promise<BrowserContext> },
  url: string,
): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'commit' })
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0]
            if (!paint) return
            observer.disconnect()
            resolve(paint.startTime)
          }).observe({ type: 'paint', buffered: true })
        }),
    )
  } finally {
    await context.close()
  }
}
