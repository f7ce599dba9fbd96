import type { Browser } from 'playwright-core'
import { keyTimings, openBenchPage, type KeyTimings } from './bench-page'

export interface FormFigures {
  /** Ms from render to the 500-field form's first screen painted (the rest draws as it comes near), 5 mounts. */
  mounts: number[]
  /** Ms from render to all 500 fields painted, drawn at once as a save draws them, 5 mounts. */
  wholeMounts: number[]
  /** The same 500 fields on ten tabs: ms until the first tab's 50 are painted (the others draw when shown). */
  tabbedMounts: number[]
  /** That tabbed form with `forceRender` on every pane: ms until all 500 are painted. */
  forcedTabMounts: number[]
  /** Key presses in a field of that form (21 presses). */
  keystroke: KeyTimings
  /** Ms from setting 3,000 values to those of the drawn fields painted, one per fresh form (5 forms). */
  setValues: number[]
  /** The same with all 3,000 fields drawn: ms to the last value painted. */
  wholeSetValues: number[]
}

/**
 * Opens the bench-only form page, waits for its figures, then types into a field of the mounted 500-field form: each
 * key press is timed in the page (`keyTimings` says what).
 */
export async function measureForm(browser: Browser, url: string): Promise<FormFigures> {
  const { context, page, figures } = await openBenchPage<Omit<FormFigures, 'keystroke'>>(browser, url, '__formBench')
  await page.locator('input').nth(250).click()
  const keystroke = await keyTimings(page, 21)
  await context.close()
  return { ...figures, keystroke }
}
