import type { Row, Table } from '../db/table'
import type { TreeOptions } from './resource'
import { textOf } from '../services/text'

const isRoot = (tree: TreeOptions, value: unknown) =>
  value === null || value === undefined || value === '' || textOf(value) === tree.rootValue

/** Ids of every row below `id`, depth first. */
export function treeDescendants(table: Table<Row>, tree: TreeOptions, id: string): string[] {
  const children = table.list((row) => textOf(row[tree.parentField]) === id).map((row) => String(row.id))
  return children.flatMap((child) => [child, ...treeDescendants(table, tree, child)])
}

/** Keeps `has_child` / `is_leaf` of the given parents true to their remaining children. */
export function refreshTreeFlags(table: Table<Row>, tree: TreeOptions, parentIds: unknown[]): void {
  for (const parentId of new Set(parentIds.filter((id) => !isRoot(tree, id)).map(String))) {
    if (!table.get(parentId)) continue
    const hasChildren = table.count((row) => textOf(row[tree.parentField]) === parentId) > 0
    const patch: Record<string, unknown> = {}
    if (tree.hasChildField) patch[tree.hasChildField] = hasChildren ? '1' : '0'
    if (tree.leafField) patch[tree.leafField] = !hasChildren
    if (Object.keys(patch).length > 0) table.update(parentId, patch)
  }
}

export type TreeNode = Row & { children?: TreeNode[] }

/**
 * Rows as a tree, siblings sorted by `compare`; `toNode` shapes each node (key/title/isLeaf …).
 * Rows whose parent is missing become roots, so a filtered set still shows every match.
 */
export function buildTree(
  rows: Row[],
  tree: TreeOptions,
  toNode: (row: Row, hasChildren: boolean) => Row,
  compare: (a: Row, b: Row) => number = () => 0,
  childrenOnlyWhenPresent = true,
): TreeNode[] {
  const ids = new Set(rows.map((row) => String(row.id)))
  const byParent = new Map<string, Row[]>()
  const roots: Row[] = []
  for (const row of rows) {
    const parent = row[tree.parentField]
    if (isRoot(tree, parent) || !ids.has(String(parent))) roots.push(row)
    else byParent.set(String(parent), [...(byParent.get(String(parent)) ?? []), row])
  }
  const visit = (row: Row): TreeNode => {
    const children = (byParent.get(String(row.id)) ?? []).sort(compare).map(visit)
    const node: TreeNode = toNode(row, children.length > 0)
    if (children.length > 0 || !childrenOnlyWhenPresent) node.children = children
    return node
  }
  return roots.sort(compare).map(visit)
}
