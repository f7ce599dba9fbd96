import type { TreeSelectModel } from '../../../generated/entities'

/**
 * A node as antd's TreeSelect takes it. rc-tree-select keys its nodes by `value`; the server's key is kept as `id`,
 * the parent a lazy node's children are asked for by (`loadTreeChildren?pid=`), which differs from the value in a
 * picker storing category codes.
 */
export interface TreeOption {
  id: string
  value: string
  title: string
  isLeaf: boolean
  children?: TreeOption[]
}

type ServerNode = TreeSelectModel

/**
 * Server nodes (`TreeSelectModel`, whose boolean `isLeaf()` Jackson writes as `leaf`) as TreeSelect options;
 * `valueOf` picks what the field stores (the key by default, the category code for code-valued pickers).
 */
export function toOptions(
  nodes: ServerNode[] | null | undefined,
  valueOf: (node: ServerNode) => string = (node) => node.key,
): TreeOption[] {
  return (nodes ?? []).map((node) => {
    const children = node.children?.length ? toOptions(node.children, valueOf) : undefined
    return {
      id: node.key,
      value: valueOf(node),
      title: node.title,
      isLeaf: children ? false : (node.leaf ?? node.isLeaf ?? true) === true,
      children,
    }
  })
}

/** The tree with `children` placed under the node whose id is `parentId`; a node found empty becomes a leaf. */
export function withChildren(tree: TreeOption[], parentId: string, children: TreeOption[]): TreeOption[] {
  return tree.map((node) => {
    if (node.id === parentId) return { ...node, children, isLeaf: children.length === 0 }
    return node.children ? { ...node, children: withChildren(node.children, parentId, children) } : node
  })
}

/** Labels of the loaded nodes by value, to show a chosen value without asking the server. */
export function labelsByValue(tree: TreeOption[], labels = new Map<string, string>()): Map<string, string> {
  for (const node of tree) {
    labels.set(node.value, node.title)
    if (node.children) labelsByValue(node.children, labels)
  }
  return labels
}
