/** Operators of a category search (spec §5). */
export type CategoryOperator = 'like' | 'ne' | 'ge' | 'le'

/**
 * A category search value with its operator: like wraps it in asterisks, ne prefixes `!`, ge `>=`, le `<=`. The
 * server's QueryGenerator reads `>=` and `<=` only when a space follows them, so one does; it keeps that space in
 * the compared value, so on text columns ge and le compare against " value" (contract: the backend's own quirk).
 */
export function categoryQueryValue(operator: CategoryOperator, value: string): string {
  switch (operator) {
    case 'like':
      return `*${value}*`
    case 'ne':
      return `!${value}`
    case 'ge':
      return `>= ${value}`
    case 'le':
      return `<= ${value}`
  }
}
