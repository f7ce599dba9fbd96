import type { CrudResource } from '../../../kernel/crud/resource'
import { textOf } from '../../../kernel/services/text'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `SysLogController`: no add, edit or queryById; `keyWord` searches the log text. */
export const logResource: CrudResource = {
  ...controllerResource('sys-log'),
  listCodeZero: true,
  listScope(row, context) {
    const keyWord = context.query.get('keyWord')?.trim().toLowerCase()
    return !keyWord || textOf(row.logContent).toLowerCase().includes(keyWord)
  },
  messages: { delete: '删除成功!', deleteBatch: '批量删除成功!' },
}
