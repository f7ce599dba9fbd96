import { describe, expect, it } from 'vitest'
import { spelledDefaultDecorators, withDefaultDecorators } from './node-defaults'

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
    expect(withDefaultDecorators(schema)).toEqual({
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
    withDefaultDecorators(given)
    expect(given).toEqual(schema)
  })

  it('names, by JSON pointer, each value node that spells out the default', () => {
    expect(spelledDefaultDecorators(schema, '/form/schema')).toEqual(['/form/schema/properties/amount/x-decorator'])
  })
})
