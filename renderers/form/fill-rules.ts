import type { FormilyNode } from '../generated/schema-language'

type Values = Record<string, unknown>

/** A field whose new-record value is drawn from a fill rule: its value path, the rule's code and the fields it reads. */
export interface RuleField {
  path: string[]
  ruleCode: string
  dependsOn: readonly string[]
}

/** `x-fill-rule` as a code alone (a rule reading no field) or with the fields it reads. */
function ruleOf(path: string[], rule: NonNullable<FormilyNode['x-fill-rule']>): RuleField {
  return typeof rule === 'string' ? { path, ruleCode: rule, dependsOn: [] } : { path, ...rule }
}

/**
 * Fields of a form schema carrying `x-fill-rule`. Void nodes (tabs, layout) add nothing to the path, object nodes
 * add their key; rows of an array are left alone (a sub-table row is added by the user, not drawn on open).
 */
export function fillRuleFields(node: FormilyNode, path: string[] = []): RuleField[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
    const childPath = child.type === 'void' ? path : [...path, key]
    const rule = child['x-fill-rule']
    const own = rule ? [ruleOf(childPath, rule)] : []
    return [...own, ...fillRuleFields(child, childPath)]
  })
}

function withValue(values: Values, [key, ...rest]: string[], value: unknown): Values {
  if (!rest.length) return { ...values, [key]: value }
  const inner = values[key]
  return { ...values, [key]: withValue(inner && typeof inner === 'object' ? (inner as Values) : {}, rest, value) }
}

function valueAt(values: Values, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Values)[key] : undefined),
    values,
  )
}

/** Draws a value with `PUT /sys/fillRule/executeRuleByCode/{ruleCode}` (body: the form's values); null when none. */
export type DrawFillRule = (ruleCode: string, values: Values) => Promise<unknown>

/**
 * The values of a new record with every fill-rule field drawn, as JeecgBoot's add forms do on opening (the rule
 * sees the form's values, e.g. a record's type choosing the number's prefix). A value the form already has
 * is kept; a rule that fails or answers null leaves its field empty for the user to type.
 */
export async function drawFillRules(node: FormilyNode, values: Values, draw: DrawFillRule): Promise<Values> {
  const fields = fillRuleFields(node).filter(({ path }) => valueAt(values, path) === undefined)
  const drawn = await Promise.all(fields.map(({ ruleCode }) => draw(ruleCode, values).catch(() => null)))
  return fields.reduce(
    (result, { path }, index) =>
      drawn[index] === null || drawn[index] === undefined ? result : withValue(result, path, drawn[index]),
    values,
  )
}
