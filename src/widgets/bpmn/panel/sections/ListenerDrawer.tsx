import { useState } from 'react'
import { App, Button, Drawer, Form, Input, Select, Space, Table } from 'antd'
import { useDesigner } from '../../modeler/context'
import {
  EXECUTION_EVENTS,
  LISTENER_TYPES,
  TASK_EVENTS,
  TIMER_TYPES,
  emptyField,
  validateListener,
  type InjectedField,
  type Listener,
  type ListenerKind,
} from '../../model/listeners'
import { removeAt, upsertAt, withKeys } from '../../model/lists'
import { FieldDialog } from './FieldDialog'

/** The listener settings edited as free text. */
type TextSetting = 'class' | 'expression' | 'delegateExpression' | 'scriptFormat' | 'resource' | 'eventTimeDefinitions'

const options = (labels: Record<string, string>, keys: readonly string[] = Object.keys(labels)) =>
  keys.map((value) => ({ value, label: labels[value] }))

/** The side drawer form of one listener, with its injected fields (rules: validateListener, validateField). */
export function ListenerDrawer({
  kind,
  listener,
  onSave,
  onClose,
}: {
  kind: ListenerKind
  listener: Listener
  onSave: (listener: Listener) => void
  onClose: () => void
}) {
  const { flavour } = useDesigner()
  const { modal } = App.useApp()
  const [draft, setDraft] = useState(listener)
  const [error, setError] = useState<ReturnType<typeof validateListener>>(null)
  const [fieldEdit, setFieldEdit] = useState<{ index: number; field: InjectedField } | null>(null)
  const set = (patch: Partial<Listener>) => setDraft({ ...draft, ...patch })
  const status = (name: keyof Listener) =>
    error?.field === name ? { validateStatus: 'error' as const, help: error.message || undefined } : {}
  const camundaTask = kind === 'task' && !flavour.scriptListenerClasses

  const save = () => {
    const failure = validateListener(flavour, draft)
    setError(failure)
    if (!failure) onSave(draft)
  }
  const text = (name: TextSetting, label: string) => (
    <Form.Item label={label} required {...status(name)}>
      <Input aria-label={label} value={draft[name]} onChange={(event) => set({ [name]: event.target.value })} />
    </Form.Item>
  )

  return (
    <Drawer
      open
      title={kind === 'task' ? '任务监听器' : '执行监听器'}
      width={480}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" onClick={save}>
          保 存
        </Button>
      }
    >
      <Form layout="vertical" size="small">
        <Form.Item label="事件类型" required {...status('event')}>
          <Select
            aria-label="事件类型"
            value={draft.event}
            options={kind === 'task' ? options(TASK_EVENTS, flavour.taskEvents) : options(EXECUTION_EVENTS)}
            onChange={(event) => set({ event })}
          />
        </Form.Item>
        {camundaTask && (
          <Form.Item label="监听器ID">
            <Input aria-label="监听器ID" value={draft.id} onChange={(event) => set({ id: event.target.value })} />
          </Form.Item>
        )}
        <Form.Item label="监听器类型" required {...status('listenerType')}>
          <Select
            aria-label="监听器类型"
            value={draft.listenerType}
            options={options(LISTENER_TYPES)}
            onChange={(listenerType) => set({ listenerType })}
          />
        </Form.Item>
        {draft.listenerType === 'classListener' && text('class', 'Java类')}
        {draft.listenerType === 'expressionListener' && text('expression', '表达式')}
        {draft.listenerType === 'delegateExpressionListener' && text('delegateExpression', '代理表达式')}
        {draft.listenerType === 'scriptListener' && (
          <>
            {text('scriptFormat', '脚本格式')}
            {!flavour.scriptListenerClasses && (
              <Form.Item label="脚本类型" required {...status('scriptType')}>
                <Select
                  aria-label="脚本类型"
                  value={draft.scriptType}
                  options={[
                    { value: 'inlineScript', label: '内联脚本' },
                    { value: 'externalScript', label: '外部脚本' },
                  ]}
                  onChange={(scriptType) => set({ scriptType })}
                />
              </Form.Item>
            )}
            {draft.scriptType === 'externalScript' && !flavour.scriptListenerClasses ? (
              text('resource', '资源地址')
            ) : (
              <Form.Item label="脚本内容" required {...status('value')}>
                <Input.TextArea
                  aria-label="脚本内容"
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  value={draft.value}
                  onChange={(event) => set({ value: event.target.value })}
                />
              </Form.Item>
            )}
          </>
        )}
        {camundaTask && draft.event === 'timeout' && (
          <>
            <Form.Item label="定时器类型">
              <Select
                aria-label="定时器类型"
                value={draft.eventDefinitionType}
                options={options(TIMER_TYPES)}
                onChange={(eventDefinitionType) => set({ eventDefinitionType })}
              />
            </Form.Item>
            {draft.eventDefinitionType && text('eventTimeDefinitions', '定时器')}
          </>
        )}
      </Form>
      <Space style={{ margin: '8px 0' }}>
        <strong>注入字段</strong>
        <Button size="small" type="primary" onClick={() => setFieldEdit({ index: -1, field: emptyField() })}>
          添加字段
        </Button>
      </Space>
      <Table
        size="small"
        pagination={false}
        dataSource={withKeys(draft.fields)}
        columns={[
          { title: '字段名称', dataIndex: 'name' },
          {
            title: '字段类型',
            dataIndex: 'fieldType',
            render: (type: string) => (type === 'expression' ? '表达式' : '字符串'),
          },
          {
            title: '字段值/表达式',
            render: (_, field) => (field.fieldType === 'expression' ? field.expression : field.string),
          },
          {
            title: '操作',
            width: 110,
            render: (_, __, index) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setFieldEdit({ index, field: draft.fields[index] })}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => {
                    modal.confirm({
                      title: '提示',
                      content: '确认移除该字段吗？',
                      onOk: () => set({ fields: removeAt(draft.fields, index) }),
                    })
                  }}
                >
                  移除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {fieldEdit && (
        <FieldDialog
          field={fieldEdit.field}
          onCancel={() => setFieldEdit(null)}
          onConfirm={(field) => {
            set({ fields: upsertAt(draft.fields, fieldEdit.index, field) })
            setFieldEdit(null)
          }}
        />
      )}
    </Drawer>
  )
}
