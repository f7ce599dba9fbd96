import type { Operation } from '../load-catalogue'
import { fieldRulesSection, type RuledTable } from './field-rule-annotations'

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/**
 * `schemas/generated/jeecg/server-rules.md`: every operation whose behaviour a real server must write beyond
 * JeecgBoot's code generator (`x-jeecg-server-rule` in the API catalogue), by path, then every field value rule the
 * entities declare with its JSR-303 annotation: the Java team's list.
 */
export function serverRulesDocument(operations: readonly Operation[], tables: readonly RuledTable[]): string {
  const rows = operations
    .filter((operation) => operation['x-jeecg-server-rule'])
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : 1))
    .map((operation) => `| \`${operation.method} ${operation.path}\` | ${cell(operation['x-jeecg-server-rule']!)} |`)
  return [
    '# What a real JeecgBoot server writes beyond its code generator',
    '',
    '<!-- Written by `npm run codegen` from the x-jeecg-server-rule of schemas/api: do not edit. -->',
    '',
    `${rows.length} operations. Each is in \`openapi.json\` with its parameters and the same rule.`,
    '',
    '| operation | what the server must do |',
    '|---|---|',
    ...rows,
    '',
    ...fieldRulesSection(tables),
  ].join('\n')
}
