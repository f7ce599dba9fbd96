import type { Row } from '../../core/rows-of'
import { resolveMap } from '../../core/templates'
import type { ActionKind } from '../action-kind'
import { openAddForm } from '../record-form'

/** The new record's values: each field of `map` takes the row's field it names. */
const mapped = (map: Record<string, string>, record: Row): Row =>
  Object.fromEntries(Object.entries(map).map(([field, from]) => [field, record[from]]))

/**
 * 新建 from the row (a case from a contract, a bill from a case): the add form of the list page `page`, its fields
 * starting with the row's values `map` names (over the action's `initialValues`) and its fill rules drawn, saved to that page's add endpoint; the list
 * the action runs in reloads after the save.
 */
const createFrom: ActionKind = {
  title: '新建',
  needsRecord: true,
  check: (action, { list, problem, inToolbar }) => {
    if (inToolbar) problem(['kind'], '从当前记录新建只能用于行操作 rowActions 或记录页')
    if (typeof action.page !== 'string') problem(['page'], '缺少页面 page（列表页的组件路径）')
    else list(action.page, ['page'])
    if (!action.map) problem(['map'], '缺少字段对应 map')
  },
  run: async (context) => {
    const { action, record = {}, loadList, message } = context
    if (typeof action.page !== 'string' || !loadList) return
    const page = await loadList(action.page).catch((error: Error) => {
      message.error(error.message)
      return undefined
    })
    if (!page?.form || !page.api?.add) return void (page && message.warning(`页面 ${action.page} 没有新增表单`))
    await openAddForm(context, page, {
      ...resolveMap(action.initialValues, context.scope),
      ...mapped(action.map ?? {}, record),
    })
  },
}

export default createFrom
