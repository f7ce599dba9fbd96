import { lazy } from 'react'
import type { ActionKind } from '../action-kind'

// The drawer loads when it first opens: the list's first rows wait for none of it.
const TreeAssignDrawer = lazy(() =>
  import('../../tree/TreeAssignDrawer').then((module) => ({ default: module.TreeAssignDrawer })),
)

/** 授权: the `treeAssign` drawer checking tree nodes for the row (a role's permissions, a department's …). */
const treeAssign: ActionKind = {
  title: '授权',
  check: (action, { problem }) => {
    if (!action.treeAssign) problem(['treeAssign'], '缺少授权树配置 treeAssign')
  },
  run: ({ action, title, record = {}, open }) => {
    const spec = action.treeAssign
    if (spec) open(({ close }) => <TreeAssignDrawer spec={spec} record={record} title={title} onClose={close} />)
  },
}

export default treeAssign
