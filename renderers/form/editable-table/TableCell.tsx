import { FormItem } from '@formily/antd-v5/esm/form-item'
import type { Field } from '@formily/core'
import { observer, useField } from '@formily/react'
import { Tooltip } from 'antd'
import { useLayoutEffect, type ComponentProps } from 'react'
import { MAX_CELL_TAGS } from './layout'

type FeedbackStatus = ComponentProps<typeof FormItem.BaseItem>['feedbackStatus']

const MULTIPLE_MODES: readonly unknown[] = ['multiple', 'tags']

/**
 * The cell's border colour, as Formily's FormItem maps it. The cell draws FormItem's base item, not FormItem itself:
 * FormItem labels an item by its field's title whatever label it is given, and a cell shows none.
 */
const feedbackStatus = (field: Field): FeedbackStatus =>
  field.validating
    ? 'pending'
    : ((field.decoratorProps as { feedbackStatus?: FeedbackStatus }).feedbackStatus ?? field.validateStatus)

/** The tags a cell does not show, counted: +2. */
const omittedCount = (omitted: readonly unknown[]) => `+${omitted.length}`

/**
 * The cell decorator of the editable table (JVxeTable's tooltip messages): the cell keeps its row height and a
 * failing rule's message shows in a tooltip on the cell instead of a line below it. The cell's title names it in
 * messages (电话不能重复) and to a screen reader, and is not shown: the column header already shows it. A multi-select in the cell shows one
 * tag, then +N for the others, so the row keeps its height.
 */
export const TableCell = observer((props: ComponentProps<typeof FormItem>) => {
  const field = useField<Field>()
  useLayoutEffect(() => {
    const { mode, 'aria-label': named } = (field.componentProps ?? {}) as { mode?: unknown; 'aria-label'?: unknown }
    if (MULTIPLE_MODES.includes(mode))
      field.setComponentProps({ maxTagCount: MAX_CELL_TAGS, maxTagPlaceholder: omittedCount })
    if (named === undefined && typeof field.title === 'string') field.setComponentProps({ 'aria-label': field.title })
  }, [field])
  const message: string | undefined = (field.selfErrors as string[])[0]
  // The tooltip hangs on a box over the cell rather than wrapping the input: a passing cell has none, so a keystroke
  // re-renders the input alone, and the input stays mounted when a message comes or goes.
  return (
    <div style={{ position: 'relative' }}>
      {message !== undefined && (
        <Tooltip title={message} open color="red" placement="topLeft">
          <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Tooltip>
      )}
      <FormItem.BaseItem {...props} feedbackStatus={feedbackStatus(field)} feedbackLayout="none" />
    </div>
  )
})
