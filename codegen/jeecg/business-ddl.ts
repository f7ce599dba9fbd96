import { columnOf, quoted, type Dialect } from './dialects'

interface Property {
  type?: string | string[]
  format?: string
  title?: string
  maxLength?: number
}

export interface TableEntity {
  $id: string
  'x-table': string
  'x-label'?: string
  required?: string[]
  properties: Record<string, Property>
}

const kindOf = (property: Property): string => {
  const types = Array.isArray(property.type) ? property.type : [property.type]
  return types.find((type) => type && type !== 'null') ?? 'string'
}

/**
 * The column type of a property, as JeecgBoot's Online form sync writes them: ids varchar(32), text varchar, money
 * decimal(10,2), dates date / datetime, integers int, other numbers double; long texts (remarks, contents, BPMN XML) text.
 */
function columnType(dialect: Dialect, name: string, property: Property): string {
  const kind = kindOf(property)
  if (property.format === 'date') return 'date'
  if (property.format === 'date-time') return dialect === 'mysql' ? 'datetime' : 'timestamp'
  if (property.format === 'money') return 'decimal(12,2)'
  if (kind === 'integer') return 'int'
  if (kind === 'number') return dialect === 'mysql' ? 'double' : 'double precision'
  if (kind === 'boolean') return dialect === 'mysql' ? 'tinyint(1)' : 'smallint'
  if (kind !== 'string') return 'text'
  if (name === 'id' || name.endsWith('Id')) return 'varchar(32)'
  if (/remark|content|description|note|summary|opinion|reason|xml/i.test(name)) return 'text'
  return `varchar(${property.maxLength ?? 255})`
}

/** `CREATE TABLE IF NOT EXISTS` of one business entity: its properties as columns, `id` the primary key. */
export function createTable(dialect: Dialect, entity: TableEntity): string {
  const required = new Set(entity.required ?? [])
  // A sub list (iprContactList) is rows of its own table, not a column.
  const stored = Object.entries(entity.properties).filter(
    ([, property]) => !['array', 'object'].includes(kindOf(property)),
  )
  const columns = stored.map(([name, property]) => {
    const notNull = name === 'id' || required.has(name) ? ' NOT NULL' : ''
    const comment = dialect === 'mysql' && property.title ? ` COMMENT '${property.title.replace(/'/g, "''")}'` : ''
    return `  ${quoted(dialect, columnOf(name))} ${columnType(dialect, name, property)}${notNull}${comment}`
  })
  const table = quoted(dialect, entity['x-table'])
  const tail =
    dialect === 'mysql'
      ? ` ENGINE=InnoDB DEFAULT CHARSET=utf8mb4${entity['x-label'] ? ` COMMENT='${entity['x-label']}'` : ''};`
      : ';'
  return `CREATE TABLE IF NOT EXISTS ${table} (\n${[...columns, `  PRIMARY KEY (${quoted(dialect, 'id')})`].join(',\n')}\n)${tail}`
}
