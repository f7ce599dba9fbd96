import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import { toJS } from '@formily/reactive'
import { observer, useField } from '@formily/react'
import type { Field } from '@formily/core'
import { useDictItems } from '../../../dict'
import type { Column } from '../../../generated/schema-language'
import { cellOf } from '../../../widgets/registry'

export interface SlotCellProps {
  value?: unknown
  /** The widget whose list cell shows the value (money, dict, date, a widget the app registered …); default text. */
  render?: string
  /** The dictionary of a dict display. */
  dict?: string
}

/**
 * A cell that shows its value as a list column of the named widget does, with the row at hand (JVxeTable's slot
 * column, a custom display): it shows, it does not edit. The widget registry is the one the list uses.
 */
export const SlotCell = observer(({ value, render, dict }: SlotCellProps) => {
  const field = useField<Field>()
  const record = (toJS(ArrayBase.useRecord()) ?? {}) as Record<string, unknown>
  const items = useDictItems(dict)
  const column = { field: String(field.props.name), render, dict } as Column
  return <>{cellOf(column)(value, { column, record, items })}</>
})
