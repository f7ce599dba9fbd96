import { formatted } from '../parts/cells'
import { lazySearch } from '../parts/lazy-search'
import type { Widget } from '../widget'

/** A day (YYYY-MM-DD): a date picker in the search form and in forms. */
export default {
  cell: formatted('YYYY-MM-DD'),
  search: lazySearch(() => import('./search')),
  prompt: '请选择',
} satisfies Widget
