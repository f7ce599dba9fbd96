import { Tag, Tooltip } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import type { DictModel } from '../generated/entities'
import type { Column } from '../generated/validators'
import { dictText } from '../dict'
import { cutText, DEFAULT_ELLIPSIS } from '../list/ellipsis'
import { fileCell, imageCell } from '../upload/upload-renders'
import { hrefOf } from '../list/link-href'
import { resolveDeep } from '../schema/templates'
import { RouteLink } from './route-link'
import { textOf } from '../text-of'

type Row = Record<string, unknown>

export interface CellContext {
  column: Column
  record: Row
  /** Items of the column's dictionary, when it names one. */
  items?: readonly DictModel[]
}

type CellRender = (value: unknown, context: CellContext) => ReactNode

function withEllipsis(value: string, column: Column): ReactNode {
  if (!column.ellipsis || value === '') return value
  const cut = cutText(value, column.ellipsis === true ? DEFAULT_ELLIPSIS : column.ellipsis)
  return cut === value ? value : <Tooltip title={value}>{cut}</Tooltip>
}

const formatted =
  (pattern: string): CellRender =>
  (value) =>
    value ? dayjs(textOf(value)).format(pattern) : ''

/** Days from today to a date: negative when it is past. */
const daysUntil = (day: dayjs.Dayjs): number => day.startOf('day').diff(dayjs().startOf('day'), 'day')

/**
 * A deadline: the date and how many days are left until it, red at three days or fewer (and when past), orange at seven or
 * fewer, so the rows that need attention stand out in a long list.
 */
const deadline: CellRender = (value, { column, record }) => {
  const text = textOf(value)
  const day = dayjs(text)
  if (text === '' || !day.isValid()) return text
  // A settled row (a closed case, a paid fee) has nothing left to meet: its date alone.
  if (column.settled && resolveDeep(column.settled, { record }) === true) return day.format('YYYY-MM-DD')
  const left = daysUntil(day)
  const label = left < 0 ? `逾期 ${-left} 天` : left === 0 ? '今天到期' : `剩余 ${left} 天`
  const color = left <= 3 ? 'red' : left <= 7 ? 'orange' : undefined
  return (
    <>
      {day.format('YYYY-MM-DD')} <Tag color={color}>{label}</Tag>
    </>
  )
}

const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An amount in yuan: two decimals with thousands separators (1,234.50); a blank or non-number stays as it is. */
export const moneyText = (value: unknown): string => {
  const text = textOf(value).trim()
  const amount = Number(text)
  return text === '' || Number.isNaN(amount) ? text : MONEY.format(amount)
}

/** Renders whose values line up on the right (figures compare by their last digits); every other render is centred. */
const RIGHT_ALIGNED = new Set(['money'])

/** The render kind of a column: the one it names, else link for a column with a link, dict for one with a dictionary. */
export const renderOf = (column: Column): string =>
  column.render ?? (column.link ? 'link' : column.dict ? 'dict' : 'text')

/** Where a column's cells sit: as it says, else right for figures, else centred. */
export const alignOf = (column: Column): 'left' | 'center' | 'right' =>
  column.align ?? (RIGHT_ALIGNED.has(renderOf(column)) ? 'right' : 'center')

/** How a column shows its value, by the `render` kind a list schema names. */
export const COLUMN_RENDERS: Record<string, CellRender> = {
  text: (value, { column }) => withEllipsis(textOf(value), column),
  dict: (_, { column, record, items }) => withEllipsis(dictText(record, column.field, items), column),
  date: formatted('YYYY-MM-DD'),
  datetime: formatted('YYYY-MM-DD HH:mm:ss'),
  deadline,
  money: moneyText,
  image: imageCell,
  file: fileCell,
  tag: (value, { column, record, items }) => {
    if (textOf(value) === '') return ''
    // Stored values and their texts come in the same order; the colour belongs to the stored value.
    const values = textOf(value).split(',')
    return dictText(record, column.field, items)
      .split(',')
      .map((part, index) => (
        <Tag key={part} color={column.colors?.[values[index] ?? '']}>
          {part}
        </Tag>
      ))
  },
  switch: (value) => (value === 'Y' || value === true || value === 1 || value === '1' ? '是' : '否'),
  // The value links to the app route the column's `link` builds from the row (a model opens in the designer).
  link: (value, { column, record }) => {
    const href = column.link && hrefOf(column.link, { record })
    return href ? (
      <RouteLink to={href}>{withEllipsis(textOf(value), column)}</RouteLink>
    ) : (
      withEllipsis(textOf(value), column)
    )
  },
}
