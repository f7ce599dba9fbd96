import { PlusOutlined } from '@ant-design/icons'
import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import { useField } from '@formily/react'
import { Button } from 'antd'
import { useThrottledInsert } from './insert-throttle'
import { useRevealRow } from './virtual/reveal-row'

export interface AddRowProps {
  /** The button text; default the node's title. */
  title?: string
  /** The new row's values; default an empty row. */
  defaultValue?: Record<string, unknown>
}

/**
 * The add button below the table (ArrayTable's Addition with JVxeTable's 1,500 ms add throttle); the large table
 * scrolls to the new row.
 */
export function AddRow({ title, defaultValue }: AddRowProps) {
  const self = useField()
  const array = ArrayBase.useArray()
  const throttled = useThrottledInsert()
  const reveal = useRevealRow()
  if (!array || array.field.pattern !== 'editable') return null
  const field = array.field
  return (
    <Button
      type="dashed"
      block
      icon={<PlusOutlined />}
      style={{ marginTop: 8 }}
      onClick={() =>
        throttled(field, () => {
          void field.push(structuredClone(defaultValue ?? {}))
          reveal?.((field.value as unknown[]).length - 1)
        })
      }
    >
      {title ?? self.title}
    </Button>
  )
}
