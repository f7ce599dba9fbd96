import type { Widget } from '../widget'

/** A department chosen from the department tree by a click on a read-only input (请选择部门), its id stored. */
export default { prompt: '请选择', noPlaceholder: true } satisfies Widget
