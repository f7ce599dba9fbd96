import type { CrudResource } from '../../../kernel/crud/resource'
import { textOf } from '../../../kernel/services/text'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { mayCall } from '../../../kernel/routes/operation-guard'

/**
 * `SysLogController`: no add, edit or queryById; `keyWord` searches the log text. The log menu reads every row;
 * 个人中心's 我的登录记录 reads the same list, and there a user sees only their own rows.
 */
export const logResource: CrudResource = {
  ...controllerResource('sys-log'),
  listCodeZero: true,
  listScope(row, context) {
    if (!mayCall(context.db, context.user, ['/isystem/log']) && row.userid !== context.user?.username) return false
    const keyWord = context.query.get('keyWord')?.trim().toLowerCase()
    return !keyWord || textOf(row.logContent).toLowerCase().includes(keyWord)
  },
  messages: { delete: '删除成功!', deleteBatch: '批量删除成功!' },
}
