import type { Database } from '../../kernel/db/database'
import { queryDictItemsByCode } from '../../kernel/services/dicts'
import { textOf } from '../../kernel/services/text'

/** How a group's key reads on a chart: a dictionary's text, a person's real name, a department's name. */
export interface Naming {
  /** The group's name for its key; the key itself when nothing names it. */
  name(key: string): string
  /** Keys in the order the groups are listed: a dictionary's own order; otherwise none (largest first). */
  order?: readonly string[]
  /** Keys listed even when no row has them (the days and months of a period). */
  fill?: boolean
}

export function dictNaming(db: Database, dictCode: string): Naming {
  const items = queryDictItemsByCode(db, dictCode)
  const texts = new Map(items.map((item) => [textOf(item.value), textOf(item.text)]))
  return { name: (key) => texts.get(key) ?? key, order: items.map((item) => textOf(item.value)) }
}

export function userNaming(db: Database): Naming {
  const names = new Map(
    db
      .table('sys_user')
      .list()
      .map((user) => [user.username, textOf(user.realname)]),
  )
  return { name: (key) => names.get(key) || key }
}

export function departNaming(db: Database): Naming {
  const names = new Map(
    db
      .table('sys_depart')
      .list()
      .map((depart) => [textOf(depart.orgCode), depart.departName]),
  )
  return { name: (key) => names.get(key) || key }
}

export function rowNaming(db: Database, table: string, field: string): Naming {
  const names = new Map(
    db
      .table(table)
      .list()
      .map((row) => [textOf(row.id), textOf(row[field])]),
  )
  return { name: (key) => names.get(key) || key }
}

/** Time buckets are their own names: 2025-03 for a month, 03-14 for a day (the axis of /sys/visitInfo). */
export const timeNaming = (buckets: readonly string[]): Naming => ({
  name: (key) => (key.length === 10 ? key.slice(5) : key),
  order: buckets,
  fill: true,
})
