import dayjs from 'dayjs'

/**
 * What a list's `{{ }}` (its and its tabs' fixed parameters, its actions) see beside the parent row: the signed-in
 * user (`{{user.username}}`, `{{user.orgCode}}`) and the date, `today` and `daysFromToday(n)` (YYYY-MM-DD), so a
 * scope is query conditions a stock controller understands (`endDate_end: "{{daysFromToday(30)}}"`).
 */
export function listScopeOf(user: Readonly<Record<string, unknown>> | undefined, now = dayjs()): object {
  return {
    user: user ?? {},
    today: now.format('YYYY-MM-DD'),
    daysFromToday: (days: unknown) => now.add(Number(days), 'day').format('YYYY-MM-DD'),
  }
}
