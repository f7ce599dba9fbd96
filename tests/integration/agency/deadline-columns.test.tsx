import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Column } from '@renderers/generated/schema-language'
import { cellOf } from '@renderers/widgets/registry'
import assignments from '@schemas/pages/ipr/CaseAssignList.json'
import myTasks from '@schemas/pages/ipr/MyCaseTaskList.json'
import payments from '@schemas/pages/ipr/PaymentList.json'

const deadlineOf = (page: { columns: unknown[] }) =>
  (page.columns as Column[]).find((column) => column.field === 'deadline')!

const cell = (column: Column, record: Record<string, unknown>) =>
  renderToStaticMarkup(<>{cellOf(column)(record.deadline, { column, record })}</>)

/** Each list with the status that still has work to do and the one that closes the row, by its dictionary. */
const LISTS = [
  { name: '案件分配', page: assignments, status: 'assignStatus', open: '1', closed: '2' },
  { name: '我的案件任务', page: myTasks, status: 'assignStatus', open: '0', closed: '4' },
  { name: '缴费', page: payments, status: 'payStatus', open: '0', closed: '1' },
]

describe('the deadline of task and payment lists', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-26T10:00:00'))
  })
  afterEach(() => vi.useRealTimers())

  it.each(LISTS)(
    '$name shows the days left of an open row and the date alone once settled',
    ({ page, status, open, closed }) => {
      const column = deadlineOf(page)
      expect(cell(column, { deadline: '2026-11-28', [status]: open })).toMatch(/ant-tag-red.*剩余 2 天/)
      expect(cell(column, { deadline: '2026-11-20', [status]: open })).toMatch(/逾期 6 天/)
      expect(cell(column, { deadline: '2026-11-20', [status]: closed })).toBe('2026-11-20')
    },
  )
})
