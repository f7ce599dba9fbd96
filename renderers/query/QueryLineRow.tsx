import { MinusOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Col, Row, Select, Space } from 'antd'
import { rulesFor, type QueryFieldDef, type QueryLine, type QueryRule } from './query-line'
import { ValueInput } from './ValueInput'

interface QueryLineRowProps {
  line: QueryLine
  fields: QueryFieldDef[]
  onField: (field: string) => void
  onRule: (rule: QueryRule) => void
  onValue: (value: unknown) => void
  onAdd: () => void
  onRemove: () => void
}

/** One condition: field, rule, value, and the buttons that add a line after it or remove it. */
export function QueryLineRow({ line, fields, onField, onRule, onValue, onAdd, onRemove }: QueryLineRowProps) {
  return (
    <Row gutter={16} className="advanced-query-line" style={{ marginBottom: 12 }}>
      <Col md={8} xs={24}>
        <Select
          value={line.field}
          onChange={onField}
          options={fields.map((field) => ({ value: field.field, label: field.label }))}
          showSearch
          optionFilterProp="label"
          placeholder="选择查询字段"
          aria-label="查询字段"
          style={{ width: '100%' }}
        />
      </Col>
      <Col md={4} xs={24}>
        <Select
          value={line.rule}
          onChange={onRule}
          options={[...rulesFor(line.type)]}
          placeholder="匹配规则"
          aria-label="匹配规则"
          style={{ width: '100%' }}
        />
      </Col>
      <Col md={8} xs={24}>
        <ValueInput line={line} onChange={onValue} />
      </Col>
      <Col md={4} xs={24}>
        <Space>
          <Button icon={<PlusOutlined />} onClick={onAdd} aria-label="添加条件" />
          <Button icon={<MinusOutlined />} onClick={onRemove} aria-label="删除条件" />
        </Space>
      </Col>
    </Row>
  )
}
