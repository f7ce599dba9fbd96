import { gzipSync } from 'node:zlib'
import type { BrowserContext } from 'playwright-core'

export interface RouteWeight {
  requests: number
  jsRaw: number
  jsGzip: number
  cssRaw: number
  cssGzip: number
}

/** Loads one route in a fresh context and adds up what Chromium fetched for it. */
export async function measureRoute(
  browser: { newContext(): Promise<BrowserContext> },
  url: string,
  ready: string,
): Promise<RouteWeight> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const weight: RouteWeight = { requests: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 }
  const pending: Promise<void>[] = []
  page.on('request', () => {
    weight.requests += 1
  })
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
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
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByText(ready).first().waitFor()
  await Promise.all(pending)
  await context.close()
  return weight
}
