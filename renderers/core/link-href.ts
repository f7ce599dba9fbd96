import type { Link } from '../generated/schema-language'
import { isAppPath } from './route-link'
import { resolveDeep, resolveMap } from './templates'
import { textOf } from './text-of'

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === ''

/**
 * The in-app address a schema link points at for one row: the path and the query with its `{{ }}` resolved; empty
 * parameters are left out. A path that does not stay inside the app gives no address.
 */
export function hrefOf(link: Link, scope: object): string | undefined {
  const path = textOf(resolveDeep(link.path, scope))
  if (!isAppPath(path)) return undefined
  const query = Object.entries(resolveMap(link.query, scope)).filter(([, value]) => !isEmpty(value))
  const search = new URLSearchParams(query.map(([name, value]) => [name, String(value)])).toString()
  return search ? `${path}?${search}` : path
}
