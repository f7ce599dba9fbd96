import { describe, expect, it } from 'vitest'
import { widgetOf } from '../widgets/registry'
import { withNodeDefaults as drawn } from './node-defaults'

const withNodeDefaults = (schema: unknown) => drawn(schema, widgetOf)

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '名称' },
    amount: { type: 'number', 'x-decorator': 'FormItem' },
    signed: { type: 'date' },
    note: { type: 'string', 'x-decorator': 'ClickToEdit' },
    grid: { type: 'void', 'x-component': 'FormGrid', properties: { inside: { type: 'boolean' } } },
    lines: {
      type: 'array',
      'x-component': 'EditableTable',
      items: {
        type: 'object',
        properties: {
          column: { type: 'void', 'x-component': 'EditableTable.Column', properties: { cell: { type: 'string' } } },
        },
      },
    },
  },
}

describe('the default decorator of schema form nodes', () => {
  it('draws every value node in FormItem unless it names another decorator, through grids and table rows', () => {
    expect(withNodeDefaults(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', title: '名称', 'x-decorator': 'FormItem' },
        amount: { type: 'number', 'x-decorator': 'FormItem' },
        signed: { type: 'date', 'x-decorator': 'FormItem' },
        note: { type: 'string', 'x-decorator': 'ClickToEdit' },
        grid: {
          type: 'void',
          'x-component': 'FormGrid',
          properties: { inside: { type: 'boolean', 'x-decorator': 'FormItem' } },
        },
        lines: {
          type: 'array',
          'x-component': 'EditableTable',
          items: {
            type: 'object',
            properties: {
              column: {
                type: 'void',
                'x-component': 'EditableTable.Column',
                properties: { cell: { type: 'string', 'x-decorator': 'FormItem' } },
              },
            },
          },
        },
      },
    })
  })

  it('leaves containers (object, array, void) without one and the schema it was given as it was', () => {
    const given = structuredClone(schema)
    withNodeDefaults(given)
    expect(given).toEqual(schema)
  })
})

describe('the placeholder and required message of schema form nodes', () => {
  const field = (node: Record<string, unknown>) =>
    (withNodeDefaults({ type: 'object', properties: { field: node } }) as { properties: { field: unknown } }).properties
      .field

  it('ask with the verb of the widget and the title: typing, choosing, uploading', () => {
    expect(field({ type: 'string', title: '客户名称', 'x-component': 'text', required: true })).toEqual({
      type: 'string',
      title: '客户名称',
      'x-component': 'text',
      required: true,
      'x-decorator': 'FormItem',
      'x-component-props': { placeholder: '请输入客户名称' },
      'x-validator': [{ required: true, message: '请输入客户名称!' }],
    })
    expect(
      field({ type: 'string', title: '客户', 'x-component': 'searchSelect', 'x-component-props': { dict: 'x' } }),
    ).toMatchObject({ 'x-component-props': { dict: 'x', placeholder: '请选择客户' } })
    const upload = field({ type: 'string', title: '附件', 'x-component': 'file', required: true })
    expect(upload).toMatchObject({ 'x-validator': [{ required: true, message: '请上传附件!' }] })
    expect(upload).not.toHaveProperty('x-component-props')
  })

  it('keep what the node says: its placeholder (an empty one too), its message, its other rules after the required one', () => {
    expect(
      field({ type: 'string', title: '编号', 'x-component': 'text', 'x-component-props': { placeholder: '' } }),
    ).toMatchObject({ 'x-component-props': { placeholder: '' } })
    const ownMessage = [{ required: true, message: '必须填写编号' }]
    expect(field({ type: 'string', title: '编号', 'x-component': 'text', 'x-validator': ownMessage })).toMatchObject({
      'x-validator': ownMessage,
    })
    expect(
      field({ type: 'string', title: '编号', 'x-component': 'text', required: true, 'x-validator': [{ max: 3 }] }),
    ).toMatchObject({ 'x-validator': [{ required: true, message: '请输入编号!' }, { max: 3 }] })
    expect(
      field({ type: 'string', title: '编号', 'x-component': 'text', 'x-validator': { required: true } }),
    ).toMatchObject({ 'x-validator': [{ required: true, message: '请输入编号!' }] })
  })

  it('wait in a dormant rule on a node not required, which Formily switches on when a reaction requires the field', () => {
    expect(field({ type: 'string', title: '关联案件', 'x-component': 'searchSelect' })).toMatchObject({
      'x-validator': [{ required: false, message: '请选择关联案件!' }],
    })
    expect(field({ type: 'string', title: '关联案件', 'x-component': 'searchSelect' })).not.toHaveProperty('required')
    expect(field({ type: 'string', title: '编号', 'x-component': 'text', 'x-validator': [{ max: 3 }] })).toMatchObject({
      'x-validator': [{ required: false, message: '请输入编号!' }, { max: 3 }],
    })
  })

  it('are left out for an untitled node, a widget that asks nothing (a switch) and a component that is no widget', () => {
    for (const node of [
      { type: 'string', 'x-component': 'text', required: true },
      { type: 'boolean', title: '启用', 'x-component': 'switch', required: true },
      { type: 'string', title: '内容', 'x-component': 'CodeEditor', required: true },
    ])
      expect(field(node)).toEqual({ ...node, 'x-decorator': 'FormItem' })
  })

  it("give the widget's input its default props under the node's own: a figure as wide as the column", () => {
    expect(
      field({ type: 'number', title: '件数', 'x-component': 'number', 'x-component-props': { min: 1 } }),
    ).toMatchObject({
      'x-component-props': { min: 1, style: { width: '100%' }, placeholder: '请输入件数' },
    })
    expect(field({ type: 'string', 'x-component': 'textarea' })).toMatchObject({ 'x-component-props': { rows: 2 } })
  })
})
