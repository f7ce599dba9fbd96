import type { ListPageSchema } from '../generated/schema-language'
import { omit } from '../core/omit'

type Row = Record<string, unknown>
export type TreeSpec = NonNullable<ListPageSchema['tree']>

const WHOLE_TREE: TreeSpec = Object.freeze({})

/** How the list is a tree table: its `tree` settings, the defaults when only `api.tree` or `api.children` says so. */
export const treeOf = (page: ListPageSchema): TreeSpec | undefined =>
  page.tree ?? (page.api?.tree || page.api?.children ? WHOLE_TREE : undefined)

/** The warning of a tree table whose answer is neither a list nor a page. */
export const UNRECOGNISED_DATA = '返回数据类型不识别'

/** Marks the stand-in child of a tree row whose children are not loaded yet. */
const LOADING_ROW = '__loadingRow'

export const isLoadingRow = (row: Row): boolean => row[LOADING_ROW] === true

/** Children still to be loaded: only the stand-in so far. */
export const awaitsChildren = (children: unknown): boolean =>
  Array.isArray(children) && children.length === 1 && isLoadingRow(children[0] as Row)

/** Rows of a tree answer: the result itself when a list, its `records` when a page; null for anything else. */
export function treeRowsOf(result: unknown): Row[] | null {
  if (Array.isArray(result)) return result as Row[]
  const records = (result as { records?: unknown } | null)?.records
  return Array.isArray(records) ? (records as Row[]) : null
}

const hasChild = (value: unknown): boolean => value === true || value === '1' || value === 1

/** The flag naming rows with children; lazy trees without one read `hasChildren` like JTreeTable. */
const hasChildFieldOf = (tree: TreeSpec, lazy: boolean): string | undefined =>
  tree.hasChildField ?? (lazy ? 'hasChildren' : undefined)

/** Whether the list's rows may hold stand-in children (a tree whose rows say they have children). */
export const holdsStandIns = (page: ListPageSchema): boolean => {
  const tree = treeOf(page)
  return !!tree && !!hasChildFieldOf(tree, Boolean(page.api?.children))
}

/**
 * Rows of a lazy tree that say they have children get one stand-in child, shown as a loading row until the row is
 * expanded and its children arrive.
 */
export function withExpanders(rows: Row[], tree: TreeSpec | undefined, lazy: boolean, rowKey: string): Row[] {
  const flag = tree && hasChildFieldOf(tree, lazy)
  if (!flag) return rows
  const childrenField = tree.childrenField ?? 'children'
  return rows.map((row) =>
    hasChild(row[flag]) && !Array.isArray(row[childrenField])
      ? { ...row, [childrenField]: [{ [rowKey]: `${String(row[rowKey])}_loadChild`, [LOADING_ROW]: true }] }
      : row,
  )
}

/** The rows with `children` under the row keyed `key`; a row whose children turned out empty loses its expander. */
export function replaceChildren(
  rows: Row[],
  key: unknown,
  children: Row[],
  rowKey: string,
  childrenField: string,
): Row[] {
  return rows.map((row) => {
    if (row[rowKey] === key) return children.length ? { ...row, [childrenField]: children } : omit(row, childrenField)
    const nested = row[childrenField]
    return Array.isArray(nested)
      ? { ...row, [childrenField]: replaceChildren(nested as Row[], key, children, rowKey, childrenField) }
      : row
  })
}
