import type { Row } from '../../db/table'
import type { RequestContext } from '../../routes/route'
import { dictTextOf } from '../dict-text'
import { labelOf, queryRecords, schemaOf } from '../engine'
import { fieldKind, type EntityField } from '../entity-schemas'
import type { CrudResource } from '../resource'
import { workbookDownload } from './download'
import { columnType, type Cell } from './workbook'

const AUDIT = new Set(['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'delFlag'])

/** The Excel columns of a resource: its list, or every stored, readable, non-audit property. */
export function excelFields(resource: CrudResource): string[] {
  if (resource.excelFields) return [...resource.excelFields]
  const schema = schemaOf(resource)
  return Object.entries(schema.properties)
    .filter(
      ([name, field]) => !AUDIT.has(name) && field['x-write-only'] !== true && !resource.transient?.includes(name),
    )
    .map(([name]) => name)
}

function cellOf(context: RequestContext, dict: string | undefined, value: unknown): Cell {
  if (value === null || value === undefined) return null
  if (dict) return dictTextOf(context.db, dict, value)
  if (typeof value === 'boolean') return value ? '是' : '否'
  // Stored columns hold JSON scalars; anything structured is written as its JSON.
  return typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)
}

const typeOf = (field: EntityField | undefined) =>
  field ? columnType(fieldKind(field), { dict: !!field['x-dict'], money: field.format === 'money' }) : 'text'

/**
 * `JeecgController.exportXls`: the list's rows (all pages; `selections` limits them to the chosen
 * ids) as a workbook titled "<label>报表" / "导出人:<realname>": dictionary columns as their texts, numbers, amounts
 * and dates as typed cells.
 */
export async function exportWorkbook(
  resource: CrudResource,
  context: RequestContext,
  rows: Row[] | null = null,
): Promise<Response> {
  const schema = schemaOf(resource)
  const found = rows ?? queryRecords(resource, context)
  if (!Array.isArray(found)) return Response.json(found)
  const selections = (context.query.get('selections') ?? '').split(',').filter(Boolean)
  const chosen = selections.length > 0 ? found.filter((row) => selections.includes(String(row.id))) : found
  const fields = excelFields(resource)
  const label = labelOf(resource)
  return workbookDownload(
    {
      name: label,
      titles: [`${label}报表`, `导出人:${context.user?.realname ?? ''}`],
      header: fields.map((name) => schema.properties[name]?.title ?? name),
      types: fields.map((name) => typeOf(schema.properties[name])),
      rows: chosen.map((row) => fields.map((name) => cellOf(context, schema.properties[name]?.['x-dict'], row[name]))),
    },
    label,
  )
}
