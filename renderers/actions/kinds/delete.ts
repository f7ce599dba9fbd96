import type { ActionKind } from '../action-kind'
import { deleteLockOf } from '../approval-status'
import { endpoint } from '../endpoint'

/**
 * 删除 of one row: confirmed, then DELETE `api.delete?id=` (or the row's key in the path of a url with placeholders);
 * the list reloads on the page that still has rows. A record approval keeps (处理中, 已完成) shows it disabled, saying
 * why, as the backend would refuse it.
 */
const remove: ActionKind = {
  title: '删除',
  api: 'delete',
  needsRecord: true,
  disabledFor: (record, page) => deleteLockOf(page.entity, record),
  run: async ({ action, record, scope, api, list, requests, confirm, report }) => {
    if (!record || !(await confirm('确认删除', action.confirm ?? '是否删除选中数据?'))) return
    const request = endpoint(api.delete!, scope, { id: record[list.rowKey] })
    report(await requests.delete(request.url, request.params), () => list.removed(1))
  },
}

export default remove
