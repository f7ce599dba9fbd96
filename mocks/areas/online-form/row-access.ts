import { menuUrlRuleFilter } from '../../kernel/crud/data-rules'
import type { RequestContext } from '../../kernel/routes/route'
import type { DataRow } from '../../kernel/db/synced-tables'
import { kindOf } from './rows'
import { fieldsOf, type OnlHead } from './store'

/**
 * The rows of an online form the user reaches on getData, getTreeData and the export: the data rules (数据规则) of
 * its menu `/online/cgformList/{id}` (`UrlMatchEnum.CGFORM_DATA`), whose columns are the table's own.
 */
export function onlineRowAccess(context: RequestContext, head: OnlHead): (row: DataRow) => boolean {
  const kinds = new Map(fieldsOf(context.db, String(head.id)).map((field) => [field.dbFieldName, kindOf(field)]))
  return menuUrlRuleFilter(context, `/online/cgformList/${head.id}`, (column) => kinds.get(column))
}
