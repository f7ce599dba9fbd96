import { textCell } from '../parts/cells'
import type { Widget } from '../widget'

/** A choice among the rows of any list or tree endpoint (x-component-props api.list or api.tree, titleField, keyField). */
export default { cell: textCell, prompt: '请选择', formProps: { allowClear: true } } satisfies Widget
