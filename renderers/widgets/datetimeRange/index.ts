import { lazySearch } from '../parts/lazy-search'
import type { Widget } from '../widget'

/** A search between two moments; it sends <field>_begin and <field>_end. */
export default { search: lazySearch(() => import('./search')) } satisfies Widget
