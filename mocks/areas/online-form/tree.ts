import type { Database } from '../../kernel/db/database'
import { textOf } from '../../kernel/services/text'
import { type OnlHead } from './store'
import { dataTable, type DataRow } from '../../kernel/db/synced-tables'

/** The pid of a root row: an empty parent is stored as '0', as the server writes it. */
export const ROOT_PID = '0'

const isRoot = (pid: unknown) => pid === null || pid === undefined || pid === '' || textOf(pid) === ROOT_PID

/** The two columns a tree head names: the parent id and the has-children flag (`treeIdField`, despite its name). */
export function treeColumns(head: OnlHead): { pid: string; hasChild: string } | undefined {
  if (head.isTree !== 'Y' || !head.treeParentIdField) return undefined
  return { pid: head.treeParentIdField, hasChild: head.treeIdField || 'has_child' }
}

/** The root ancestor of a row (itself for a root); a broken chain stops at the last row found. */
function rootOf(rows: ReadonlyMap<string, DataRow>, row: DataRow, pid: string): DataRow {
  let current = row
  const seen = new Set<string>()
  while (!isRoot(current[pid]) && !seen.has(String(current.id))) {
    seen.add(String(current.id))
    const parent = rows.get(textOf(current[pid]))
    if (!parent) break
    current = parent
  }
  return current
}

/**
 * The rows of getTreeData's first level: each row a query selects replaced by its root ancestor, once, in the
 * order the hits came. With no filter every row is a hit, so this is the root level.
 */
export function rootsOfHits(db: Database, head: OnlHead, hits: readonly DataRow[], pid: string): DataRow[] {
  const all = new Map(
    dataTable(db, head.tableName)
      .list()
      .map((row) => [String(row.id), row]),
  )
  const roots = new Map<string, DataRow>()
  for (const hit of hits) {
    const root = rootOf(all, hit, pid)
    roots.set(String(root.id), root)
  }
  return [...roots.values()]
}

/** Sets a parent's has-children flag from whether any row still points at it. */
function refreshFlag(db: Database, head: OnlHead, parentId: unknown): void {
  const columns = treeColumns(head)
  if (!columns || isRoot(parentId)) return
  const table = dataTable(db, head.tableName)
  const hasChildren = table.list((row) => textOf(row[columns.pid]) === textOf(parentId)).length > 0
  table.update(textOf(parentId), { [columns.hasChild]: hasChildren ? '1' : '0' })
}

/** A written row's parent (when written): empty becomes the root pid; a new row starts without children. */
export function treeValuesOnWrite(head: OnlHead, values: Record<string, unknown>, insert: boolean) {
  const columns = treeColumns(head)
  if (!columns || (!insert && !(columns.pid in values))) return values
  const pid = isRoot(values[columns.pid]) ? ROOT_PID : values[columns.pid]
  return { ...values, [columns.pid]: pid, ...(insert ? { [columns.hasChild]: '0' } : {}) }
}

/** After a write, the flags of the row's old and new parent say whether they still have children. */
export function afterTreeWrite(db: Database, head: OnlHead, parents: readonly unknown[]): void {
  for (const parent of new Set(parents.map((id) => textOf(id ?? '')))) refreshFlag(db, head, parent)
}

/** The ids a tree delete removes: the rows and all their descendants. */
export function withDescendants(db: Database, head: OnlHead, ids: readonly string[]): string[] {
  const columns = treeColumns(head)
  if (!columns) return [...ids]
  const rows = dataTable(db, head.tableName).list()
  const found = new Set(ids)
  let added = true
  while (added) {
    added = false
    for (const row of rows)
      if (!found.has(String(row.id)) && found.has(textOf(row[columns.pid]))) {
        found.add(String(row.id))
        added = true
      }
  }
  return [...found]
}
