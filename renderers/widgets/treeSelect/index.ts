import { dictCell } from '../parts/cells'
import type { Widget } from '../widget'

/** A node of a tree-shaped table dictionary (JeecgBoot's JTreeSelect). */
export default { cell: dictCell, showsDict: true, prompt: '请选择' } satisfies Widget
