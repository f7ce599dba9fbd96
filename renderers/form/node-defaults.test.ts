import { describe, expect, it } from 'vitest'
import { widgetOf } from '../widgets/registry'
import { spelledDefaults as spelledIn, withNodeDefaults as drawn } from './node-defaults'

const withNodeDefaults = (schema: unknown) => drawn(schema, widgetOf)
const spelledDefaults = (schema: unknown, at?: string) => spelledIn(schema, widgetOf, at)

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

  it('names, by JSON pointer, each value node that spells out the default', () => {
    expect(spelledDefaults(schema, '/form/schema')).toEqual(['/form/schema/properties/amount/x-decorator'])
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

  it('are left out for an untitled node, a widget that asks nothing (a switch) and a component that is no widget', () => {
    for (const node of [
      { type: 'string', 'x-component': 'text', required: true },
      { type: 'boolean', title: '启用', 'x-component': 'switch', required: true },
      { type: 'string', title: '内容', 'x-component': 'CodeEditor', required: true },
    ])
      expect(field(node)).toEqual({ ...node, 'x-decorator': 'FormItem' })
  })

  it('are named by JSON pointer where a node spells them out', () => {
    const spelled = {
      type: 'object',
      properties: {
        name: {
          type: 'string',
          title: '名称',
          'x-component': 'text',
          'x-component-props': { placeholder: '请输入名称' },
          'x-validator': [{ max: 3 }, { required: true, message: '请输入名称!' }],
        },
        kind: {
          type: 'string',
          title: '类型',
          'x-component': 'dict',
          'x-validator': { required: true, message: '请选择类型!' },
        },
        other: {
          type: 'string',
          title: '其他',
          'x-component': 'text',
          'x-component-props': { placeholder: '请选择其他' },
        },
      },
    }
    expect(spelledDefaults(spelled)).toEqual([
      '/properties/name/x-component-props/placeholder',
      '/properties/name/x-validator/1',
      '/properties/kind/x-validator',
    ])
  })
})
