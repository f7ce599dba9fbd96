import type { SysPermission } from '../../../kernel/db/entities'
import type { Row } from '../../../kernel/db/table'
import { buildTree, type TreeNode } from '../../../kernel/crud/tree'
import { permissionResource } from '../resources/permission'

const bySortNo = (a: Row, b: Row) => Number(a.sortNo) - Number(b.sortNo)

/** `SysPermissionTree`: the row plus key/title/isLeaf, children nested (the menu management table). */
export function permissionTable(rows: SysPermission[]): TreeNode[] {
  return buildTree(
    rows,
    permissionResource.tree!,
    (row) => ({ ...row, key: row.id, title: row.name, isLeaf: row.leaf }),
    bySortNo,
  )
}

/** `TreeModel` of the authorisation dialogs; menus with data rules get the `hasDatarule` slot. */
export function permissionTreeModels(rows: SysPermission[]): { treeList: TreeNode[]; ids: string[] } {
  const treeList = buildTree(
    rows,
    permissionResource.tree!,
    (row, hasChildren) => ({
      id: row.id,
      key: row.id,
      title: row.name,
      slotTitle: row.name,
      isLeaf: !hasChildren,
      icon: row.icon,
      ruleFlag: row.ruleFlag,
      scopedSlots: row.ruleFlag === 1 ? { title: 'hasDatarule' } : null,
      parentId: row.parentId,
      label: row.name,
      value: row.id,
    }),
    bySortNo,
  )
  return { treeList, ids: rows.map((row) => row.id) }
}
