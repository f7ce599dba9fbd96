import { checkRule, RULES } from './checks'

/**
 * The value rules an entity field declares (`x-validator` of schemas/entities, catalogue rules by name), read by every
 * form showing the field and by the built-in backend on add and edit, main rows and sub-table rows alike, so both
 * refuse the same values with the same message. Plain functions, free of React and Formily.
 */
export interface RuledField {
  title?: string
  'x-validator'?: ReadonlyArray<Readonly<Record<string, unknown>>>
}

export interface RuledEntity {
  properties: Readonly<Record<string, RuledField>>
}

/** A field's rules as `[rule name, parameter]`; a rule without a parameter has `true`, as Formily passes it. */
export const fieldRules = (field: RuledField | undefined): [string, unknown][] =>
  (field?.['x-validator'] ?? []).flatMap((rule) => Object.entries(rule))

/** The fields a field's rules compare it with (`notBefore` names its start): a change to one judges it again. */
export const comparedFields = (field: RuledField | undefined): string[] =>
  fieldRules(field).flatMap(([rule, param]) => (RULES[rule]?.param === 'field' ? [String(param)] : []))

/** The first message a row's value of field `name` gets from the field's rules, or undefined when it keeps them all. */
export function fieldRuleMessage(entity: RuledEntity, name: string, row: Record<string, unknown>): string | undefined {
  const titleOf = (field: string) => entity.properties[field]?.title
  for (const [rule, param] of fieldRules(entity.properties[name])) {
    const message = checkRule(rule, row[name], param, row, titleOf)
    if (message) return message
  }
  return undefined
}

/** What the meta-schema cannot see in an entity's rules: a rule the catalogue lacks, a compared field that is none. */
export function fieldRuleProblems(entity: RuledEntity): { pointer: string; message: string }[] {
  return Object.entries(entity.properties).flatMap(([name, field]) =>
    (field['x-validator'] ?? []).flatMap((rule, index) =>
      Object.entries(rule).flatMap(([ruleName, param]) => {
        const pointer = `/properties/${name}/x-validator/${index}/${ruleName}`
        const known = RULES[ruleName]
        if (!known) return [{ pointer, message: `校验规则 ${ruleName} 不在规则目录 schemas/rules/common.json 中` }]
        if (known.param === 'field' && !Object.hasOwn(entity.properties, String(param)))
          return [{ pointer, message: `比较的字段 ${String(param)} 不是本实体的字段` }]
        return []
      }),
    ),
  )
}
