import { Input, Space } from 'antd'
import { pathOf } from './area-table'
import { joinAddress, splitAddress } from './address'
import { AreaCascader, useAreaTable } from './JAreaLinkage'

export interface AreaAddressInputProps {
  placeholder?: string
  disabled?: boolean
  /** The field's label (the form item's title), naming the picker and the street box. */
  'aria-labelledby'?: string
  /** The whole address as one text, regions first (北京市海淀区中关村大街27号). */
  value?: string
  onChange?: (value: string) => void
}

/**
 * A free-text address column edited as the area picker plus the street: the regions the stored text begins with
 * show in the picker, the rest in the box, and either change writes the text back whole.
 */
export function AreaAddressInput({
  placeholder = '请输入详细地址',
  disabled,
  value,
  onChange,
  'aria-labelledby': labelledBy,
}: AreaAddressInputProps) {
  const table = useAreaTable()
  if (!table) return <Input aria-labelledby={labelledBy} value={value} disabled placeholder={placeholder} />
  const { path, detail } = splitAddress(table, value)
  return (
    <Space.Compact style={{ width: '100%' }}>
      <div style={{ width: '45%' }}>
        <AreaCascader
          aria-labelledby={labelledBy}
          table={table}
          disabled={disabled}
          value={path[path.length - 1]}
          onChange={(code) => onChange?.(joinAddress(table, code ? pathOf(table, code) : [], detail))}
        />
      </div>
      <Input
        aria-labelledby={labelledBy}
        style={{ width: '55%' }}
        disabled={disabled}
        placeholder={placeholder}
        value={detail}
        onChange={(event) => onChange?.(joinAddress(table, path, event.target.value))}
      />
    </Space.Compact>
  )
}
