import { approvalLockOf } from '../form/approval-lock'
import { drawFillRules, type DrawFillRule } from '../form/fill-rules'
import type { FormMode } from '../form/SchemaForm'
import type { ListPageSchema } from '../generated/schema-language'
import type { Row } from '../core/rows-of'
import { resolveMap } from '../core/templates'
import type { ActionContext } from './action-kind'
import { endpoint } from './endpoint'

/**
 * The record as queryById answers it (rows of a list may lack fields), else the row itself; a url with placeholders
 * takes the row's key in its path.
 */
async function fullRecord({ api, list, requests }: ActionContext, record: Row): Promise<Row> {
  if (!api.queryById) return record
  const request = endpoint(api.queryById, { record }, { id: record[list.rowKey] })
  const answer = await requests.get<Row>(request.url, request.params).catch(() => undefined)
  return answer?.success && answer.result ? { ...record, ...answer.result } : record
}

/**
 * Opens the add form of a list page (the action's own, or another one: createFrom) on a new record starting with
 * `given` and the numbers its fill rules draw, saved to that page's add endpoint.
 */
export async function openAddForm(context: ActionContext, page: ListPageSchema, given: Row): Promise<void> {
  const { requests, title } = context
  const spec = page.form
  const add = page.api?.add
  if (!spec || !add) return
  const drawFillRule: DrawFillRule = async (ruleCode, values) => {
    const answer = await requests.put(`/sys/fillRule/executeRuleByCode/${encodeURIComponent(ruleCode)}`, values)
    return answer.success ? answer.result : null
  }
  const initialValues = await drawFillRules(spec.schema, given, drawFillRule)
  context.openForm({
    title,
    spec,
    mode: 'add',
    initialValues,
    submit: (values) => requests.post(add, values),
    drawFillRule,
  })
}

/**
 * Opens the page's own form on a row (edit, detail: the detail form when the page has one) or on a new record (add:
 * the page's fixed params, the action's initial values and the numbers its fill rules draw), saving to the page's add or edit endpoint.
 */
export async function openRecordForm(context: ActionContext, mode: FormMode): Promise<void> {
  const { action, page, api, parentScope, scope, requests, title } = context
  const spec = mode === 'detail' ? (page.detail ?? page.form) : page.form
  if (!spec) return
  const row = context.record
  if (mode === 'add')
    return openAddForm(context, page, {
      ...resolveMap(page.fixedParams, parentScope),
      ...resolveMap(action.initialValues, scope),
    })
  const record = row && (await fullRecord(context, row))
  context.openForm({
    title,
    spec,
    mode,
    record,
    initialValues: { ...record },
    submit: mode === 'edit' ? (values) => requests.put(api.edit!, values) : undefined,
    lock: mode === 'edit' ? approvalLockOf(page.entity, record) : undefined,
  })
}
