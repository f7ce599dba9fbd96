import { messageOf, RULES } from '../../schemas/rules/checks'
import { fieldRules, type RuledField } from '../../schemas/rules/field-rules'

/** An entity as the list reads it: its Java class (`title`), table and fields. */
export interface RuledTable {
  title: string
  'x-table'?: string
  properties: Readonly<Record<string, RuledField>>
}

const quoted = (text: string) => JSON.stringify(text)

/** The catalogue rule's pattern as `@Pattern`'s regexp (Java's and JavaScript's agree on these character classes). */
const patternOf = (rule: string): string | undefined => RULES[rule]?.checks.find((check) => check.pattern)?.pattern

/**
 * A field rule as the JSR-303 annotation a generated entity class carries (`javax.validation.constraints`, checked
 * under `@Valid` on add and edit), or, where none fits (a comparison with another field), what the controller checks.
 */
function annotationOf(rule: string, param: unknown, message: string, fields: RuledTable['properties']): string {
  const withMessage = (annotation: string, value?: string) =>
    `@${annotation}(${value === undefined ? '' : `${value}, `}message = ${quoted(message)})`
  switch (rule) {
    case 'nonNegative':
      return withMessage('DecimalMin', 'value = "0"')
    case 'min':
      return withMessage('DecimalMin', `value = "${String(param)}"`)
    case 'max':
      return withMessage('DecimalMax', `value = "${String(param)}"`)
    case 'percent':
      return `${withMessage('DecimalMin', 'value = "0"')} ${withMessage('DecimalMax', 'value = "100"')}`
    case 'integer':
      return withMessage('Digits', 'integer = 10, fraction = 0')
    case 'notBefore':
      return `无现成注解：在 add/edit 中比较，${String(param)}（${fields[String(param)]?.title ?? ''}）有值时本字段不得早于它`
    default: {
      const pattern = patternOf(rule)
      if (!pattern) throw new Error(`No JSR-303 annotation for the field rule "${rule}": add its case here`)
      return withMessage('Pattern', `regexp = ${quoted(pattern)}`)
    }
  }
}

/** The message a rule refuses a value with (its first check past `required`), the compared field named by its title. */
const ruleMessage = (rule: string, param: unknown, table: RuledTable): string => {
  const check = RULES[rule].checks.find((each) => !each.required) ?? RULES[rule].checks[0]
  return messageOf(check, param, (field) => table.properties[field]?.title)
}

/**
 * The section of `server-rules.md` listing each table field's value rules (`x-validator` of schemas/entities): the
 * built-in backend refuses a body breaking one with `<title>：<message>`, and a real server should answer alike.
 */
export function fieldRulesSection(tables: readonly RuledTable[]): string[] {
  const rows = tables
    .filter((table) => table['x-table'])
    .flatMap((table) =>
      Object.entries(table.properties).flatMap(([name, field]) =>
        fieldRules(field).map(([rule, param]) => {
          const message = `${field.title ?? name}：${ruleMessage(rule, param, table)}`
          const annotation = annotationOf(rule, param, message, table.properties)
          const shown = annotation.startsWith('@') ? `\`${annotation}\`` : annotation
          return `| \`${table.title}.${name}\` (${table['x-table']}) | ${message} | ${shown.replace(/\|/g, '\\|')} |`
        }),
      ),
    )
  return [
    '## Field value rules',
    '',
    `${rows.length} rules declared on entity fields (\`x-validator\` of schemas/entities). The forms check them and the`,
    'built-in backend refuses a body breaking one on add and edit (sub-table rows too) with the message below; a generated',
    'entity class carries the annotation under `@Valid` (javax.validation), or its controller makes the stated check.',
    '',
    '| field (table) | message | JSR-303 |',
    '|---|---|---|',
    ...rows,
    '',
  ]
}
