import { formatted } from '../parts/cells'
import { lazySearch } from '../parts/lazy-search'
import { FULL_WIDTH } from '../parts/form-props'
import type { Widget } from '../widget'

/** A day (YYYY-MM-DD): a date picker in the search form and in forms. */
export default {
  cell: formatted('YYYY-MM-DD'),
  search: lazySearch(() => import('./search')),
  prompt: '请选择',
  formProps: { style: FULL_WIDTH, format: 'YYYY-MM-DD' },
} satisfies Widget
