import { lazy } from 'react'
import { textOf } from '../../core/text-of'
import type { ActionKind } from '../action-kind'

// The dialog loads when it first opens: the list's first rows wait for none of it.
const VersionCompareModal = lazy(() =>
  import('../compare/VersionCompareModal').then((module) => ({ default: module.VersionCompareModal })),
)

const PICK_TWO = '请选择两条数据!'
const DEFAULT_MISMATCH = '请选择同一条记录的两个版本进行比较!'

/**
 * 数据比较 (toolbar): exactly two selected versions of the same record (equal in `sameFields`), then the compare
 * dialog of `versionCompare`.
 */
const versionCompare: ActionKind = {
  title: '数据比较',
  check: (action, { problem, inToolbar }) => {
    if (!action.versionCompare) problem(['versionCompare'], '缺少版本比较配置 versionCompare')
    if (!inToolbar) problem(['kind'], '版本比较只能用于工具栏 toolbar')
  },
  run: ({ action, title, list, page, message, requests, open }) => {
    const spec = action.versionCompare
    if (!spec) return
    const rows = list.selectedRows
    if (rows.length !== 2) {
      void message.warning(PICK_TWO)
      return
    }
    const [first, second] = rows
    if ((spec.sameFields ?? []).some((field) => textOf(first[field]) !== textOf(second[field]))) {
      void message.warning(spec.mismatchMessage ?? DEFAULT_MISMATCH)
      return
    }
    const selected: [typeof first, typeof second] = [first, second]
    open(({ close }) => (
      <VersionCompareModal
        spec={spec}
        title={title}
        selected={selected}
        rowKey={page.rowKey ?? 'id'}
        call={requests.call}
        onClose={close}
      />
    ))
  },
}

export default versionCompare
