import { dictCell } from '../parts/cells'
import { lazySearch } from '../parts/lazy-search'
import type { Widget } from '../widget'

/** A value of a large (table) dictionary, searched on the server as the user types (JeecgBoot's JSearchSelectTag). */
export default {
  cell: dictCell,
  search: lazySearch(() => import('./search')),
  showsDict: true,
  prompt: '请选择',
} satisfies Widget
