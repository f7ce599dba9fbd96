import dayjs from 'dayjs'
import type { Poll } from '../generated/schema-language'
import { rowsOf, type Row } from './widget-data'

export const DEFAULT_KEEP = 6
export const DEFAULT_TIME_FIELD = 'time'

/**
 * The points of a polled source after one more answer: the answer's row stamped with the time it came (the
 * browser's clock, as the stock Redis monitor draws its x axis), the oldest points dropped past `keep`.
 */
export function appendPoint(points: readonly Row[], answer: unknown, poll: Poll, at: Date): Row[] {
  const row = rowsOf(answer)[0] ?? {}
  const point = { ...row, [poll.timeField ?? DEFAULT_TIME_FIELD]: dayjs(at).format('HH:mm:ss') }
  return [...points, point].slice(-(poll.keep ?? DEFAULT_KEEP))
}
