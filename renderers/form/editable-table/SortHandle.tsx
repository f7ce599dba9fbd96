import { MenuOutlined } from '@ant-design/icons'
import { ArrayBase } from '@formily/antd-v5/esm/array-base'
import { useRowDragStart } from './virtual/row-drag'

/**
 * The drag handle of a row: ArrayTable's sortable handle in the small table; in the large table, whose rows are not
 * ArrayTable's, a press on it picks the row up for the table's own mouse drag.
 */
export function SortHandle() {
  const startDrag = useRowDragStart()
  const array = ArrayBase.useArray()
  const index = ArrayBase.useIndex()
  if (!startDrag) return <ArrayBase.SortHandle />
  if (array?.field.pattern !== 'editable') return null
  return (
    <MenuOutlined
      role="button"
      aria-label={`拖动第 ${index + 1} 行`}
      style={{ cursor: 'move' }}
      onMouseDown={(event) => {
        // The press starts a row drag, not a text selection.
        event.preventDefault()
        startDrag(index)
      }}
    />
  )
}
