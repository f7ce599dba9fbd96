import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import { Button } from 'antd'
import { useThrottledInsert } from './insert-throttle'
import { useRevealRow } from './virtual/reveal-row'

export interface InsertAfterProps {
  /** The button text; default 插入. */
  title?: string
  /** The new row's values; default an empty row. */
  defaultValue?: Record<string, unknown>
}

/**
 * A row operation ArrayTable lacks: a new row right below this one (throttled with the add button); the large table
 * scrolls to it.
 */
export function InsertAfter({ title = '插入', defaultValue }: InsertAfterProps) {
  const array = ArrayBase.useArray()
  const index = ArrayBase.useIndex()
  const throttled = useThrottledInsert()
  const reveal = useRevealRow()
  if (!array || array.field.pattern !== 'editable') return null
  return (
    <Button
      type="link"
      size="small"
      aria-label={`在第 ${index + 1} 行后${title}`}
      onClick={() =>
        throttled(array.field, () => {
          void array.field.insert(index + 1, structuredClone(defaultValue ?? {}))
          reveal?.(index + 1)
        })
      }
    >
      {title}
    </Button>
  )
}
