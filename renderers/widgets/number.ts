import { lazySearch } from './parts/lazy-search'
import { textCell } from './parts/cells'
import type { Widget } from './widget'
import { FULL_WIDTH } from './parts/form-props'

/** A number: a number input in the search form and in forms. */
export default {
  cell: textCell,
  search: lazySearch('number'),
  form: 'NumberPicker',
  prompt: '请输入',
  formProps: { min: 0, style: FULL_WIDTH },
} satisfies Widget
