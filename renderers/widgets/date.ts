import { formatted } from './parts/cells'
import { lazySearch } from './parts/lazy-search'
import type { Widget } from './widget'
import { FULL_WIDTH } from './parts/form-props'

/** A day (YYYY-MM-DD): a date picker in the search form and in forms. */
export default {
  cell: formatted('YYYY-MM-DD'),
  search: lazySearch('date'),
  form: 'DatePicker',
  prompt: '请选择',
  formProps: { style: FULL_WIDTH, format: 'YYYY-MM-DD' },
} satisfies Widget
