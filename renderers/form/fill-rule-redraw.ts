import { FormPath, onFieldValueChange, type Form } from '@formily/core'
import type { FormilyNode } from '../generated/schema-language'
import { fillRuleFields, type DrawFillRule } from './fill-rules'

/**
 * Formily effects of a new record's form drawing a fill rule's value again when a field the rule reads changes
 * (`x-fill-rule.dependsOn`: a record's type choosing its number's prefix), sending the form's values as
 * `FillRuleUtil.executeRule(ruleCode, formData)` reads them. A number the user typed over is theirs and stays; an
 * answer overtaken by a later change is dropped. Undefined when no rule names a field it reads.
 */
export function fillRuleRedraws(node: FormilyNode, draw: DrawFillRule) {
  const rules = fillRuleFields(node).filter(({ dependsOn }) => dependsOn.length > 0)
  // A form whose rules read no field gets no effects: nothing to watch on every value change.
  if (rules.length === 0) return undefined
  return (form: Form<Record<string, unknown>>) => {
    for (const { path, ruleCode, dependsOn } of rules) {
      const at = path.join('.')
      // Effects run before the form takes its values: the number drawn on opening is read from what it is given.
      let drawn: unknown = FormPath.getIn(form.props.initialValues ?? {}, at)
      let latest = 0
      const redraw = async () => {
        const current: unknown = form.getValuesIn(at)
        if (current !== undefined && current !== '' && current !== drawn) return
        const ticket = ++latest
        const value = await draw(ruleCode, { ...form.values }).catch(() => null)
        if (ticket !== latest || value === null || value === undefined || form.getValuesIn(at) !== current) return
        drawn = value
        form.setValuesIn(at, value)
      }
      for (const field of dependsOn) onFieldValueChange(field, () => void redraw())
    }
  }
}
