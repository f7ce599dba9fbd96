import { describe, expect, it } from 'vitest'
import { stripAt } from './strip-page-defaults'

describe('the codemod that takes spelled-out defaults out of schema files', () => {
  it('cuts each value at a pointer with its comma, and keeps the layout and everything else', () => {
    const text = `{
  "schema": {
    "type": "object",
    "properties": {
      "a": { "type": "string", "x-decorator": "FormItem", "x-component": "text" },
      "b": { "x-component": "text", "type": "number", "x-decorator": "FormItem" },
      "c": {
        "type": "string",
        "x-decorator": "FormItem",
        "title": "丙"
      },
      "e": { "type": "void", "x-decorator": "FormItem" }
    }
  }
}
`
    const pointers = ['a', 'b', 'c'].map((name) => `/schema/properties/${name}/x-decorator`)
    expect(stripAt(text, pointers)).toBe(`{
  "schema": {
    "type": "object",
    "properties": {
      "a": { "type": "string", "x-component": "text" },
      "b": { "x-component": "text", "type": "number" },
      "c": {
        "type": "string",
        "title": "丙"
      },
      "e": { "type": "void", "x-decorator": "FormItem" }
    }
  }
}
`)
  })

  it('takes an emptied holder with its last value, and says `required` where it takes the required rule', () => {
    const text = `{
  "a": {
    "title": "甲",
    "x-component-props": { "placeholder": "请输入甲" },
    "x-validator": [{ "required": true, "message": "请输入甲!" }, { "max": 3 }]
  },
  "b": { "x-component-props": { "placeholder": "请选择乙", "dict": "x" }, "x-validator": { "required": true, "message": "请选择乙!" } },
  "c": { "required": true, "x-validator": [{ "required": true, "message": "请输入丙!" }] }
}
`
    const pointers = [
      '/a/x-component-props/placeholder',
      '/a/x-validator/0',
      '/b/x-component-props/placeholder',
      '/b/x-validator',
      '/c/x-validator/0',
    ]
    expect(stripAt(text, pointers)).toBe(`{
  "a": {
    "required": true, "title": "甲",
    "x-validator": [{ "max": 3 }]
  },
  "b": { "required": true, "x-component-props": { "dict": "x" } },
  "c": { "required": true }
}
`)
  })

  it('says `required` alone where nothing else of the field stays', () => {
    const text = '{ "a": { "type": "string", "x-validator": [{ "required": true, "message": "请输入甲!" }] } }'
    expect(JSON.parse(stripAt(text, ['/a/type', '/a/x-validator/0']))).toEqual({ a: { required: true } })
  })

  it('takes an `api` left without a role, and keeps one holding another', () => {
    const text = `{
  "entity": "ipr-customer",
  "api": { "list": "/ipr/customer/list", "add": "/ipr/customer/add" },
  "columns": [],
  "rowActions": [{ "kind": "listDrawer", "page": { "api": { "list": "/a/list", "add": "/a/add/1" } } }]
}
`
    const pointers = ['/api/list', '/api/add', '/rowActions/0/page/api/list']
    expect(stripAt(text, pointers)).toBe(`{
  "entity": "ipr-customer",
  "columns": [],
  "rowActions": [{ "kind": "listDrawer", "page": { "api": { "add": "/a/add/1" } } }]
}
`)
  })

  it('takes a whole toolbar with the values inside it that go too', () => {
    const text = `{
  "toolbar": [{ "kind": "add", "title": "新增" }, { "kind": "deleteBatch" }],
  "rowActions": [{ "kind": "edit", "title": "编辑" }]
}
`
    const pointers = ['/toolbar', '/toolbar/0/title', '/rowActions/0/title']
    expect(stripAt(text, pointers)).toBe(`{
  "rowActions": [{ "kind": "edit" }]
}
`)
  })

  it('keeps a field left empty: it is still on the form', () => {
    expect(stripAt('{ "a": { "type": "string" }, "b": {} }', ['/a/type'])).toBe('{ "a": {  }, "b": {} }')
  })

  it('refuses a pointer to nothing', () => {
    expect(() => stripAt('{ "a": {} }', ['/a/b'])).toThrow('/a/b: nothing at b')
  })
})
