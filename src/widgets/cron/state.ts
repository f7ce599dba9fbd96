import type { CronState, DayMode, UnitKey, WeekMode } from './model'

/** Panels hand the dialog a state change rather than a state, so they can be memoised on their own slice. */
export type CronChange = (change: (state: CronState) => CronState) => void

type ModeOf<K extends UnitKey> = CronState[K]['mode']
type Values<K extends UnitKey> = Partial<Omit<CronState[K], 'mode'>>

/**
 * Day of month and weekday are exclusive, as Quartz requires: choosing a mode on one makes the other `?`; making one
 * `?` while the other already is sets the other to "every", so the expression always stays valid.
 */
export function setMode<K extends UnitKey>(state: CronState, key: K, mode: ModeOf<K>): CronState {
  const next = { ...state, [key]: { ...state[key], mode } }
  if (key === 'day') {
    const dayMode = mode as DayMode
    if (dayMode !== 'unset') next.week = { ...next.week, mode: 'unset' }
    else if (next.week.mode === 'unset') next.week = { ...next.week, mode: 'every' }
  }
  if (key === 'week') {
    const weekMode = mode as WeekMode
    if (weekMode !== 'unset') next.day = { ...next.day, mode: 'unset' }
    else if (next.day.mode === 'unset') next.day = { ...next.day, mode: 'every' }
  }
  return next
}

export function setValues<K extends UnitKey>(state: CronState, key: K, values: Values<K>): CronState {
  return { ...state, [key]: { ...state[key], ...values } }
}
