import { dictCell } from '../parts/cells'
import type { Widget } from '../widget'

/** Several choices among the options the schema lists, as checkboxes in a form. */
export default { cell: dictCell, prompt: '请选择', noPlaceholder: true } satisfies Widget
