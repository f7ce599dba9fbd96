import { lazySearch } from '../parts/lazy-search'
import { textCell } from '../parts/cells'
import type { Widget } from '../widget'

/** A number: a number input in the search form and in forms. */
export default {
  cell: textCell,
  search: lazySearch(() => import('./search')),
  prompt: '请输入',
} satisfies Widget
