import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import { Button } from 'antd'

export interface InsertAfterProps {
  /** The button text; default 插入. */
  title?: string
  /** The new row's values; default an empty row. */
  defaultValue?: Record<string, unknown>
}

/** A row operation ArrayTable lacks: a new row right below this one. */
export function InsertAfter({ title = '插入', defaultValue }: InsertAfterProps) {
  const array = ArrayBase.useArray()
  const index = ArrayBase.useIndex()
  if (!array || array.field.pattern !== 'editable') return null
  return (
    <Button
      type="link"
      size="small"
      aria-label={`在第 ${index + 1} 行后${title}`}
      onClick={() => void array.field.insert(index + 1, structuredClone(defaultValue ?? {}))}
    >
      {title}
    </Button>
  )
}
