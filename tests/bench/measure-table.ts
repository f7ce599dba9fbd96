import type { Browser } from 'playwright-core'
import { medianKeyToPaint, openBenchPage } from './bench-page'

export interface TableFigures {
  /** Median ms from render to the 10,000-row table painted (5 mounts). */
  mount: number
  /** 95th percentile of the main-thread cost of a scroll step of two rows (300 steps). */
  scrollP95: number
  /** Median ms from a key press in the edited cell of row 5,001 to the next paint showing it (21 presses). */
  edit: number
}

/**
 * Opens the bench-only table page, waits for its figures, then opens the 名称 cell of row 5,001 and types into it:
 * each key press is timed in the page from the keydown event to the paint after it (a frame, then a task).
 */
export async function measureTable(browser: Browser, url: string): Promise<TableFigures> {
  const { context, page, figures } = await openBenchPage<Omit<TableFigures, 'edit'>>(browser, url, '__tableBench')
  await page.getByTestId('editable-table-rows').evaluate((scroller) => {
    scroller.scrollTop = 5_000 * 61
  })
  await page.getByRole('button', { name: '编辑第 5001 行名称' }).click()
  await page.getByPlaceholder('名称').waitFor()
  const PRESSES = 21
  const edit = await medianKeyToPaint(page, PRESSES)
  const typed = await page.getByPlaceholder('名称').inputValue()
  await context.close()
  if (typed.replace('名称5001', '') !== 'a'.repeat(PRESSES)) throw new Error(`表格单元格输入后为 "${typed}"`)
  return { ...figures, edit }
}
