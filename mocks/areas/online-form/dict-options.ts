import { tableRowAccess } from '../../kernel/crud/table-access'
import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import type { RequestContext } from '../../kernel/routes/route'
import { queryDictItemsByCode, queryTableDict } from '../../kernel/services/dicts'
import { dictModel, type DictModel } from '../../kernel/services/dict-model'
import { textOf } from '../../kernel/services/text'
import type { OnlField } from './store'

/** The rows of a table the user's data rules (数据规则) reach, as a table dictionary read by `getDictItems` sees them. */
export type TableReach = (table: string) => (row: Row) => boolean

/** What the calling user reaches of each table. */
export const tableReachOf =
  (context: RequestContext): TableReach =>
  (table) =>
    tableRowAccess(context, table)

/** Views whose value is one or more dictionary items named by dictField (or the dictTable triple). */
export const DICT_VIEWS = new Set(['list', 'radio', 'checkbox', 'list_multi', 'sel_search'])

/** A switch's stored [on, off] values: its fieldExtendJson, else Y/N. */
export function switchValues(field: OnlField): [string, string] {
  try {
    const parsed: unknown = JSON.parse(field.fieldExtendJson ?? '')
    if (Array.isArray(parsed) && parsed.length === 2) return [textOf(parsed[0]), textOf(parsed[1])]
  } catch {
    // Not JSON: the default pair, as the server's `CgformUtil` falls back to it.
  }
  return ['Y', 'N']
}

/**
 * The items a field's values are shown through (`dictOptions[field]`): its dictionary, a table dictionary (the rows the
 * user reaches, so a form never offers a customer the customer list hides from them), the switch's 是/否, the users
 * (username → realname) or the departments (id → name); null when the view has none.
 */
export function dictOptionsOf(db: Database, field: OnlField, reach: TableReach): DictModel[] | null {
  const view = field.fieldShowType ?? 'text'
  if (view === 'switch') {
    const [on, off] = switchValues(field)
    return [dictModel(on, '是'), dictModel(off, '否')]
  }
  if (view === 'sel_user')
    return db
      .table('sys_user')
      .list()
      .map((user) => dictModel(user.username, user.realname))
  if (view === 'sel_depart')
    return db
      .table('sys_depart')
      .list()
      .map((depart) => dictModel(depart.id, depart.departName))
  if (!field.dictField || view === 'popup' || view === 'popup_dict') return null
  if (field.dictTable && field.dictText)
    return queryTableDict(db, {
      table: field.dictTable,
      text: field.dictText,
      code: field.dictField,
      condition: null,
      reachable: reach,
    })
  return queryDictItemsByCode(db, field.dictField)
}

/** The dictionary code the query area and the form use: a plain code, or `table,text,code`. */
export const dictCodeOf = (field: OnlField): string | null =>
  !field.dictField
    ? null
    : field.dictTable && field.dictText
      ? `${field.dictTable},${field.dictText},${field.dictField}`
      : field.dictField
