import type { Row } from '../db/table'
import { tableDefinition } from '../db/tables'
import type { RequestContext } from '../routes/route'
import { failure, ok, okMessage, plain, type ResultBody } from '../services/result'
import { createdStamp, logOperation, OPERATE_TYPE, updatedStamp } from './audit'
import { withDictText } from './dict-text'
import { entitySchema, type EntitySchema } from './entity-schemas'
import { matchRows, pageEnd, paginate, queryRows, type Page } from './query'
import type { CrudResource } from './resource'
import { reachableRow, rowAccess } from './row-access'
import { refreshTreeFlags, treeDescendants } from './tree'
import { validateBody } from './validate'
import { textOf } from '../services/text'
import { addDataLog } from '../services/data-log'
import { lockedDeleteRefusal, lockedRefusal } from './approval-lock'

const DEFAULT_MESSAGES = {
  add: '添加成功！',
  edit: '编辑成功!',
  delete: '删除成功!',
  deleteBatch: '批量删除成功!',
  notFound: '未找到对应数据',
}

/** MySQL's answer to a unique-index clash, through `JeecgBootExceptionHandler.handleDuplicateKeyException`. */
const DUPLICATE_KEY = '数据库中已存在该记录'

export function schemaOf(resource: CrudResource): EntitySchema {
  return entitySchema(resource.entity)
}

function tableOf(context: RequestContext, resource: CrudResource) {
  return context.db.table<Row>(schemaOf(resource)['x-table']!)
}

export const labelOf = (resource: CrudResource) => schemaOf(resource)['x-label'] ?? schemaOf(resource).title

export const controllerOf = (resource: CrudResource) => `${schemaOf(resource).title}Controller`

const isEmpty = (value: unknown) => value === null || value === undefined || textOf(value).trim() === ''

export const toJson = (resource: CrudResource, context: RequestContext, row: Row): Row =>
  resource.toJson ? resource.toJson(row, context) : row

/** Every row the list may show the user, filtered and sorted by the request (throws on binding errors). */
export function queryRecords(
  resource: CrudResource,
  context: RequestContext,
  params: URLSearchParams = context.query,
): Row[] | ResultBody<null> {
  const reachable = rowAccess(resource, context)
  const scoped = tableOf(context, resource).list(
    (row) => (!resource.listScope || resource.listScope(row, context)) && reachable(row),
  )
  const sorted = resource.defaultSort && !params.get('column') ? withSort(params, resource.defaultSort) : params
  return queryRows(scoped, { schema: schemaOf(resource), transient: resource.transient }, sorted)
}

function withSort(params: URLSearchParams, sort: { column: string; order: string }): URLSearchParams {
  const copy = new URLSearchParams(params)
  copy.set('column', sort.column)
  copy.set('order', sort.order)
  return copy
}

/** The paged list, narrowed by the user's data rules where the controller asks for them, with `_dictText` added. */
export function listPage(resource: CrudResource, context: RequestContext): ResultBody<Page<Row> | null> {
  const scoped = tableOf(context, resource).scan((row) => !resource.listScope || resource.listScope(row, context))
  const params =
    resource.defaultSort && !context.query.get('column') ? withSort(context.query, resource.defaultSort) : context.query
  const matched = matchRows([...scoped], { schema: schemaOf(resource), transient: resource.transient }, params, {
    also: rowAccess(resource, context),
    limit: pageEnd(context.query),
  })
  if (!('total' in matched)) return matched
  const page = paginate(matched.rows, context.query, matched.total)
  const answer = {
    ...page,
    records: withDictText(
      context.db,
      schemaOf(resource),
      page.records.map((row) => toJson(resource, context, { ...row })),
    ),
  }
  return resource.listCodeZero ? plain(answer) : ok(answer)
}

/** The first unique column another row already holds the value of, as its message. */
export function uniqueClash(
  resource: CrudResource,
  context: RequestContext,
  values: Record<string, unknown>,
  ownId?: unknown,
): string | undefined {
  for (const { field, message } of resource.unique ?? []) {
    const value = values[field]
    if (isEmpty(value)) continue
    const wanted = String(value).toLowerCase()
    const clash = tableOf(context, resource).first(
      (row) => String(row.id) !== String(ownId) && textOf(row[field]).toLowerCase() === wanted,
    )
    if (clash) return message
  }
  return undefined
}

type Written = { row: Row } | { error: ResultBody<null> }

/** A `prepare` hook either answers the values to store or a refusal (a whole `Result`). */
const isRefusal = (value: Record<string, unknown> | ResultBody<null>): value is ResultBody<null> =>
  typeof value.success === 'boolean' && typeof value.timestamp === 'number' && 'result' in value

/** Validation, uniqueness, the resource's own preparation and the audit columns, then the insert. */
export function insertRecord(resource: CrudResource, context: RequestContext, body: Record<string, unknown>): Written {
  const schema = schemaOf(resource)
  const { values, error } = validateBody(schema, body, { rules: resource.rules, generated: resource.generated })
  if (error) return { error: failure(error) }
  delete values.id
  if (resource.manualId) {
    const id = body.id
    if (isEmpty(id)) return { error: failure(`${schema.properties.id?.title ?? '编号'}不能为空`) }
    if (tableOf(context, resource).get(String(id), { includeDeleted: true })) return { error: failure(DUPLICATE_KEY) }
    values.id = schema.properties.id?.type === 'integer' ? Number(id) : id
  }
  const prepared = resource.prepare ? resource.prepare(values, context, undefined) : values
  if (isRefusal(prepared)) return { error: prepared }
  // Checked on what is stored: a resource's preparation may draw a number in place of a stale one.
  const clash = uniqueClash(resource, context, prepared)
  if (clash) return { error: failure(clash) }
  const logic = tableDefinition(schema['x-table']!).logicDelete
  const defaults = Object.fromEntries(
    Object.keys(schema.properties)
      .filter((name) => !resource.transient?.includes(name))
      .map((name) => [name, null]),
  )
  const row = tableOf(context, resource).insert({
    ...defaults,
    ...(logic ? { [logic]: 0 } : {}),
    ...prepared,
    ...createdStamp(context),
  })
  if (resource.tree) refreshTreeFlags(tableOf(context, resource), resource.tree, [row[resource.tree.parentField]])
  resource.afterSave?.(row, body, context)
  return { row }
}

/** `updateById`: null properties keep their stored value, as MyBatis-Plus skips them. */
export function updateRecord(resource: CrudResource, context: RequestContext, body: Record<string, unknown>): Written {
  const schema = schemaOf(resource)
  // A row the user's data rules keep from them is not found, as a rule-narrowed `getById` would not find it.
  const existing = isEmpty(body.id) ? undefined : reachableRow(resource, context, String(body.id))
  if (!existing) return { error: failure(messageOf(resource, 'notFound')) }
  const { values, error } = validateBody(schema, body, {
    rules: resource.rules,
    generated: resource.generated,
    existing,
  })
  if (error) return { error: failure(error) }
  delete values.id
  const clash = uniqueClash(resource, context, values, existing.id)
  if (clash) return { error: failure(clash) }
  const prepared = resource.prepare ? resource.prepare(values, context, existing) : values
  if (isRefusal(prepared)) return { error: prepared }
  const locked = lockedRefusal(schema, existing, prepared)
  if (locked) return { error: locked }
  const patch = Object.fromEntries(
    Object.entries(prepared).filter(([, value]) => value !== null && value !== undefined),
  )
  const row = tableOf(context, resource).update(existing.id, { ...patch, ...updatedStamp(context) })!
  if (resource.tree)
    refreshTreeFlags(tableOf(context, resource), resource.tree, [
      existing[resource.tree.parentField],
      row[resource.tree.parentField],
    ])
  resource.afterSave?.(row, body, context, existing)
  if (resource.dataLog)
    addDataLog(context.db, {
      table: schema['x-table']!,
      id: String(row.id),
      content: row,
      username: context.user?.username ?? null,
    })
  return { row }
}

/** Deletes rows (and, for trees, their descendants); `removeById` soft-deletes `@TableLogic` tables. */
export function removeRecords(
  resource: CrudResource,
  context: RequestContext,
  ids: string[],
): ResultBody<null> | undefined {
  const table = tableOf(context, resource)
  const reachable = rowAccess(resource, context)
  // Rows outside the user's data rules are refused as not found, and nothing is deleted.
  const hidden = ids.some((id) => {
    const row = table.get(id)
    return row !== undefined && !reachable(row)
  })
  if (hidden) return failure(messageOf(resource, 'notFound'))
  const all = resource.tree
    ? [...new Set(ids.flatMap((id) => [id, ...treeDescendants(table, resource.tree!, id)]))]
    : ids
  const locked = lockedDeleteRefusal(
    schemaOf(resource),
    all.flatMap((id) => table.get(id) ?? []),
  )
  if (locked) return locked
  const refused = resource.beforeDelete?.(all, context)
  if (refused) return refused
  const parents = resource.tree ? all.map((id) => table.get(id)?.[resource.tree!.parentField]) : []
  for (const id of all) table.remove(id)
  if (resource.tree) refreshTreeFlags(table, resource.tree, parents)
  return undefined
}

/** `Arrays.asList(ids.split(","))`: Java drops the trailing empty part the Vue 2 client's comma leaves. */
export const splitIds = (ids: string) => ids.split(',').filter((id, index, all) => id !== '' || index < all.length - 1)

export const messageOf = (resource: CrudResource, key: keyof typeof DEFAULT_MESSAGES) =>
  resource.messages?.[key] ?? DEFAULT_MESSAGES[key]

/** The standard write endpoints, each logged; `crudRoutes` declares the resource's permission for each. */
export const crudActions = {
  async add(resource: CrudResource, context: RequestContext) {
    const body = await context.body<Record<string, unknown>>()
    const written = insertRecord(resource, context, body)
    if ('error' in written) return written.error
    logOperation(context, {
      content: `${labelOf(resource)}-添加`,
      operateType: OPERATE_TYPE.add,
      controller: controllerOf(resource),
      action: 'add',
      param: body,
    })
    return okMessage(messageOf(resource, 'add'))
  },
  async edit(resource: CrudResource, context: RequestContext) {
    const body = await context.body<Record<string, unknown>>()
    const written = updateRecord(resource, context, body)
    if ('error' in written) return written.error
    logOperation(context, {
      content: `${labelOf(resource)}-编辑`,
      operateType: OPERATE_TYPE.edit,
      controller: controllerOf(resource),
      action: 'edit',
      param: body,
    })
    return okMessage(messageOf(resource, 'edit'))
  },
  delete(resource: CrudResource, context: RequestContext) {
    const id = context.requiredParam('id')
    const refused = removeRecords(resource, context, [id])
    if (refused) return refused
    logOperation(context, {
      content: `${labelOf(resource)}-通过id删除`,
      operateType: OPERATE_TYPE.delete,
      controller: controllerOf(resource),
      action: 'delete',
      param: { id },
    })
    return okMessage(messageOf(resource, 'delete'))
  },
  deleteBatch(resource: CrudResource, context: RequestContext) {
    const ids = context.requiredParam('ids')
    const refused = removeRecords(resource, context, splitIds(ids))
    if (refused) return refused
    logOperation(context, {
      content: `${labelOf(resource)}-批量删除`,
      operateType: OPERATE_TYPE.delete,
      controller: controllerOf(resource),
      action: 'deleteBatch',
      param: { ids },
    })
    return okMessage(messageOf(resource, 'deleteBatch'))
  },
  queryById(resource: CrudResource, context: RequestContext) {
    const row = reachableRow(resource, context, context.requiredParam('id'))
    return row ? ok(toJson(resource, context, row)) : failure(messageOf(resource, 'notFound'))
  },
}
