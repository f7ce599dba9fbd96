import type { Field, ListPageSchema, QueryField } from '../generated/schema-language'
import { findEntity } from '../core/entities'
import { splitDict, type DbType, type QueryFieldDef, type ValueType } from './query-line'

const typesOf = (property: Field | undefined) => (Array.isArray(property?.type) ? property.type : [property?.type])

function valueTypeOf(property: Field | undefined): ValueType {
  const types = typesOf(property)
  if (types.includes('integer')) return 'int'
  if (types.includes('number')) return 'number'
  if (property?.format === 'date') return 'date'
  if (property?.format === 'date-time') return 'datetime'
  return 'string'
}

function dbTypeOf(property: Field | undefined): DbType {
  const types = typesOf(property)
  if (types.includes('integer')) return 'int'
  if (types.includes('number')) return 'double'
  if (types.includes('boolean')) return 'boolean'
  return 'string'
}

/** Declared fields, or else the columns that are properties of the page's entity. */
function declaredFields(page: ListPageSchema, properties: Record<string, Field>): QueryField[] {
  if (page.advancedQuery?.fields) return page.advancedQuery.fields
  return page.columns
    .filter((column) => column.field in properties)
    .map((column) => ({ field: column.field, title: column.title, ...(column.dict ? { dict: column.dict } : {}) }))
}

/** The fields of a page's advanced query, with what the schema leaves out taken from the entity property. */
export function queryFieldsOf(page: ListPageSchema): QueryFieldDef[] {
  const properties = (page.entity ? findEntity(page.entity)?.properties : undefined) ?? {}
  return declaredFields(page, properties).map((declared) => {
    const property = properties[declared.field]
    return {
      field: declared.field,
      label: declared.title ?? property?.title ?? declared.field,
      type: declared.type ?? valueTypeOf(property),
      dbType: declared.dbType ?? dbTypeOf(property),
      options: declared.options,
      popup: declared.popup,
      customReturnField: declared.customReturnField,
      ...splitDict(declared.dict ?? property?.['x-dict']),
    }
  })
}
