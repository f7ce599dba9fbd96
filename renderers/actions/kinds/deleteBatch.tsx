import { DeleteOutlined } from '@ant-design/icons'
import type { ActionKind } from '../action-kind'

/** 批量删除 of the selected rows: confirmed with their count, then DELETE `api.deleteBatch?ids=` (comma-joined). */
const deleteBatch: ActionKind = {
  title: '批量删除',
  icon: <DeleteOutlined />,
  api: 'deleteBatch',
  needsSelection: true,
  // JeecgBoot's permission rows spell this button batch_delete as often as batchDelete.
  withheldBy: ['batchDelete', 'batch_delete'],
  run: async ({ api, list, requests, confirm, report }) => {
    const count = list.selectedRowKeys.length
    if (!(await confirm('确认删除', `确定要删除这 ${count} 项吗?`))) return
    report(await requests.delete(api.deleteBatch!, { ids: list.selectedRowKeys.join(',') }), () => list.removed(count))
  },
}

export default deleteBatch
