import { connect, mapReadPretty } from '@formily/react'
import { Input, Space, Tag } from 'antd'
import { tagsOf, toTagValue } from './tags'

interface TagCellProps {
  value?: string
  onChange?: (value: string) => void
  disabled?: boolean
  placeholder?: string
  'aria-label'?: string
}

const Tags = ({ value }: TagCellProps) => (
  <Space size={4} wrap>
    {tagsOf(value).map((tag, index) => (
      <Tag key={`${index}-${tag}`}>{tag}</Tag>
    ))}
  </Space>
)

/** The tag cell (JVxeTable's tags): typed text is kept as two-character tags joined by semicolons, shown as tags. */
function TagCellInput({ value, onChange, ...props }: TagCellProps) {
  return (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <Input {...props} value={value ?? ''} onChange={(event) => onChange?.(toTagValue(event.target.value))} />
      <Tags value={value} />
    </Space>
  )
}

export const TagCell = connect(TagCellInput, mapReadPretty(Tags))
