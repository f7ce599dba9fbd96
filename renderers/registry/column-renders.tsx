import { Tag, Tooltip } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import type { DictModel } from '@/generated/entities'
import type { Column } from '@/generated/validators'
import { dictText } from '../dict'
import { cutText, DEFAULT_ELLIPSIS } from '../list/ellipsis'
import { fileCell, imageCell } from '../upload/upload-renders'
import { isAppPath, RouteLink } from './route-link'

type Row = Record<string, unknown>

export interface CellContext {
  column: Column
  record: Row
  /** Items of the column's dictionary, when it names one. */
  items?: readonly DictModel[]
}

type CellRender = (value: unknown, context: CellContext) => ReactNode

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value))

function withEllipsis(value: string, column: Column): ReactNode {
  if (!column.ellipsis || value === '') return value
  const cut = cutText(value, column.ellipsis === true ? DEFAULT_ELLIPSIS : column.ellipsis)
  return cut === value ? value : <Tooltip title={value}>{cut}</Tooltip>
}

const formatted = (pattern: string): CellRender => (value) => (value ? dayjs(String(value)).format(pattern) : '')

/** How a column shows its value, by the `render` kind a list schema names. */
export const COLUMN_RENDERS: Record<string, CellRender> = {
  text: (value, { column }) => withEllipsis(text(value), column),
  dict: (_, { column, record, items }) => withEllipsis(dictText(record, column.dataIndex, items), column),
  date: formatted('YYYY-MM-DD'),
  datetime: formatted('YYYY-MM-DD HH:mm:ss'),
  image: imageCell,
  file: fileCell,
  tag: (value, { column, record, items }) =>
    text(value) === ''
      ? ''
      : dictText(record, column.dataIndex, items)
          .split(',')
          .map((part) => <Tag key={part}>{part}</Tag>),
  switch: (value) => (value === 'Y' || value === true || value === 1 || value === '1' ? '是' : '否'),
  // The value is a path of this app the record can be opened at (an instance's status diagram).
  route: (value) => (isAppPath(text(value)) ? <RouteLink to={text(value)}>查看</RouteLink> : ''),
}
