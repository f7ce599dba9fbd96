import { Button, Input, Space } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { removeAt, upsertAt } from '../../model/lists'

/** An inline editor for a short list of two-string rows (enum values, field properties, constraints). */
export function PairList<K1 extends string, K2 extends string>({
  rows,
  keys,
  labels,
  onChange,
}: {
  rows: Record<K1 | K2, string>[]
  keys: [K1, K2]
  labels: [string, string]
  onChange: (rows: Record<K1 | K2, string>[]) => void
}) {
  const blank = { [keys[0]]: '', [keys[1]]: '' } as Record<K1 | K2, string>
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {rows.map((row, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          {keys.map((key, position) => (
            <Input
              key={key}
              aria-label={labels[position]}
              placeholder={labels[position]}
              value={row[key]}
              onChange={(event) => onChange(upsertAt(rows, index, { ...row, [key]: event.target.value }))}
            />
          ))}
          <Button icon={<DeleteOutlined />} aria-label="删除" onClick={() => onChange(removeAt(rows, index))} />
        </Space.Compact>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...rows, blank])}>
        添加{labels[0]}
      </Button>
    </Space>
  )
}
