import { lazySearch } from '../parts/lazy-search'
import { textCell } from '../parts/cells'
import { FULL_WIDTH } from '../parts/form-props'
import type { Widget } from '../widget'

/** A number: a number input in the search form and in forms. */
export default {
  cell: textCell,
  search: lazySearch(() => import('./search')),
  prompt: '请输入',
  formProps: { style: FULL_WIDTH },
} satisfies Widget
