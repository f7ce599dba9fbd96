import { describe, expect, it } from 'vitest'
import { stripDefaults } from './strip-page-defaults'

describe('the codemod that takes spelled-out defaults out of schema files', () => {
  it('cuts the default decorator of value nodes with its comma, and keeps the layout and every other decorator', () => {
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
      "d": {
        "title": "丁",
        "type": "boolean",
        "x-decorator": "FormItem"
      },
      "e": { "type": "void", "x-decorator": "FormItem" },
      "f": { "type": "string", "x-decorator": "ClickToEdit" }
    }
  }
}
`
    expect(stripDefaults(text)).toBe(`{
  "schema": {
    "type": "object",
    "properties": {
      "a": { "type": "string", "x-component": "text" },
      "b": { "x-component": "text", "type": "number" },
      "c": {
        "type": "string",
        "title": "丙"
      },
      "d": {
        "title": "丁",
        "type": "boolean"
      },
      "e": { "type": "void", "x-decorator": "FormItem" },
      "f": { "type": "string", "x-decorator": "ClickToEdit" }
    }
  }
}
`)
  })
})
