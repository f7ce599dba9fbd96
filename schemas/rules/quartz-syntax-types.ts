/** One comma-separated item of a Quartz field: `*`, `n`, `a-b`, each optionally with `/step` (null = absent). */
export interface CronItem {
  /** null for `*` */
  start: number | null
  /** end of an `a-b` range */
  end: number | null
  step: number | null
}

export type DayOfMonthField =
  | { kind: 'any' }
  | { kind: 'list'; items: CronItem[] }
  /** `L`, `L-n`, `LW`, `L-nW` */
  | { kind: 'last'; offset: number; weekday: boolean }
  /** `nW` */
  | { kind: 'nearestWeekday'; day: number }

export type DayOfWeekField =
  | { kind: 'any' }
  | { kind: 'list'; items: CronItem[] }
  /** `nL`: the last such weekday of the month */
  | { kind: 'lastOf'; weekday: number }
  /** `n#k` */
  | { kind: 'nth'; weekday: number; nth: number }

/** A parsed Quartz expression. Weekdays are Quartz numbers: 1 = Sunday … 7 = Saturday. */
export interface CronAst {
  second: CronItem[]
  minute: CronItem[]
  hour: CronItem[]
  dayOfMonth: DayOfMonthField
  month: CronItem[]
  dayOfWeek: DayOfWeekField
  /** null when the expression has six fields */
  year: CronItem[] | null
}

export type AstFieldKey = keyof CronAst
