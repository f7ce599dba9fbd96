import type { DataNode } from 'antd/es/tree'
import type { ReactNode } from 'react'
import type { Row } from './picker-config'
import type { TreeKeys } from './tree-search'
import { textOf } from '../core/text-of'

/** Nodes of an answer as antd tree data; `title` renders each node's title (for highlighting). */
export function toTreeData(
  nodes: Row[],
  keys: TreeKeys,
  title: (text: string) => ReactNode = (text) => text,
): DataNode[] {
  return nodes.map((node) => {
    const children = Array.isArray(node.children) ? toTreeData(node.children as Row[], keys, title) : undefined
    return {
      key: String(node[keys.keyField]),
      title: title(textOf(node[keys.titleField])),
      isLeaf: node.isLeaf === true || node.leaf === true || (children !== undefined && children.length === 0),
      children: children?.length ? children : undefined,
    }
  })
}
