import { InputNumber, Space } from 'antd'

type Bound = number | null | undefined
type Range = [Bound, Bound]

interface NumberRangeProps {
  /** The id of the first input, the one a label names. */
  id?: string
  value?: Range
  onChange?: (value: Range | undefined) => void
}

/** Two number inputs for a `_begin`/`_end` query (an online report's `group` item on a number column). */
export function NumberRange({ id, value, onChange }: NumberRangeProps) {
  const [begin, end] = value ?? [undefined, undefined]
  const update = (next: Range) => onChange?.(next[0] == null && next[1] == null ? undefined : next)
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        id={id}
        value={begin}
        onChange={(next) => update([next, end])}
        placeholder="最小值"
        aria-label="最小值"
        style={{ width: '50%' }}
      />
      <InputNumber
        value={end}
        onChange={(next) => update([begin, next])}
        placeholder="最大值"
        aria-label="最大值"
        style={{ width: '50%' }}
      />
    </Space.Compact>
  )
}
