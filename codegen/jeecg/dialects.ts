/** The two databases a JeecgBoot installation runs on that the install scripts are written for. */
export type Dialect = 'mysql' | 'postgresql'

export const DIALECTS: readonly Dialect[] = ['mysql', 'postgresql']

/** An identifier as the dialect quotes it. */
export const quoted = (dialect: Dialect, name: string): string => (dialect === 'mysql' ? `\`${name}\`` : `"${name}"`)

/** A value as an SQL literal: text with its quotes doubled (and MySQL's backslashes escaped), numbers as they are. */
export function literal(dialect: Dialect, value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  const escaped = dialect === 'mysql' ? text.replace(/\\/g, '\\\\') : text
  return `'${escaped.replace(/'/g, "''")}'`
}

/** camelCase property → snake_case column, as MyBatis-Plus maps them (`map-underscore-to-camel-case`). */
export const columnOf = (property: string): string => property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * One row inserted so that running the script again changes nothing: MySQL's `INSERT IGNORE` and PostgreSQL's
 * `ON CONFLICT DO NOTHING` skip a row whose primary key is already there (an integrator's own edits are kept).
 */
export function insertRow(dialect: Dialect, table: string, row: Readonly<Record<string, unknown>>): string {
  const columns = Object.keys(row)
    .map((name) => quoted(dialect, columnOf(name)))
    .join(', ')
  const values = Object.values(row)
    .map((value) => literal(dialect, value))
    .join(', ')
  return dialect === 'mysql'
    ? `INSERT IGNORE INTO ${quoted(dialect, table)} (${columns}) VALUES (${values});`
    : `INSERT INTO ${quoted(dialect, table)} (${columns}) VALUES (${values}) ON CONFLICT DO NOTHING;`
}

/**
 * A role grant (`sys_role_permission`) for the role of `roleCode` in the installation, inserted once: the same
 * statement in both dialects.
 */
export function insertGrant(dialect: Dialect, table: string, grant: Readonly<Record<string, unknown>>): string {
  const { role_code: roleCode, ...row } = grant
  const names = ['role_id', ...Object.keys(row)].map((name) => quoted(dialect, name)).join(', ')
  const values = Object.values(row)
    .map((value) => literal(dialect, value))
    .join(', ')
  const target = quoted(dialect, table)
  return (
    `INSERT INTO ${target} (${names}) SELECT r.${quoted(dialect, 'id')}, ${values} FROM ${quoted(dialect, 'sys_role')} r ` +
    `WHERE r.${quoted(dialect, 'role_code')} = ${literal(dialect, roleCode)} AND NOT EXISTS ` +
    `(SELECT 1 FROM ${target} g WHERE g.${quoted(dialect, 'id')} = ${literal(dialect, row.id)});`
  )
}
