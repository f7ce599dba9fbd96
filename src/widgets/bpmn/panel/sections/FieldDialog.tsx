import { useState } from 'react'
import { Form, Input, Modal, Select } from 'antd'
import { validateField, type InjectedField } from '../../model/listeners'

/** The field-injection dialog of the listener form (rules: validateField). */
export function FieldDialog({
  field,
  onConfirm,
  onCancel,
}: {
  field: InjectedField
  onConfirm: (field: InjectedField) => void
  onCancel: () => void
}) {
  const [draft, setDraft] = useState(field)
  const [error, setError] = useState<ReturnType<typeof validateField>>(null)
  const confirm = () => {
    const failure = validateField(draft)
    setError(failure)
    if (!failure) onConfirm(draft)
  }
  const status = (name: keyof InjectedField) =>
    error?.field === name ? { validateStatus: 'error' as const, help: error.message } : {}
  return (
    <Modal
      open
      title="字段配置"
      width={600}
      onOk={confirm}
      onCancel={onCancel}
      okText="确 定"
      cancelText="取 消"
      destroyOnHidden
    >
      <Form layout="vertical" size="small">
        <Form.Item label="字段名称" required {...status('name')}>
          <Input
            aria-label="字段名称"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="字段类型" required {...status('fieldType')}>
          <Select
            aria-label="字段类型"
            value={draft.fieldType}
            options={[
              { value: 'string', label: '字符串' },
              { value: 'expression', label: '表达式' },
            ]}
            onChange={(fieldType) => setDraft({ ...draft, fieldType })}
          />
        </Form.Item>
        {draft.fieldType === 'string' ? (
          <Form.Item label="字段值" required {...status('string')}>
            <Input
              aria-label="字段值"
              value={draft.string}
              onChange={(event) => setDraft({ ...draft, string: event.target.value })}
            />
          </Form.Item>
        ) : (
          <Form.Item label="表达式" required {...status('expression')}>
            <Input
              aria-label="字段表达式"
              value={draft.expression}
              onChange={(event) => setDraft({ ...draft, expression: event.target.value })}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
