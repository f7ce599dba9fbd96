import { Spin, Tree } from 'antd'
import { useMemo } from 'react'
import type { PickerTree } from '../generated/schema-language'
import { toTreeData } from './tree-data'
import { treeFields, useTreeNodes } from './use-tree-nodes'

interface TreeFilterProps {
  /** api.tree of the picker */
  url: string
  tree: PickerTree
  selectedKey?: string
  onSelect: (key: string) => void
}

/** The tree beside a picker's table (departments): choosing a node narrows the table to it. */
export function TreeFilter({ url, tree, selectedKey, onSelect }: TreeFilterProps) {
  const { nodes, loadChildren } = useTreeNodes(url, tree)
  const keys = useMemo(() => treeFields(tree), [tree])
  const treeData = useMemo(() => toTreeData(nodes ?? [], keys), [nodes, keys])
  if (!nodes) return <Spin />
  return (
    <Tree
      blockNode
      treeData={treeData}
      selectedKeys={selectedKey ? [selectedKey] : []}
      loadData={tree.lazy ? (node) => loadChildren(String(node.key)) : undefined}
      onSelect={(selected) => selected[0] !== undefined && onSelect(String(selected[0]))}
    />
  )
}
