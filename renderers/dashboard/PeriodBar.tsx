import { Button, DatePicker, Space } from 'antd'
import dayjs from 'dayjs'
import type { PeriodBar as PeriodBarSchema } from '../generated/schema-language'
import { PERIOD_LINKS, PERIOD_TITLES, periodOf, rangePeriod, type Period, type PeriodLink } from './period'

export interface ChosenPeriod {
  /** The link chosen, or none when the range was set by hand. */
  link?: PeriodLink
  period: Period
}

export const initialPeriod = (bar: PeriodBarSchema | undefined): ChosenPeriod => {
  const link = bar?.initial ?? bar?.links?.[0] ?? 'today'
  return { link, period: periodOf(link) }
}

/** 今日 · 本周 · 本月 · 本年 and a date range: what the widgets that declare a period receive as begin/end. */
export function PeriodBar({
  bar,
  chosen,
  onChange,
}: {
  bar: PeriodBarSchema
  chosen: ChosenPeriod
  onChange: (chosen: ChosenPeriod) => void
}) {
  return (
    <Space wrap role="group" aria-label="统计周期" style={{ marginBottom: 16 }}>
      {(bar.links ?? PERIOD_LINKS).map((link) => (
        <Button
          key={link}
          type={chosen.link === link ? 'primary' : 'text'}
          aria-pressed={chosen.link === link}
          autoInsertSpace={false}
          onClick={() => onChange({ link, period: periodOf(link) })}
        >
          {PERIOD_TITLES[link]}
        </Button>
      ))}
      {bar.range !== false && (
        <DatePicker.RangePicker
          aria-label="统计日期范围"
          allowClear={false}
          value={[dayjs(chosen.period.begin), dayjs(chosen.period.end)]}
          onChange={(dates) => {
            const [begin, end] = dates ?? []
            if (begin && end) onChange({ period: rangePeriod(begin, end) })
          }}
        />
      )}
    </Space>
  )
}
