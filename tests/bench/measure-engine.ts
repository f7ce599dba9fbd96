import type { Browser } from 'playwright-core'

export interface EngineFigures {
  /** Ms from render to the first rows painted, users list from its schema (1,000 rows), one per round (7). */
  schema: number[]
  /** The same for the hand-written antd table, rendered alternately with it. */
  direct: number[]
  /** Ms to validate every bundled page schema once, one per round (21). */
  validation: number[]
  schemaCount: number
}

/** Opens the bench-only page and waits for its figures (it renders each table eight times). */
export async function measureEngine(browser: Browser, url: string): Promise<EngineFigures> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  const page = await context.newPage()
  await page.goto(url)
  const figures = (
    await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench, undefined, {
      timeout: 180000,
    })
  ).jsonValue()
  const result = (await figures) as EngineFigures
  await context.close()
  return result
}
