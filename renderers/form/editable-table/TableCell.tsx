import { FormItem } from '@formily/antd-v5/esm/form-item'
import type { Field } from '@formily/core'
import { observer, useField } from '@formily/react'
import { Tooltip } from 'antd'
import type { ComponentProps } from 'react'

/**
 * The cell decorator of the editable table (JVxeTable's tooltip messages): the cell keeps its row height and a
 * failing rule's message shows in a tooltip on the cell instead of a line below it. The cell's title names it in
 * messages (电话不能重复) and is not shown: the column header already shows it.
 */
export const TableCell = observer((props: ComponentProps<typeof FormItem>) => {
  const field = useField<Field>()
  const message: string | undefined = (field.selfErrors as string[])[0]
  return (
    <Tooltip title={message} open={message !== undefined} destroyOnHidden color="red" placement="topLeft">
      <div>
        <FormItem {...props} label={undefined} feedbackLayout="none" />
      </div>
    </Tooltip>
  )
})
