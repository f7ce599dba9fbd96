import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Column } from '../../generated/schema-language'
import deadline from './index'

const column: Column = {
  field: 'officialDeadline',
  render: 'deadline',
  settled: "{{['7', '8', '9', '10'].includes(record.caseStatus)}}",
}
const cell = (value: string, caseStatus = '3') =>
  renderToStaticMarkup(<>{deadline.cell(value, { column, record: { officialDeadline: value, caseStatus } })}</>)

describe('the deadline widget', () => {
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

  it("colours the days left by the column's bands: past, within a week, within a month", () => {
    const bands: Column['bands'] = [
      { upTo: -1, color: 'red' },
      { upTo: 7, color: 'orange' },
      { upTo: 30, color: 'gold' },
    ]
    const banded = (value: string) =>
      renderToStaticMarkup(
        <>
          {deadline.cell(value, { column: { ...column, bands }, record: { officialDeadline: value, caseStatus: '3' } })}
        </>,
      )
    expect(banded('2026-11-25')).toMatch(/ant-tag-red.*逾期 1 天/)
    expect(banded('2026-11-26')).toMatch(/ant-tag-orange.*今天到期/)
    expect(banded('2026-12-03')).toMatch(/ant-tag-orange.*剩余 7 天/)
    expect(banded('2026-12-04')).toMatch(/ant-tag-gold.*剩余 8 天/)
    expect(banded('2026-12-26')).toMatch(/ant-tag-gold.*剩余 30 天/)
    expect(banded('2026-12-27')).not.toMatch(/ant-tag-(red|orange|gold)/)
  })

  it('shows only the date of a settled row, and nothing for an empty value', () => {
    expect(cell('2026-11-20', '9')).toBe('2026-11-20')
    expect(cell('')).toBe('')
  })
})
