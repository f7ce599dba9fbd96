import { useState } from 'react'
import { App, Button, Form, Select, Space, Table } from 'antd'
import { useDesigner } from '../../modeler/context'
import { FIELD_TYPES, emptyFormField, readForm, setFormKey, writeFormFields, type FormField } from '../../model/form'
import { removeAt, upsertAt, withKeys } from '../../model/lists'
import type { DiagramElement } from '../../model/types'
import { CommitInput } from '../inputs'
import { FormFieldDrawer } from './FormFieldDrawer'

/** Form key, business key and fields of a user task or start event. */
export function FormSection({ element }: { element: DiagramElement }) {
  const { editor, flavour } = useDesigner()
  const { modal } = App.useApp()
  const form = readForm(editor, element)
  const [editing, setEditing] = useState<{ index: number; field: FormField } | null>(null)
  const writeFields = (fields: FormField[]) => writeFormFields(editor, element, form.businessKey, fields)

  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label="表单标识">
          <CommitInput
            aria-label="表单标识"
            value={form.formKey}
            onCommit={(formKey) => setFormKey(editor, element, formKey)}
          />
        </Form.Item>
        {flavour.formStyle === 'formData' && (
          <Form.Item label="业务标识">
            <Select
              aria-label="业务标识"
              allowClear
              value={form.businessKey || undefined}
              options={form.fields.map((field) => ({ value: field.id, label: field.label || field.id }))}
              onChange={(businessKey) => writeFormFields(editor, element, businessKey ?? '', form.fields)}
            />
          </Form.Item>
        )}
      </Form>
      <Table
        size="small"
        pagination={false}
        dataSource={withKeys(form.fields)}
        columns={[
          { title: '字段名称', render: (_, field) => field.label || field.id },
          { title: '字段类型', dataIndex: 'type', render: (type: string) => FIELD_TYPES[type] ?? type },
          { title: '默认值', dataIndex: 'defaultValue' },
          {
            title: '操作',
            width: 110,
            render: (_, __, index) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ index, field: form.fields[index] })}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => {
                    modal.confirm({
                      title: '提示',
                      content: '确认移除该表单项吗？',
                      onOk: () => writeFields(removeAt(form.fields, index)),
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
      <Button
        type="primary"
        size="small"
        style={{ marginTop: 8 }}
        onClick={() => setEditing({ index: -1, field: emptyFormField() })}
      >
        添加字段
      </Button>
      {editing && (
        <FormFieldDrawer
          field={editing.field}
          onClose={() => setEditing(null)}
          onSave={(field) => {
            writeFields(upsertAt(form.fields, editing.index, field))
            setEditing(null)
          }}
        />
      )}
    </>
  )
}
