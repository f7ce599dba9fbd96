import type { Widget } from '../widget'

/** A password: only ever typed into a form, never shown in a list. */
export default { prompt: '请输入' } satisfies Widget
