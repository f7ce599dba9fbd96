/**
 * The editable table's layout, as JVxeTable draws it (its `JVxeTypes` column defaults and table props): antd's
 * default (middle) size, rows 61 px high, the body scrolling past 400 px, and column widths by the cell's widget.
 */
export const TABLE_SIZE = 'middle'
export const ROW_HEIGHT = 61
export const MAX_BODY_HEIGHT = 400
export const ROW_NUMBER_WIDTH = 60
export const CHECKBOX_WIDTH = 40
/** A multi-select cell shows this many tags, then +N for the others. */
export const MAX_CELL_TAGS = 1

export interface ColumnWidths {
  width: number
  minWidth?: number
}

const DEFAULT_WIDTHS: ColumnWidths = { width: 120 }

/** Column widths by the widget type of the column's cell; any other widget gets 120. */
const WIDTHS_BY_WIDGET: Record<string, ColumnWidths> = {
  date: { ...DEFAULT_WIDTHS, minWidth: 135 },
  datetime: { width: 200, minWidth: 190 },
  userSelect: { width: 220, minWidth: 190 },
  departSelect: { width: 160, minWidth: 190 },
}

export const columnWidthsOf = (widget: string | undefined): ColumnWidths =>
  (widget !== undefined && Object.hasOwn(WIDTHS_BY_WIDGET, widget) ? WIDTHS_BY_WIDGET[widget] : undefined) ??
  DEFAULT_WIDTHS
