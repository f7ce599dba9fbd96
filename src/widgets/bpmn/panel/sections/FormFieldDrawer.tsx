import { useState } from 'react'
import { Button, Checkbox, Drawer, Form, Input, Select, Space } from 'antd'
import { useDesigner } from '../../modeler/context'
import { FIELD_TYPES, type FormField } from '../../model/form'
import { PairList } from './PairList'

const isCustomType = (type: string) => !(type in FIELD_TYPES) || type === 'custom'

/** One form field: type (or a custom type name), defaults, enum values and, by engine, properties and constraints. */
export function FormFieldDrawer({
  field,
  onSave,
  onClose,
}: {
  field: FormField
  onSave: (field: FormField) => void
  onClose: () => void
}) {
  const { flavour } = useDesigner()
  const [draft, setDraft] = useState(field)
  const [custom, setCustom] = useState(isCustomType(field.type))
  const set = (patch: Partial<FormField>) => setDraft({ ...draft, ...patch })
  const valid = draft.id.trim() !== '' && draft.type.trim() !== '' && draft.type !== 'custom'
  const input = (
    name: 'id' | 'label' | 'defaultValue' | 'datePattern' | 'variable' | 'expression',
    label: string,
    required = false,
  ) => (
    <Form.Item label={label} required={required}>
      <Input aria-label={label} value={draft[name]} onChange={(event) => set({ [name]: event.target.value })} />
    </Form.Item>
  )
  return (
    <Drawer
      open
      title="表单字段"
      width={480}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" disabled={!valid} onClick={() => onSave(draft)}>
          保 存
        </Button>
      }
    >
      <Form layout="vertical" size="small">
        {input('id', '字段ID', true)}
        {input('label', '字段名称')}
        <Form.Item label="字段类型" required>
          <Select
            aria-label="字段类型"
            value={custom ? 'custom' : draft.type}
            options={Object.entries(FIELD_TYPES).map(([value, label]) => ({ value, label }))}
            onChange={(type) => {
              setCustom(type === 'custom')
              set({ type })
            }}
          />
        </Form.Item>
        {custom && (
          <Form.Item label="类型名称" required>
            <Input
              aria-label="类型名称"
              value={draft.type === 'custom' ? '' : draft.type}
              onChange={(event) => set({ type: event.target.value || 'custom' })}
            />
          </Form.Item>
        )}
        {input('defaultValue', '默认值')}
        {draft.type === 'date' && input('datePattern', '时间格式')}
        {flavour.formStyle === 'formProperty' && (
          <>
            <Form.Item>
              <Space>
                <Checkbox checked={draft.required} onChange={(event) => set({ required: event.target.checked })}>
                  必填
                </Checkbox>
                <Checkbox checked={draft.readable} onChange={(event) => set({ readable: event.target.checked })}>
                  可读
                </Checkbox>
                <Checkbox checked={draft.writable} onChange={(event) => set({ writable: event.target.checked })}>
                  可写
                </Checkbox>
              </Space>
            </Form.Item>
            {input('variable', '变量名')}
            {input('expression', '表达式')}
          </>
        )}
        {draft.type === 'enum' && (
          <Form.Item label="枚举值列表">
            <PairList
              rows={draft.enumValues}
              keys={['id', 'name']}
              labels={['枚举值编号', '枚举值名称']}
              onChange={(enumValues) => set({ enumValues })}
            />
          </Form.Item>
        )}
        {flavour.formStyle === 'formData' && (
          <>
            <Form.Item label="字段属性">
              <PairList
                rows={draft.properties}
                keys={['id', 'value']}
                labels={['属性编号', '属性值']}
                onChange={(properties) => set({ properties })}
              />
            </Form.Item>
            <Form.Item label="约束条件">
              <PairList
                rows={draft.constraints}
                keys={['name', 'config']}
                labels={['约束名称', '约束配置']}
                onChange={(constraints) => set({ constraints })}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Drawer>
  )
}
