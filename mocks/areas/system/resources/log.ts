import type { CrudResource } from '../../../kernel/crud/resource'
import { textOf } from '../../../kernel/services/text'

/** `SysLogController`: no add, edit or queryById; `keyWord` searches the log text. */
export const logResource: CrudResource = {
  basePath: '/sys/log',
  entity: 'sys-log',
  endpoints: ['list', 'delete', 'deleteBatch'],
  permissions: { delete: 'log:delete', deleteBatch: 'log:delete' },
  listCodeZero: true,
  listScope(row, context) {
    const keyWord = context.query.get('keyWord')?.trim().toLowerCase()
    return !keyWord || textOf(row.logContent).toLowerCase().includes(keyWord)
  },
  messages: { delete: '删除成功!', deleteBatch: '批量删除成功!' },
}
