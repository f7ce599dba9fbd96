import { HolderOutlined } from '@ant-design/icons'
import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import { Dropdown } from 'antd'
import { useThrottledInsert } from '../insert-throttle'
import { SortHandle } from '../SortHandle'
import { useRevealRow } from '../virtual/reveal-row'

/**
 * The drag-sort cell of JVxeTable: the sort handle, whose menu moves the row up or down or inserts an empty row
 * below it.
 */
export function DragMenu() {
  const array = ArrayBase.useArray()
  const index = ArrayBase.useIndex()
  const throttled = useThrottledInsert()
  const reveal = useRevealRow()
  if (!array || array.field.pattern !== 'editable') return null
  const field = array.field
  const count = Array.isArray(field.value) ? field.value.length : 0
  const items = [
    { key: 'up', label: '上移', disabled: index === 0, onClick: () => void field.moveUp(index) },
    { key: 'down', label: '下移', disabled: index >= count - 1, onClick: () => void field.moveDown(index) },
    {
      key: 'insert',
      label: '插入一行',
      onClick: () =>
        throttled(field, () => {
          void field.insert(index + 1, {})
          reveal?.(index + 1)
        }),
    },
  ]
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <SortHandle />
      <Dropdown menu={{ items }} trigger={['click']}>
        <HolderOutlined role="button" aria-label={`第 ${index + 1} 行操作`} style={{ cursor: 'pointer' }} />
      </Dropdown>
    </span>
  )
}
