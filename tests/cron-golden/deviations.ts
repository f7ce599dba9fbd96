/**
 * Where nextRuns deliberately differs from Quartz 2.3.2 on the golden table. Every other expression must agree run for
 * run (valid) or be rejected by both (invalid).
 */

/** Quartz parses these but can never fire them; nextRuns names the reason instead. */
export const NEVER_FIRE = new Set(['0 0 12 ? * 8#1', '0 0 12 * * ? 2200', '0 0 12 * * ? 1969'])

/**
 * Quartz reads these loosely, silently dropping part of the text: an eighth field, a step after a name, the L after a
 * weekday range, the W after a day range. nextRuns refuses them rather than guess what was meant.
 */
export const READ_LOOSELY = new Set([
  '0 0 12 * * ? * 2027',
  '0 0 12 ? * MON-FRI/2',
  '0 0 12 ? JAN/2 *',
  '0 0 12 ? * 1-5L',
  '0 0 12 1-5W * ?',
])

export interface GoldenCase {
  expression: string
  /** one list per start instant */
  runs?: string[][]
  /** Quartz's parse error */
  invalid?: string
  /** Quartz parsed it and getTimeAfter never returned */
  hangs?: boolean
}

export function isCompared(c: GoldenCase): c is GoldenCase & { runs: string[][] } {
  return c.runs !== undefined && !NEVER_FIRE.has(c.expression) && !READ_LOOSELY.has(c.expression)
}
