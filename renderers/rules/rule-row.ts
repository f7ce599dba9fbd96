import type { Field, Form } from '@formily/core'

interface RuleContext {
  field?: Field
  form?: Form
}

type Row = Record<string, unknown>

/** The segments of the object holding the validated field: none for a top-level field, a row's for a table cell. */
const rowPath = (context: RuleContext): (string | number)[] => context.field?.path.segments.slice(0, -1) ?? []

/**
 * What a rule comparing fields compares with: the values of the field's own row (the form's for a top-level field, the
 * table row's for a cell), and a sibling's title for the message (不能早于有效期起).
 */
export function ruleRow(context: RuleContext): { values: Row; titleOf: (name: string) => string | undefined } {
  const path = rowPath(context)
  const held: unknown = path.length === 0 ? context.form?.values : context.form?.getValuesIn(path)
  const values = held && typeof held === 'object' ? (held as Row) : {}
  const titleOf = (name: string) => {
    const title: unknown = context.form?.query([...path, name].join('.')).take()?.title
    return typeof title === 'string' ? title : undefined
  }
  return { values, titleOf }
}
