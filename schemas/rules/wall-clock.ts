/** A wall-clock moment (month 1-12) in whatever zone the caller reads its clock in. */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/**
 * The wall clock a Date's UTC fields spell: how a moment shifted by a zone's offset is read (the built-in backend's
 * GMT+8 clock), and how the Quartz matcher normalises a moment it stepped.
 */
export function utcWallClock(d: Date): WallClock {
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  }
}
