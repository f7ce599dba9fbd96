import { Tag } from 'antd'
import dayjs from 'dayjs'
import { resolveDeep } from '../../core/templates'
import { bandColor } from '../../core/band-color'
import { textOf } from '../../core/text-of'
import type { Bands } from '../../generated/schema-language'
import { lazySearch } from '../parts/lazy-search'
import type { CellRender, Widget } from '../widget'

/** Days from today to a date: negative when it is past. */
const daysUntil = (day: dayjs.Dayjs): number => day.startOf('day').diff(dayjs().startOf('day'), 'day')

/** Red at three days or fewer (and when past), orange at seven or fewer, when the column gives no `bands`. */
const DEFAULT_BANDS: Bands = [
  { upTo: 3, color: 'red' },
  { upTo: 7, color: 'orange' },
]

/**
 * A deadline: the date and how many days are left until it, coloured by the column's `bands` of days left, so the rows
 * that need attention stand out in a long list.
 */
const deadline: CellRender = (value, { column, record }) => {
  const text = textOf(value)
  const day = dayjs(text)
  if (text === '' || !day.isValid()) return text
  // A settled row (finished work, as the column's `settled` says) has nothing left to meet: its date alone.
  if (column.settled && resolveDeep(column.settled, { record }) === true) return day.format('YYYY-MM-DD')
  const left = daysUntil(day)
  const label = left < 0 ? `逾期 ${-left} 天` : left === 0 ? '今天到期' : `剩余 ${left} 天`
  const color = bandColor(column.bands ?? DEFAULT_BANDS, left)
  return (
    <>
      {day.format('YYYY-MM-DD')} <Tag color={color}>{label}</Tag>
    </>
  )
}

/** A day that must be met: shown with the days left; searched and edited as a date. */
export default {
  cell: deadline,
  search: lazySearch(() => import('../date/search')),
  prompt: '请选择',
} satisfies Widget
