import { Tag } from 'antd'
import dayjs from 'dayjs'
import { resolveDeep } from '../../core/templates'
import { textOf } from '../../core/text-of'
import { lazySearch } from '../parts/lazy-search'
import type { CellRender, Widget } from '../widget'

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
  // A settled row (finished work, as the column's `settled` says) has nothing left to meet: its date alone.
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

/** A day that must be met: shown with the days left; searched and edited as a date. */
export default {
  cell: deadline,
  search: lazySearch(() => import('../date/search')),
  prompt: '请选择',
} satisfies Widget
