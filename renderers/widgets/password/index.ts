import type { Widget } from '../widget'

/** A password: only ever typed into a form, never shown in a list. */
export default {} satisfies Widget
