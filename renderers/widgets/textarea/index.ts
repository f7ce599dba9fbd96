import { textCell } from '../parts/cells'
import type { Widget } from '../widget'

/** Several lines of text (remarks, descriptions): edited in a text area. */
export default { cell: textCell, prompt: '请输入', formProps: { rows: 2 } } satisfies Widget
