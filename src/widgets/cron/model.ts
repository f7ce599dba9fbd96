/** The builder's state: one entry per tab, each remembering the inputs of every mode so switching modes keeps them. */

export type BasicMode = 'every' | 'range' | 'loop' | 'specify'
/** L = last day, LW = last weekday, L-n = n days before the last day, nW = weekday nearest to day n */
export type DayMode = BasicMode | 'unset' | 'workday' | 'last' | 'lastWorkday' | 'beforeLast'
/** n#k = k-th weekday n of the month, nL = last weekday n of the month */
export type WeekMode = BasicMode | 'unset' | 'nth' | 'lastOfMonth'

export interface UnitState<M extends string = BasicMode> {
  mode: M
  rangeStart: number
  rangeEnd: number
  loopStart: number
  loopStep: number
  specify: number[]
}

export interface DayState extends UnitState<DayMode> {
  /** n of nW */
  workday: number
  /** n of L-n */
  beforeLast: number
}

export interface WeekState extends UnitState<WeekMode> {
  /** weekday of n#k, Quartz numbering 1 = Sunday … 7 = Saturday */
  nthWeekday: number
  /** k of n#k */
  nth: number
  /** weekday of nL */
  lastWeekday: number
}

export interface CronState {
  second: UnitState
  minute: UnitState
  hour: UnitState
  day: DayState
  month: UnitState
  week: WeekState
  year: UnitState
}

export type UnitKey = keyof CronState
export type BasicUnitKey = 'second' | 'minute' | 'hour' | 'month' | 'year'
