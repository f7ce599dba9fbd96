import { Tooltip } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import type { Column } from '../../generated/schema-language'
import { dictText } from '../../dict'
import { cutText, DEFAULT_ELLIPSIS } from '../../core/ellipsis'
import { textOf } from '../../core/text-of'
import type { CellRender } from '../widget'

/** A long text cut to the column's `ellipsis`, the whole of it in a tooltip. */
export function withEllipsis(value: string, column: Column): ReactNode {
  if (!column.ellipsis || value === '') return value
  const cut = cutText(value, column.ellipsis === true ? DEFAULT_ELLIPSIS : column.ellipsis)
  return cut === value ? value : <Tooltip title={value}>{cut}</Tooltip>
}

/** The value as text. */
export const textCell: CellRender = (value, { column }) => withEllipsis(textOf(value), column)

/** The text of the value's dictionary item: the answer's `<field>_dictText`, else the column's items. */
export const dictCell: CellRender = (_, { column, record, items }) =>
  withEllipsis(dictText(record, column.field, items), column)

/** A date or time in the given dayjs pattern; a blank stays blank. */
export const formatted =
  (pattern: string): CellRender =>
  (value) =>
    value ? dayjs(textOf(value)).format(pattern) : ''
