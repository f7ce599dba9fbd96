import dayjs, { type Dayjs } from 'dayjs'
import type { PeriodBar } from '../generated/schema-language'

export type PeriodLink = NonNullable<PeriodBar['initial']>

/** The dates a widget's source receives as `begin` and `end` (both included), YYYY-MM-DD. */
export interface Period {
  begin: string
  end: string
}

export const PERIOD_LINKS: readonly PeriodLink[] = ['today', 'week', 'month', 'year']

export const PERIOD_TITLES: Record<PeriodLink, string> = { today: '今日', week: '本周', month: '本月', year: '本年' }

const DATE = 'YYYY-MM-DD'

/** A week starts on Monday, as the Chinese calendar (and JeecgBoot's statistics) count it. */
function startOf(link: PeriodLink, today: Dayjs): Dayjs {
  switch (link) {
    case 'today':
      return today.startOf('day')
    case 'week':
      return today.subtract((today.day() + 6) % 7, 'day').startOf('day')
    case 'month':
      return today.startOf('month')
    case 'year':
      return today.startOf('year')
  }
}

/** The period a link names: from its first day up to today. */
export const periodOf = (link: PeriodLink, today: Dayjs = dayjs()): Period => ({
  begin: startOf(link, today).format(DATE),
  end: today.format(DATE),
})

export const rangePeriod = (begin: Dayjs, end: Dayjs): Period => ({ begin: begin.format(DATE), end: end.format(DATE) })
