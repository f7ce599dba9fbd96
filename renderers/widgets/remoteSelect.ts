import { textCell } from './parts/cells'
import type { Widget } from './widget'

/** A choice among the rows of any list endpoint (x-component-props.url, labelKey, valueKey). */
export default { cell: textCell, form: 'RemoteSelect' } satisfies Widget
