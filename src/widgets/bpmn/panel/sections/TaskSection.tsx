import { Form, Select } from 'antd'
import { useDesigner } from '../../modeler/context'
import { definitionsOf, listRootElements } from '../../model/messages'
import {
  readAsync,
  readReceiveMessage,
  readScriptTask,
  readUserTask,
  setAsync,
  setReceiveMessage,
  setScriptTask,
  setUserTaskAttribute,
  type ScriptTaskConfig,
} from '../../model/task'
import type { DiagramElement } from '../../model/types'
import { CommitInput, CommitTextArea } from '../inputs'
import { AsyncFields } from './AsyncFields'

const USER_TASK_LABELS: Record<string, string> = {
  assignee: '处理用户',
  candidateUsers: '候选用户',
  candidateGroups: '候选分组',
  dueDate: '到期时间',
  followUpDate: '跟踪时间',
  priority: '优先级',
}

/** Task config: async flags for every task, plus the user, script or receive task sub-form. */
export function TaskSection({ element }: { element: DiagramElement }) {
  const { editor } = useDesigner()
  const bo = element.businessObject
  return (
    <Form layout="vertical" size="small">
      <AsyncFields value={readAsync(editor, bo)} onChange={(config) => setAsync(editor, element, bo, config)} />
      {element.type === 'bpmn:UserTask' && <UserTaskFields element={element} />}
      {element.type === 'bpmn:ScriptTask' && <ScriptTaskFields element={element} />}
      {element.type === 'bpmn:ReceiveTask' && (
        <Form.Item label="消息实例">
          <Select
            aria-label="消息实例"
            allowClear
            value={readReceiveMessage(element) || undefined}
            options={listRootElements(definitionsOf(element), 'message').map((entry) => ({
              value: entry.id,
              label: entry.name || entry.id,
            }))}
            onChange={(id) => setReceiveMessage(editor, element, id ?? '')}
          />
        </Form.Item>
      )}
    </Form>
  )
}

function UserTaskFields({ element }: { element: DiagramElement }) {
  const { editor } = useDesigner()
  const values = readUserTask(editor, element)
  return (
    <>
      {editor.flavour.userTaskAttributes.map((name) => (
        <Form.Item key={name} label={USER_TASK_LABELS[name]}>
          <CommitInput
            aria-label={USER_TASK_LABELS[name]}
            value={values[name]}
            onCommit={(value) => setUserTaskAttribute(editor, element, name, value)}
          />
        </Form.Item>
      ))}
    </>
  )
}

function ScriptTaskFields({ element }: { element: DiagramElement }) {
  const { editor } = useDesigner()
  const config = readScriptTask(editor, element)
  const update = (patch: Partial<ScriptTaskConfig>) => setScriptTask(editor, element, { ...config, ...patch })
  return (
    <>
      <Form.Item label="脚本格式">
        <CommitInput
          aria-label="脚本格式"
          value={config.scriptFormat}
          onCommit={(scriptFormat) => update({ scriptFormat })}
        />
      </Form.Item>
      {editor.flavour.scriptResource && (
        <Form.Item label="脚本类型">
          <Select
            aria-label="脚本类型"
            value={config.scriptType}
            options={[
              { value: 'inline', label: '内联脚本' },
              { value: 'external', label: '外部资源' },
            ]}
            onChange={(scriptType) => update({ scriptType })}
          />
        </Form.Item>
      )}
      {config.scriptType === 'inline' ? (
        <Form.Item label="脚本">
          <CommitTextArea
            aria-label="脚本"
            autoSize={{ minRows: 2, maxRows: 8 }}
            value={config.script}
            onCommit={(script) => update({ script })}
          />
        </Form.Item>
      ) : (
        <Form.Item label="资源地址">
          <CommitInput aria-label="资源地址" value={config.resource} onCommit={(resource) => update({ resource })} />
        </Form.Item>
      )}
      <Form.Item label="结果变量">
        <CommitInput
          aria-label="结果变量"
          value={config.resultVariable}
          onCommit={(resultVariable) => update({ resultVariable })}
        />
      </Form.Item>
    </>
  )
}
