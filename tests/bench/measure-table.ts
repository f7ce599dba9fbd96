import type { Browser } from 'playwright-core'
import { bareInputTimings, keyTimings, openBenchPage, type KeyTimings } from './bench-page'

export interface TableFigures {
  /** Ms from render to the 10,000-row table painted, one per mount (5 mounts). */
  mounts: number[]
  /** 95th percentile of the main-thread cost of a scroll step of two rows (300 steps). */
  scrollP95: number
  /** Key presses in the edited cell of row 5,001 (21 presses). */
  edit: KeyTimings
  /** Key presses in a bare input put on the same page (21 presses). */
  bareInput: KeyTimings
}

/**
 * Opens the bench-only table page, waits for its figures, then opens the 名称 cell of row 5,001 and types into it, then
 * into a bare input on the same page (`keyTimings` says what is timed).
 */
export async function measureTable(browser: Browser, url: string): Promise<TableFigures> {
  const { context, page, figures } = await openBenchPage<Omit<TableFigures, 'edit' | 'bareInput'>>(
    browser,
    url,
    '__tableBench',
  )
  await page.getByTestId('editable-table-rows').evaluate((scroller) => {
    scroller.scrollTop = 5_000 * 61
  })
  await page.getByRole('button', { name: '编辑第 5001 行名称' }).click()
  await page.getByPlaceholder('名称').waitFor()
  const PRESSES = 21
  const edit = await keyTimings(page, PRESSES)
  const typed = await page.getByPlaceholder('名称').inputValue()
  if (typed.replace('名称5001', '') !== 'a'.repeat(PRESSES)) throw new Error(`表格单元格输入后为 "${typed}"`)
  const bareInput = await bareInputTimings(page, PRESSES)
  await context.close()
  return { ...figures, edit, bareInput }
}
