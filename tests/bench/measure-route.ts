import { gzipSync } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
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
 * Loads `url` in `page` (a full load) and adds up what Chromium fetched until `ready` shows (a selector, or a wait of
 * its own): every request, and the JS and CSS bodies with their gzip -9 size. With `settle`, what the page still
 * fetches until the network is idle counts too.
 */
export async function measurePageLoad(
  page: Page,
  url: string,
  ready: string | ((page: Page) => Promise<unknown>),
  settle = false,
): Promise<PageLoad> {
  const weight: RouteWeight = { requests: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 }
  const pending: Promise<void>[] = []
  let counting = true
  const onRequest = () => {
    if (counting) weight.requests += 1
  }
  const onResponse = (response: Awaited<ReturnType<Page['waitForResponse']>>) => {
    const type = response.request().resourceType()
    if (!counting || (type !== 'script' && type !== 'stylesheet')) return
    pending.push(
      response.body().then((body) => {
        const gzip = gzipSync(body, { level: 9 }).length
        if (type === 'script') {
          weight.jsRaw += body.length
          weight.jsGzip += gzip
        } else {
          weight.cssRaw += body.length
          weight.cssGzip += gzip
        }
      }),
    )
  }
  page.on('request', onRequest)
  page.on('response', onResponse)
  await page.goto(url, { waitUntil: settle ? 'networkidle' : 'commit' })
  await (typeof ready === 'string' ? page.locator(ready).first().waitFor() : ready(page))
  const readyMs = await page.evaluate(() => performance.now())
  counting = false
  page.off('request', onRequest)
  page.off('response', onResponse)
  await Promise.all(pending)
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
    return await measurePageLoad(await context.newPage(), url, `text=${readyText}`, true)
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
