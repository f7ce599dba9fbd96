import { Form, Select } from 'antd'
import { useDesigner } from '../../modeler/context'
import {
  canBeDefault,
  readCondition,
  readFlowType,
  setCondition,
  setFlowType,
  type FlowCondition,
  type FlowType,
} from '../../model/condition'
import type { DiagramElement } from '../../model/types'
import { CommitInput, CommitTextArea } from '../inputs'

const FLOW_TYPES: { value: FlowType; label: string }[] = [
  { value: 'normal', label: '普通流转路径' },
  { value: 'default', label: '默认流转路径' },
  { value: 'condition', label: '条件流转路径' },
]

/** Flow type and condition of a sequence flow; a type change applies setFlowType. */
export function ConditionSection({ element }: { element: DiagramElement }) {
  const { editor } = useDesigner()
  const type = readFlowType(element)
  const condition = readCondition(editor, element)
  const update = (patch: Partial<FlowCondition>) => setCondition(editor, element, { ...condition, ...patch })
  return (
    <Form layout="vertical" size="small">
      <Form.Item label="流转类型">
        <Select
          aria-label="流转类型"
          value={type}
          options={FLOW_TYPES.filter((option) => option.value !== 'default' || canBeDefault(element))}
          onChange={(next) => setFlowType(editor, element, next)}
        />
      </Form.Item>
      {type === 'condition' && (
        <>
          <Form.Item label="条件格式">
            <Select
              aria-label="条件格式"
              value={condition.conditionType}
              options={[
                { value: 'expression', label: '表达式' },
                { value: 'script', label: '脚本' },
              ]}
              onChange={(conditionType) =>
                update({
                  conditionType,
                  language: conditionType === 'script' ? condition.language || 'javascript' : '',
                })
              }
            />
          </Form.Item>
          {condition.conditionType === 'expression' && (
            <Form.Item label="表达式">
              <CommitInput aria-label="条件表达式" value={condition.body} onCommit={(body) => update({ body })} />
            </Form.Item>
          )}
          {condition.conditionType === 'script' && (
            <>
              <Form.Item label="脚本语言">
                <CommitInput
                  aria-label="脚本语言"
                  value={condition.language}
                  onCommit={(language) => update({ language })}
                />
              </Form.Item>
              {editor.flavour.scriptResource && (
                <Form.Item label="脚本类型">
                  <Select
                    aria-label="脚本类型"
                    value={condition.scriptType}
                    options={[
                      { value: 'inline', label: '内联脚本' },
                      { value: 'external', label: '外部脚本' },
                    ]}
                    onChange={(scriptType) => update({ scriptType })}
                  />
                </Form.Item>
              )}
              {condition.scriptType === 'inline' ? (
                <Form.Item label="脚本">
                  <CommitTextArea
                    aria-label="脚本"
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    value={condition.body}
                    onCommit={(body) => update({ body })}
                  />
                </Form.Item>
              ) : (
                <Form.Item label="资源地址">
                  <CommitInput
                    aria-label="资源地址"
                    value={condition.resource}
                    onCommit={(resource) => update({ resource })}
                  />
                </Form.Item>
              )}
            </>
          )}
        </>
      )}
    </Form>
  )
}
