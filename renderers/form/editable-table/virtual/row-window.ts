/** JVxeTable's row height: every row of the large table is this tall, so a row's place follows from its index. */
export const ROW_HEIGHT = 61
/** JVxeTable's maximum table height; the rows scroll inside it. */
export const MAX_HEIGHT = 400
/** Rows rendered beyond each edge of the visible window, as JVxeTable keeps them, so a short scroll shows rows ready. */
export const OVERSCAN_ROWS = 9
/**
 * From this many rows on, the table renders its rows virtually (plain rows, one live cell); below it every cell is a
 * Formily field, as a form's sub-table of tens of rows has always been.
 */
export const VIRTUAL_FROM_ROWS = 50

export interface RowWindow {
  /** The first row rendered. */
  first: number
  /** One past the last row rendered. */
  end: number
}

/** The rows to render for a scroll position: those in the viewport plus the overscan on either side. */
export function rowWindow(scrollTop: number, viewportHeight: number, rowCount: number): RowWindow {
  const firstVisible = Math.floor(Math.max(0, scrollTop) / ROW_HEIGHT)
  const endVisible = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / ROW_HEIGHT)
  return {
    first: Math.max(0, Math.min(firstVisible - OVERSCAN_ROWS, rowCount)),
    end: Math.min(rowCount, endVisible + OVERSCAN_ROWS),
  }
}

/**
 * The scroll position that shows the row at `index` whole, moving as little as it can from `scrollTop`: rows start
 * below the sticky header (`headHeight` tall), which covers the top of the viewport.
 */
export function scrollTopShowing(index: number, scrollTop: number, viewportHeight: number, headHeight: number): number {
  const top = index * ROW_HEIGHT
  if (top < scrollTop) return top
  const bottom = headHeight + top + ROW_HEIGHT
  return bottom > scrollTop + viewportHeight ? bottom - viewportHeight : scrollTop
}
