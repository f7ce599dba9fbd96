import type { Widget } from '../widget'

/** A time of day (HH:mm:ss), as an online form's `time` view stores it: shown as stored, picked with a time picker. */
export default { prompt: '请选择' } satisfies Widget
