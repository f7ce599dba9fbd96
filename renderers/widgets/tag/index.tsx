import { Tag } from 'antd'
import { dictText } from '../../dict'
import { textOf } from '../../core/text-of'
import type { Widget } from '../widget'

/** Dictionary values as coloured tags, the colour by stored value (`colors`). */
export default {
  cell: (value, { column, record, items }) => {
    if (textOf(value) === '') return ''
    // Stored values and their texts come in the same order; the colour belongs to the stored value.
    const values = textOf(value).split(',')
    return dictText(record, column.field, items)
      .split(',')
      .map((part, index) => (
        <Tag key={part} color={column.colors?.[values[index] ?? '']}>
          {part}
        </Tag>
      ))
  },
} satisfies Widget
