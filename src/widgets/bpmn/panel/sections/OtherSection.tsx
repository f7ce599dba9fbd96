import { Checkbox, Form, Select } from 'antd'
import { useDesigner } from '../../modeler/context'
import { readDocumentation, setDocumentation } from '../../model/documentation'
import { otherAttributes, readOtherAttribute, setOtherAttribute } from '../../model/other-attributes'
import type { DiagramElement } from '../../model/types'
import { CommitInput, CommitTextArea } from '../inputs'

/** Documentation (2–4 rows) and the engine attributes without a section of their own that the element type has. */
export function OtherSection({ element }: { element: DiagramElement }) {
  const { editor, flavour } = useDesigner()
  return (
    <Form layout="vertical" size="small">
      <Form.Item label="元素文档">
        <CommitTextArea
          aria-label="元素文档"
          autoSize={{ minRows: 2, maxRows: 4 }}
          value={readDocumentation(element)}
          onCommit={(text) => setDocumentation(editor, element, text)}
        />
      </Form.Item>
      {otherAttributes(flavour, element).map((attribute) => {
        const value = readOtherAttribute(flavour, element, attribute)
        const write = (next: string | boolean) => setOtherAttribute(editor, element, attribute, next)
        return (
          <Form.Item key={attribute.name} label={attribute.label}>
            {attribute.kind === 'boolean' && (
              <Checkbox
                aria-label={attribute.label}
                checked={value === true}
                onChange={(event) => write(event.target.checked)}
              />
            )}
            {attribute.kind === 'select' && (
              <Select
                aria-label={attribute.label}
                value={String(value)}
                options={attribute.options?.map((option) => ({ value: option, label: option }))}
                onChange={write}
              />
            )}
            {attribute.kind === 'text' && (
              <CommitInput aria-label={attribute.label} value={String(value)} onCommit={write} />
            )}
          </Form.Item>
        )
      })}
    </Form>
  )
}
