import { resolveTemplate } from './expression'

/**
 * Resolves the `{{ }}` placeholders in a value of a schema (a URL, a request body, a visibility condition) against
 * a scope such as { record, selectedIds }. Objects and arrays are resolved member by member.
 */
export function resolveDeep(value: unknown, scope: object): unknown {
  if (typeof value === 'string') return value.includes('{{') ? resolveTemplate(value, scope) : value
  if (Array.isArray(value)) return value.map((item) => resolveDeep(item, scope))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDeep(item, scope)]))
  }
  return value
}

export const resolveMap = (value: Record<string, unknown> | undefined, scope: object): Record<string, unknown> =>
  resolveDeep(value ?? {}, scope) as Record<string, unknown>
