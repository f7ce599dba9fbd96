import { DownOutlined, UpOutlined } from '@ant-design/icons'
import { Button, Col, Row, Space } from 'antd'
import { memo, useState, type FormEvent } from 'react'
import type { SearchItem as SearchItemSchema } from '../generated/schema-language'
import { LinkButton } from '../core/buttons'
import { widgetOf } from '../widgets/registry'
import { TextSearch } from '../widgets/text/index'
import { SearchItem } from './SearchItem'
import { searchLabelWidth } from './search-label-width'

type Values = Record<string, unknown>

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.every((part) => part == null))

interface SearchBarProps {
  fields: SearchItemSchema[]
  /** Values the form starts with and 重置 returns to. */
  initialValues?: Values
  /** Values the form starts with instead (those of the page's address); 重置 still returns to `initialValues`. */
  startValues?: Values
  onSearch: (values: Values) => void
  onReset: () => void
  /** Form name, the prefix of the inputs' ids: a search form opened over another (a picker over a list) needs its own. */
  name?: string
}

/**
 * The search form: the basic fields, the advanced ones behind 展开/收起, 查询 (or Enter in a box) and 重置. Memoised:
 * a list's new rows do not redraw it.
 */
export const SearchBar = memo(function SearchBar({
  fields,
  initialValues,
  startValues,
  onSearch,
  onReset,
  name = 'search',
}: SearchBarProps) {
  const [values, setValues] = useState<Values>(startValues ?? initialValues ?? {})
  // An advanced field the form starts with a value in is shown, so the search in force can be seen.
  const [expanded, setExpanded] = useState(() =>
    fields.some((field) => field.advanced && !isBlank(startValues?.[field.field])),
  )
  const hasAdvanced = fields.some((field) => field.advanced)
  const shown = fields.filter((field) => expanded || !field.advanced)
  // One label width for the whole form (the advanced items' titles included, so 展开 moves nothing): a label keeps
  // one line, its input fills the rest of the column and the inputs line up.
  const labelWidth = searchLabelWidth(fields.map((field) => field.title ?? ''))
  const search = (event: FormEvent) => {
    event.preventDefault()
    // React passes a submit up its component tree, through portals: a picker's search opened from a form's field
    // must not submit that form.
    event.stopPropagation()
    // What is shown searches: an advanced item folded away by 收起 keeps its value but does not narrow the list.
    onSearch(Object.fromEntries(shown.map((field) => [field.field, values[field.field]])))
  }
  return (
    <form id={name} name={name} className="schema-search" onSubmit={search} style={{ marginBottom: 16 }}>
      <Row gutter={[24, 12]} style={{ width: '100%' }}>
        {shown.map((field) => {
          // The schema check refuses a widget without a search input; a schema that skipped it still gets a text box.
          const Input = widgetOf(field.component ?? 'text')?.search ?? TextSearch
          const id = `${name}_${field.field}`
          return (
            <Col key={field.field} xl={6} lg={8} md={12} sm={24}>
              <SearchItem id={id} title={field.title} labelWidth={labelWidth}>
                <Input
                  field={field}
                  id={id}
                  value={values[field.field]}
                  onChange={(value) => setValues((current) => ({ ...current, [field.field]: value }))}
                />
              </SearchItem>
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
                setValues(initialValues ?? {})
                onReset()
              }}
            >
              重置
            </Button>
            {hasAdvanced && (
              <LinkButton
                aria-expanded={expanded}
                icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
                iconPosition="end"
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? '收起' : '展开'}
              </LinkButton>
            )}
          </Space>
        </Col>
      </Row>
    </form>
  )
})
