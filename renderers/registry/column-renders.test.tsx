import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Column } from '../generated/validators'
import { alignOf, COLUMN_RENDERS } from './column-renders'

const column: Column = {
  field: 'officialDeadline',
  render: 'deadline',
  settled: "{{['7', '8', '9', '10'].includes(record.caseStatus)}}",
}
const cell = (value: string, caseStatus = '3') =>
  renderToStaticMarkup(
    <>{COLUMN_RENDERS.deadline(value, { column, record: { officialDeadline: value, caseStatus } })}</>,
  )

describe('the deadline column', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-26T10:00:00'))
  })
  afterEach(() => vi.useRealTimers())

  it('shows the days left, red at three or fewer and when past, orange at seven or fewer', () => {
    expect(cell('2026-12-20')).toContain('剩余 24 天')
    expect(cell('2026-12-20')).not.toMatch(/ant-tag-(red|orange)/)
    expect(cell('2026-12-03')).toMatch(/ant-tag-orange.*剩余 7 天/)
    expect(cell('2026-11-29')).toMatch(/ant-tag-red.*剩余 3 天/)
    expect(cell('2026-11-26')).toMatch(/ant-tag-red.*今天到期/)
    expect(cell('2026-11-20')).toMatch(/ant-tag-red.*逾期 6 天/)
    expect(cell('2026-11-20')).toContain('2026-11-20')
  })

  it('shows only the date of a settled row, and nothing for an empty value', () => {
    expect(cell('2026-11-20', '9')).toBe('2026-11-20')
    expect(cell('')).toBe('')
  })
})

describe('the tag column', () => {
  it('colours each stored value as the column says', () => {
    const status: Column = { field: 'bpmStatus', render: 'tag', colors: { '2': 'processing', '3': 'success' } }
    const tag = (bpmStatus: string, text: string) =>
      renderToStaticMarkup(
        <>{COLUMN_RENDERS.tag(bpmStatus, { column: status, record: { bpmStatus, bpmStatus_dictText: text } })}</>,
      )
    expect(tag('2', '处理中')).toMatch(/ant-tag-processing.*处理中/)
    expect(tag('3', '已完成')).toMatch(/ant-tag-success.*已完成/)
    expect(tag('1', '待提交')).not.toMatch(/ant-tag-(processing|success)/)
  })
})

describe('the money column', () => {
  const money = (value: unknown) =>
    renderToStaticMarkup(<>{COLUMN_RENDERS.money(value, { column: { field: 'amount' }, record: { amount: value } })}</>)

  it('shows two decimals with thousands separators, and leaves blanks and texts alone', () => {
    expect(money(1234567.5)).toBe('1,234,567.50')
    expect(money('88')).toBe('88.00')
    expect(money(-20.456)).toBe('-20.46')
    expect(money(null)).toBe('')
    expect(money('待定')).toBe('待定')
  })

  it('sits on the right unless the column says otherwise', () => {
    expect(alignOf({ field: 'amount', render: 'money' })).toBe('right')
    expect(alignOf({ field: 'amount', render: 'money', align: 'center' })).toBe('center')
    expect(alignOf({ field: 'name' })).toBe('center')
  })
})
