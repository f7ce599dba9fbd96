import { dictCell } from '../parts/cells'
import type { Widget } from '../widget'

/** A choice among the options the schema lists, as radio buttons in a form. */
export default { cell: dictCell, prompt: '请选择', noPlaceholder: true } satisfies Widget
