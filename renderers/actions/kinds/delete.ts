import type { ActionKind } from '../action-kind'

/** 删除 of one row: confirmed, then DELETE `api.delete?id=`; the list reloads on the page that still has rows. */
const remove: ActionKind = {
  title: '删除',
  api: 'delete',
  needsRecord: true,
  run: async ({ action, record, api, list, requests, confirm, report }) => {
    if (!record || !(await confirm('确认删除', action.confirm ?? '是否删除选中数据?'))) return
    report(await requests.delete(api.delete!, { id: record[list.rowKey] }), () => list.removed(1))
  },
}

export default remove
