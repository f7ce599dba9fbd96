/** Operators a category tree search may use. */
export type CategoryOperator = 'like' | 'ne' | 'ge' | 'le'

/**
 * A category search value with its operator: like wraps it in asterisks, ne prefixes `!`; ge and le use the rule's
 * word (`ge v`, `le v`) where the spec writes `>=` and `<=`, because the backend wins: QueryGenerator reads `>=v`
 * as an exact match of the text ">=v", and `>= v` as ge against " v" (it keeps the space), which every text value
 * passes. Only the word form reaches the server as the comparison the user chose.
 */
export function categoryQueryValue(operator: CategoryOperator, value: string): string {
  switch (operator) {
    case 'like':
      return `*${value}*`
    case 'ne':
      return `!${value}`
    case 'ge':
      return `ge ${value}`
    case 'le':
      return `le ${value}`
  }
}
