import { DownOutlined, UpOutlined } from '@ant-design/icons'
import { Button, Col, Form, Row, Space } from 'antd'
import { useState } from 'react'
import type { SearchItem } from '../generated/schema-language'
import { LinkButton } from '../buttons'
import { widgetOf } from '../widgets/registry'
import { TextSearch } from '../widgets/text'
import { searchLabelWidth } from './search-label-width'

interface SearchBarProps {
  fields: SearchItem[]
  /** Values the form starts with and 重置 returns to. */
  initialValues?: Record<string, unknown>
  onSearch: (values: Record<string, unknown>) => void
  onReset: () => void
  /** Form name, the prefix of the inputs' ids: a search form opened over another (a picker over a list) needs its own. */
  name?: string
}

/** The search form: the basic fields, the advanced ones behind 展开/收起, 查询 and 重置. */
export function SearchBar({ fields, initialValues, onSearch, onReset, name = 'search' }: SearchBarProps) {
  const [form] = Form.useForm()
  const [expanded, setExpanded] = useState(false)
  const hasAdvanced = fields.some((field) => field.advanced)
  const shown = fields.filter((field) => expanded || !field.advanced)
  // Antd's horizontal layout with one label width for the whole form (the advanced items' titles included, so
  // 展开 moves nothing): a label keeps one line, its input fills the rest of the column and the inputs line up.
  const labelWidth = searchLabelWidth(fields.map((field) => field.title ?? ''))
  return (
    <Form
      form={form}
      name={name}
      initialValues={initialValues}
      layout="horizontal"
      labelCol={{ flex: `${labelWidth}em` }}
      className="schema-search"
      onFinish={onSearch}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[24, 12]} style={{ width: '100%' }}>
        {shown.map((field) => {
          // The schema check refuses a widget without a search input; a schema that skipped it still gets a text box.
          const Input = widgetOf(field.component ?? 'text')?.search ?? TextSearch
          return (
            <Col key={field.field} xl={6} lg={8} md={12} sm={24}>
              <Form.Item name={field.field} label={field.title} style={{ marginBottom: 0 }}>
                <Input field={field} />
              </Form.Item>
            </Col>
          )
        })}
        <Col xl={6} lg={8} md={12} sm={24}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields()
                onReset()
              }}
            >
              重置
            </Button>
            {hasAdvanced && (
              <LinkButton
                aria-expanded={expanded}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                iconPosition="end"
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? '收起' : '展开'}
              </LinkButton>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  )
}
