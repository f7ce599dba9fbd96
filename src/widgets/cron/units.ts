import type { UnitKey } from './model'

export interface Bounds {
  min: number
  max: number
}

export interface UnitMeta {
  /** tab title */
  title: string
  /** word after a value: 从 0 时开始 */
  valueUnit: string
  /** word after an interval: 每 2 小时 */
  stepUnit: string
  /** label of the "every" mode */
  every: string
  /** values of range, loop start and specify */
  value: Bounds
  /** loop interval */
  step: Bounds
}

/** Year choices: the original dialog's 100 years from 2019, up to 2119. */
export const YEAR_BOUNDS: Bounds = { min: 2019, max: 2119 }

/**
 * Input bounds of the original dialog, narrowed where those would let the builder emit what Quartz rejects or
 * misreads: a minute step of 60 ("Increment > 60"), a month step of 0 (Quartz reads 1/0 as "January only") and
 * month 0.
 */
export const UNITS: Record<UnitKey, UnitMeta> = {
  second: {
    title: '秒',
    valueUnit: '秒',
    stepUnit: '秒',
    every: '每秒',
    value: { min: 0, max: 59 },
    step: { min: 1, max: 59 },
  },
  minute: {
    title: '分钟',
    valueUnit: '分',
    stepUnit: '分钟',
    every: '每分钟',
    value: { min: 0, max: 59 },
    step: { min: 1, max: 59 },
  },
  hour: {
    title: '小时',
    valueUnit: '时',
    stepUnit: '小时',
    every: '每小时',
    value: { min: 0, max: 23 },
    step: { min: 1, max: 23 },
  },
  day: {
    title: '日',
    valueUnit: '日',
    stepUnit: '天',
    every: '每日',
    value: { min: 1, max: 31 },
    step: { min: 1, max: 31 },
  },
  month: {
    title: '月',
    valueUnit: '月',
    stepUnit: '个月',
    every: '每月',
    value: { min: 1, max: 12 },
    step: { min: 1, max: 12 },
  },
  week: {
    title: '周',
    valueUnit: '',
    stepUnit: '天',
    every: '每天',
    value: { min: 1, max: 7 },
    step: { min: 1, max: 7 },
  },
  year: { title: '年', valueUnit: '年', stepUnit: '年', every: '每年', value: YEAR_BOUNDS, step: { min: 1, max: 99 } },
}

export const NTH_BOUNDS: Bounds = { min: 1, max: 5 }
/** n of L-n; L-0 is plain L */
export const BEFORE_LAST_BOUNDS: Bounds = { min: 1, max: 30 }

/** Quartz weekday numbers 1 … 7 */
export const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const

export function weekdayName(quartzWeekday: number): string {
  return WEEKDAY_NAMES[quartzWeekday - 1]
}

export function inBounds(value: number, { min, max }: Bounds): boolean {
  return Number.isInteger(value) && value >= min && value <= max
}
