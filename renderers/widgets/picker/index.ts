import type { Widget } from '../widget'

/** Rows chosen from another list in a dialog (x-component-props.picker names the picker schema). */
export default { prompt: '请选择', noPlaceholder: true } satisfies Widget
