import type { CrudResource } from '../../../kernel/crud/resource'
import { textOf } from '../../../kernel/services/text'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/**
 * `SysLogController`: no add, edit or queryById; `keyWord` searches the log text. The log menu reads every row;
 * 个人中心's 我的登录记录 reads the same list, under its data rule 只看自己的日志 (`userid` = `#{sys_user_code}`), which
 * every role but the administrator's carries (roles.json).
 */
export const logResource: CrudResource = {
  ...controllerResource('sys-log'),
  listCodeZero: true,
  dataRulePage: ['system/LogList', 'account/center/Index'],
  listScope(row, context) {
    const keyWord = context.query.get('keyWord')?.trim().toLowerCase()
    return !keyWord || textOf(row.logContent).toLowerCase().includes(keyWord)
  },
  messages: { delete: '删除成功!', deleteBatch: '批量删除成功!' },
}
