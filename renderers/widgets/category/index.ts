import { dictCell } from '../parts/cells'
import { lazySearch } from '../parts/lazy-search'
import type { Widget } from '../widget'

/** A node of the category tree (JeecgBoot's JCategorySelect); a search item's `dict` is the root category code. */
export default {
  cell: dictCell,
  search: lazySearch(() => import('./search')),
  prompt: '请选择',
} satisfies Widget
