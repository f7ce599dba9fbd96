import { useCallback, useMemo, useState } from 'react'
import { labelsByValue, withChildren, type TreeOption } from './tree-nodes'

/**
 * What the tree pickers share: a full-width, clearable, searchable select of labelled values whose dropdown is at most
 * 400 px high, scrolled beyond.
 */
export const TREE_POPUP = {
  styles: { popup: { root: { maxHeight: 400, overflow: 'auto' } } },
  listHeight: 400,
  allowClear: true,
  labelInValue: true,
  showSearch: true,
  style: { width: '100%' },
} as const

/**
 * The loaded part of a lazy tree: `setRoots` after the first level arrives, `loadNode` (antd's loadData) fetches a
 * node's children once with `loadChildren` and puts them under it.
 */
export function useLazyTree(loadChildren: (id: string) => Promise<TreeOption[]>) {
  const [tree, setTree] = useState<TreeOption[]>([])
  const known = useMemo(() => labelsByValue(tree), [tree])
  // antd hands loadData the node's own fields (`id`), its `key` being rc-tree-select's: the value.
  const loadNode = useCallback(
    async ({ id, children }: { id?: unknown; children?: unknown }) => {
      if (Array.isArray(children) && children.length) return
      const loaded = await loadChildren(String(id))
      setTree((current) => withChildren(current, String(id), loaded))
    },
    [loadChildren],
  )
  return { tree, setRoots: setTree, known, loadNode }
}
