import { DeleteOutlined } from '@ant-design/icons'
import type { ActionKind } from '../action-kind'
import { deleteLockOf } from '../approval-status'
import { endpoint } from '../endpoint'

/**
 * 批量删除 of the selected rows: confirmed with their count, then DELETE `api.deleteBatch?ids=` (comma-joined; in the
 * path of a url with placeholders, `{{selectedIds}}`). A selection holding a record approval keeps (处理中, 已完成)
 * shows it disabled with that row's reason, as the backend would refuse the whole batch.
 */
const deleteBatch: ActionKind = {
  title: '批量删除',
  icon: <DeleteOutlined />,
  api: 'deleteBatch',
  needsSelection: true,
  // JeecgBoot's permission rows spell this button batch_delete as often as batchDelete.
  withheldBy: ['batchDelete', 'batch_delete'],
  disabledForSelection: (rows, page) =>
    rows.map((row) => deleteLockOf(page.entity, row)).find((reason) => reason !== undefined),
  run: async ({ api, scope, list, requests, confirm, report }) => {
    const count = list.selectedRowKeys.length
    if (!(await confirm('确认删除', `确定要删除这 ${count} 项吗?`))) return
    const request = endpoint(api.deleteBatch!, scope, { ids: list.selectedRowKeys.join(',') })
    report(await requests.delete(request.url, request.params), () => list.removed(count))
  },
}

export default deleteBatch
