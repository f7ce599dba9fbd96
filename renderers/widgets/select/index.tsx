import { dictCell } from '../parts/cells'
import { ChoiceSearch } from '../parts/choice-search'
import type { Widget } from '../widget'

/** A choice among options the schema lists (`options`), not a dictionary of the backend. */
export default {
  cell: dictCell,
  search: (props) => <ChoiceSearch {...props} options={props.field.options} />,
  prompt: '请选择',
} satisfies Widget
