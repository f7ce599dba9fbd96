import { formatted } from '../parts/cells'
import { lazySearch } from '../parts/lazy-search'
import type { Widget } from '../widget'

/** A moment (YYYY-MM-DD HH:mm:ss): a date picker with the time in the search form and in forms. */
export default {
  cell: formatted('YYYY-MM-DD HH:mm:ss'),
  search: lazySearch(() => import('./search')),
  prompt: '请选择',
} satisfies Widget
